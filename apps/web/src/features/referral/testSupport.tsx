import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel } from '@wps/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import type { FakeAnswer } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';

export const REFERRAL_LINK = 'https://demo.example/register?referralCode=R7';

/** A member with two friends: one who deposited and earned them both rewards, one who has not yet. */
export function referralFixture(overrides: Partial<FakeAnswer<'referral'>> = {}): FakeAnswer<'referral'> {
  return {
    code: 'R7',
    link: REFERRAL_LINK,
    settings: {
      firstDepositReward: '50.00',
      minDeposit: '100.00',
      turnoverReward: '100.00',
      turnoverTarget: '5000.00',
    },
    friends: [
      {
        name: 'b****b',
        registeredAt: new Date(2025, 4, 3, 10, 0).getTime(),
        firstDeposit: true,
        turnover: '6200.00',
        earned: '150.00',
      },
      {
        name: 'c****e',
        registeredAt: new Date(2025, 5, 1, 18, 30).getTime(),
        firstDeposit: false,
        turnover: '0.00',
        earned: '0.00',
      },
    ],
    earned: '150.00',
    currency: 'PHP',
    ...overrides,
  };
}

export function signIn() {
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
}

/** A screen with the site's providers; module switches added to the fixture's. */
export function renderWithSite(ui: ReactNode, modules: Record<string, boolean> = {}) {
  const status = systemStatusFixture();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          {ui}
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

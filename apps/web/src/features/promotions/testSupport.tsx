import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel, type Activity, type Bonus, type MyActivity } from '@wps/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { systemStatusFixture } from '../../test/fixtures';
import type { PromotionAuth } from './auth';

const HOUR = 3_600_000;

export function activityFixture(overrides: Partial<Activity> = {}): Activity {
  const now = Date.now();
  return {
    id: 1,
    kind: 'deposit_match',
    title: 'Weekend reload',
    summary: 'Half of your deposit back as a bonus.',
    rules: 'Deposit at least ₱100.\nOne claim per member.',
    banner: { theme: 'ocean', image: null },
    startsAt: now - 24 * HOUR,
    endsAt: now + 24 * HOUR,
    status: 'join',
    repeat: 'once',
    reward: { percentBasisPoints: 5_000, fixed: '0.00', max: '500.00', threshold: '100.00' },
    wagering: {
      multiple: 10,
      basis: 'bonus',
      weights: { LIVE: 10, SPORTS: 50 },
      maxBet: '50.00',
      expiryHours: 72,
    },
    messagingChannel: null,
    currency: 'PHP',
    ...overrides,
  };
}

export function myActivityFixture(overrides: Partial<MyActivity> = {}): MyActivity {
  return {
    activityId: 1,
    status: 'join',
    claimable: null,
    bonusId: null,
    reason: null,
    progress: null,
    ...overrides,
  };
}

export function bonusFixture(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 7,
    activityId: 1,
    activityTitle: 'Weekend reload',
    kind: 'deposit_match',
    state: 'active',
    amount: '50.00',
    deposit: '100.00',
    turnover: { required: '500.00', done: '125.00', remaining: '375.00' },
    weights: { LIVE: 10 },
    maxBet: '50.00',
    expiresAt: Date.now() + 72 * HOUR,
    createdAt: Date.now() - HOUR,
    paidAt: Date.now() - HOUR,
    reason: null,
    ...overrides,
  };
}

export function authStub(allowed = true) {
  return {
    openLogin: vi.fn<PromotionAuth['openLogin']>(),
    requireRealAccount: vi.fn<PromotionAuth['requireRealAccount']>(() => Promise.resolve(allowed)),
    openMemberCentre: vi.fn<PromotionAuth['openMemberCentre']>(),
  } satisfies PromotionAuth;
}

export function signIn() {
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
}

/** A promise the test settles. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

/** Renders a promotion screen with the site's providers at `url`, the reward centre (REWCEN3) on unless told. */
export function renderPromotions(
  ui: ReactNode,
  url = '/',
  modules: Record<string, boolean> = { REWCEN3: true },
) {
  const status = systemStatusFixture();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

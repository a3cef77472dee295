import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel } from '@wps/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import type { FakeAnswer } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';

type Reward = FakeAnswer<'pointRewards'>['list'][number];
type Redemption = FakeAnswer<'redemptions'>['list'][number];

export function rewardFixture(overrides: Partial<Reward> = {}): Reward {
  return {
    id: 1,
    kind: 'goods',
    name: 'Travel mug',
    description: 'Keeps drinks hot for hours.',
    image: null,
    points: 500,
    cash: null,
    stock: 10,
    needsAddress: true,
    ...overrides,
  };
}

export const REWARDS: Reward[] = [
  rewardFixture(),
  rewardFixture({
    id: 2,
    kind: 'cash',
    name: 'Cash 10',
    description: '',
    points: 1_000,
    cash: '10.00',
    stock: 0,
    needsAddress: false,
  }),
  rewardFixture({
    id: 3,
    kind: 'cash',
    name: 'Cash 5',
    description: '',
    points: 400,
    cash: '5.00',
    stock: 3,
    needsAddress: false,
  }),
];

export const POINT_CONFIG: FakeAnswer<'pointConfig'> = {
  pointsPerUnit: 100,
  minConvert: 1_000,
  earnRates: [
    { level: 0, name: 'VIP0', pointsPerHundred: { RNG: 1, LOTT: 1 } },
    { level: 1, name: 'VIP1', pointsPerHundred: { RNG: 2, LIVE: 2 } },
  ],
  rules: 'Points are earned on valid bets and never expire.',
  currency: 'PHP',
};

export function redemptionFixture(overrides: Partial<Redemption> = {}): Redemption {
  return {
    id: 1,
    rewardId: 1,
    rewardName: 'Travel mug',
    points: 1_000,
    amount: null,
    quantity: 2,
    status: 'in_progress',
    remark: null,
    address: '12 Rizal St, Manila',
    createdAt: Date.now() - 3_600_000,
    decidedAt: null,
    ...overrides,
  };
}

export function signIn() {
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
}

/** A points screen with the site's providers, PTSYS3 on unless told. */
export function renderPoints(ui: ReactNode, modules: Record<string, boolean> = { PTSYS3: true }) {
  const status = systemStatusFixture();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          <MemoryRouter initialEntries={['/pointMall']}>{ui}</MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

import { QueryClientProvider } from '@tanstack/react-query';
import {
  flattenWhitelabel,
  type Activity,
  type Bonus,
  type MemberInfo,
  type MyActivity,
  type Raffle,
  type RaffleDraw,
} from '@wps/contracts';
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
import type { MyRaffle } from './raffles/FairnessPanel';

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

/**
 * A prize wheel: nothing (50), ₱1 (30), ₱5 (15), ₱88 (5) out of 100; the expected value of a draw is
 * (0·50 + 1·30 + 5·15 + 88·5) / 100 = ₱5.45.
 */
export function raffleFixture(overrides: Partial<Raffle> = {}): Raffle {
  const now = Date.now();
  return {
    id: 3,
    kind: 'wheel',
    title: 'Lucky wheel',
    rules: 'Three spins a day.',
    prizes: [
      { id: 'none', amount: '0.00', weight: 50, odds: '50.0000' },
      { id: 'p1', amount: '1.00', weight: 30, odds: '30.0000' },
      { id: 'p5', amount: '5.00', weight: 15, odds: '15.0000' },
      { id: 'p88', amount: '88.00', weight: 5, odds: '5.0000' },
    ],
    totalWeight: 100,
    expectedValue: '5.45',
    startsAt: now - 24 * HOUR,
    endsAt: now + 24 * HOUR,
    status: 'open',
    drawsPerMember: 3,
    poolLeft: '1000.00',
    currency: 'PHP',
    ...overrides,
  };
}

export const SEED_HASH = 'a'.repeat(64);

export function myRaffleFixture(overrides: Partial<MyRaffle> = {}): MyRaffle {
  return {
    raffleId: 3,
    drawsLeft: 3,
    seed: { seedHash: SEED_HASH, clientSeed: 'my-client-seed', nextNonce: 0 },
    draws: [],
    ...overrides,
  };
}

export function raffleDrawFixture(overrides: Partial<RaffleDraw> = {}): RaffleDraw {
  return {
    id: 1,
    raffleId: 3,
    prizeId: 'p5',
    position: 2,
    amount: '5.00',
    index: 85,
    nonce: 0,
    clientSeed: 'my-client-seed',
    seedHash: SEED_HASH,
    serverSeed: null,
    createdAt: Date.now(),
    ...overrides,
  };
}

/** The signed-in member; type 4 is a free-play (trial) account. */
export function memberInfoFixture(type = 1): MemberInfo {
  return {
    id: 7,
    account: 'alice01',
    nickname: null,
    type,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    regDate: 0,
    merchantCode: 'demo',
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

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

type Mission = FakeAnswer<'missionSummary'>['missions'][number];

const HOUR = 3_600_000;

export function missionFixture(overrides: Partial<Mission> = {}): Mission {
  return {
    id: 1,
    title: 'Bet 1,000 today',
    period: 'daily',
    metric: 'valid_bet',
    target: '1000.00',
    progress: '250.00',
    completed: false,
    claimed: false,
    reward: { money: '10.00', points: 0 },
    endsAt: Date.now() + 5 * HOUR + 20 * 60_000 + 30_000,
    ...overrides,
  };
}

/** Two daily missions (one in progress, one to claim) and two weekly ones (one claimed). */
export function summaryFixture(): FakeAnswer<'missionSummary'> {
  const weekEnd = Date.now() + 3 * 24 * HOUR + 4 * HOUR + 10 * 60_000;
  return {
    missions: [
      missionFixture(),
      missionFixture({
        id: 2,
        title: 'Play 20 rounds',
        metric: 'rounds',
        target: '20',
        progress: '20',
        completed: true,
        reward: { money: '5.00', points: 50 },
      }),
      missionFixture({
        id: 3,
        title: 'Deposit 5,000 this week',
        period: 'weekly',
        metric: 'deposit',
        target: '5000.00',
        progress: '5000.00',
        completed: true,
        claimed: true,
        reward: { money: '0.00', points: 200 },
        endsAt: weekEnd,
      }),
      missionFixture({
        id: 4,
        title: 'Play 1,200 rounds this week',
        period: 'weekly',
        metric: 'rounds',
        target: '1200',
        progress: '300',
        reward: { money: '50.00', points: 0 },
        endsAt: weekEnd,
      }),
    ],
    claimable: 1,
    currency: 'PHP',
  };
}

export function boardFixture(me: FakeAnswer<'missionLeaderboard'>['me']): FakeAnswer<'missionLeaderboard'> {
  return {
    week: '2025-06-02',
    // The server marks the asking member's own row (here: when their rank is one of the top).
    top: [
      { rank: 1, name: 'b****b', completed: 9 },
      { rank: 2, name: 'c****e', completed: 7 },
      { rank: 3, name: 'a****1', completed: 6 },
    ].map((row) => ({ ...row, mine: me?.rank === row.rank })),
    me,
  };
}

export function memberFixture(): FakeAnswer<'memberInfo'> {
  return {
    id: 7,
    account: 'alice01',
    nickname: null,
    type: 0,
    toUpline: false,
    clubLabel: null,
    memberLabel: [],
    regDate: 0,
    merchantCode: 'demo',
  };
}

export function signIn() {
  sessionStorage.setItem('token', 'token-1');
  notifySessionChange();
}

/** A loyalty screen with the site's providers; module switches added to the fixture's. */
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

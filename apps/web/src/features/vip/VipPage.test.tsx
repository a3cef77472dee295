import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel } from '@wps/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeAnswer } from '../../test/fakeApi';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { notifySessionChange } from '../../shared/storage/session';
import { useRankLabel } from '../../shared/storage/useRankLabel';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { installFakeApi } from '../../test/fakeApi';
import { systemStatusFixture } from '../../test/fixtures';
import { VipPage } from './VipPage';

const api = installFakeApi();
const DAY = 86_400_000;

const rank = (
  level: number,
  upgrade: [string, string],
  keep: string,
  rewards: [string, string],
  rates: FakeAnswer<'vipRanks'>['ranks'][number]['cashbackRates'],
  benefits: string,
) => ({
  level,
  name: `VIP${level}`,
  upgradeDeposit: upgrade[0],
  upgradeValidBet: upgrade[1],
  keepValidBet: keep,
  upgradeReward: rewards[0],
  birthdayReward: rewards[1],
  cashbackRates: rates,
  pointsPerHundred: { RNG: level + 1, LOTT: 1 },
  benefits,
});

const RANKS: FakeAnswer<'vipRanks'> = {
  periodDays: 30,
  currency: 'PHP',
  ranks: [
    rank(0, ['0.00', '0.00'], '0.00', ['0.00', '0.00'], { RNG: 30, LIVE: 18 }, 'Cashback 0.3% on slots.'),
    rank(
      1,
      ['1000.00', '10000.00'],
      '5000.00',
      ['18.00', '18.00'],
      { RNG: 40 },
      'Upgrade and birthday gifts.',
    ),
    rank(2, ['5000.00', '50000.00'], '25000.00', ['58.00', '38.00'], { RNG: 50, LIVE: 30 }, 'Double points.'),
  ],
};

let progress: FakeAnswer<'vipProgress'>;
let clubLabel: { labelName: string; rankLevel: number } | null;

beforeEach(() => {
  sessionStorage.clear();
  notifySessionChange();
  const now = Date.now();
  progress = {
    level: 1,
    name: 'VIP1',
    since: now - 10 * DAY,
    periodFrom: now - 30 * DAY,
    deposits: '2500.00',
    validBet: '12500.00',
    next: {
      level: 2,
      name: 'VIP2',
      deposit: '5000.00',
      validBet: '50000.00',
      depositLeft: '2500.00',
      validBetLeft: '37500.00',
    },
    keep: { validBet: '5000.00', reviewAt: now + 20 * DAY },
    vipService: false,
    currency: 'PHP',
  };
  clubLabel = { labelName: 'VIP1', rankLevel: 1 };
  api.on('vipRanks', () => RANKS);
  api.on('vipProgress', () => progress);
  api.on('memberInfo', () => ({
    id: 7,
    account: 'alice01',
    nickname: null,
    type: 1,
    toUpline: false,
    clubLabel,
    memberLabel: [],
    regDate: 0,
    merchantCode: 'demo',
  }));
});

function signIn(stored: { labelName: string; rankLevel: number } | null) {
  sessionStorage.setItem('token', 'token-1');
  if (stored) sessionStorage.setItem('memberLabel', JSON.stringify(stored));
  notifySessionChange();
}

/** The bottom navigation's rank label, as the shell shows it. */
function RankProbe() {
  return <output aria-label="rank label">{useRankLabel() ?? '--'}</output>;
}

function renderVip(modules: Record<string, boolean> = { PTSYS3: true }) {
  const status = systemStatusFixture();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          <MemoryRouter initialEntries={['/vip']}>
            <VipPage />
            <RankProbe />
          </MemoryRouter>
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

const ranksRegion = () => screen.getByRole('region', { name: 'VIP ranks' });
/** My VIP once its progress has arrived. */
async function myVip() {
  await screen.findByTestId('vip-rank');
  return screen.getByRole('region', { name: 'My VIP' });
}

describe('VIP page for a visitor', () => {
  it('shows the rank table only, without asking for progress', async () => {
    renderVip();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['VIP0', 'VIP1', 'VIP2']);
    expect(within(ranksRegion()).getByRole('tab', { selected: true }).textContent).toBe('VIP0');
    expect(screen.queryByRole('region', { name: 'My VIP' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Log in to see your rank and your progress to the next one.')).toBeTruthy();
    expect(api.asked()).not.toContain('vipProgress');
    expect(screen.getByRole('link', { name: 'Points mall' }).getAttribute('href')).toBe('/pointMall');
  });

  it("shows each rank's rules, rewards, rates and benefits", async () => {
    renderVip();
    fireEvent.click(await screen.findByRole('tab', { name: 'VIP2' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'VIP2' })).toBeTruthy();
    const reach = within(panel).getByText('To reach').closest('div')!;
    expect(reach.textContent).toContain('Deposits ₱5,000.00');
    expect(reach.textContent).toContain('Valid bets ₱50,000.00');
    expect(reach.textContent).toContain('within 30 days');
    expect(within(panel).getByText('To keep').closest('div')!.textContent).toContain('₱25,000.00');
    expect(within(panel).getByText('Upgrade reward').closest('div')!.textContent).toContain('₱58.00');
    expect(within(panel).getByText('Birthday reward').closest('div')!.textContent).toContain('₱38.00');
    const rates = within(panel).getByRole('table', { name: 'Cashback and points by game type' });
    const rows = within(rates)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Live casino', '0.3%', '—'],
      ['Slots', '0.5%', '3'],
      ['Lottery', '—', '1'],
    ]);
    expect(within(panel).getByText('Double points.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'VIP0' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Every member starts here')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText('Always kept')).toBeTruthy();
  });

  it('leaves the points mall link out while PTSYS3 is off', async () => {
    renderVip({ PTSYS3: false });
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('link', { name: 'Points mall' })).toBeNull();
  });
});

describe('VIP page for a member', () => {
  it('shows the rank, the progress bars to the next rank and the keep rule', async () => {
    signIn({ labelName: 'VIP1', rankLevel: 1 });
    renderVip();
    const card = await myVip();
    expect(within(card).getByTestId('vip-rank').textContent).toBe('VIP1');
    expect(within(card).getByText('Progress to VIP2')).toBeTruthy();

    const deposits = within(card).getByRole('progressbar', { name: 'Deposits towards VIP2' });
    expect(deposits.getAttribute('aria-valuenow')).toBe('50');
    const depositRow = deposits.closest('.vip-progress')!;
    expect(depositRow.textContent).toContain('₱2,500.00 of ₱5,000.00');
    expect(depositRow.textContent).toContain('₱2,500.00 to go');

    const bets = within(card).getByRole('progressbar', { name: 'Valid bets towards VIP2' });
    expect(bets.getAttribute('aria-valuenow')).toBe('25');
    expect(bets.closest('.vip-progress')!.textContent).toContain('₱37,500.00 to go');

    const keep = within(card).getByRole('progressbar', { name: 'Valid bets to keep VIP1' });
    expect(keep.getAttribute('aria-valuenow')).toBe('100');
    expect(keep.closest('.vip-progress')!.textContent).toContain('Reached');
    expect(within(card).getByText(/Valid bets of ₱5,000.00 in each period keep your rank/)).toBeTruthy();
    expect(within(card).getByTestId('vip-review').textContent).toMatch(/^Next review: \d{4}-\d{2}-\d{2}$/);
    expect(within(card).queryByText('Your rank comes with VIP customer service.')).toBeNull();

    // The table opens on the member's own rank.
    await waitFor(() =>
      expect(within(ranksRegion()).getByRole('tab', { selected: true }).textContent).toBe('VIP1'),
    );
    expect(within(screen.getByRole('tabpanel')).getByText('Your rank')).toBeTruthy();
    // The stored label matched: member info is not read again.
    expect(api.asked()).not.toContain('memberInfo');
  });

  it('says so at the top rank, and notes VIP customer service when the rank has it', async () => {
    progress = { ...progress, level: 2, name: 'VIP2', next: null, vipService: true };
    clubLabel = { labelName: 'VIP2', rankLevel: 2 };
    signIn({ labelName: 'VIP2', rankLevel: 2 });
    renderVip();
    const card = await myVip();
    expect(within(card).getByText('You are at the top rank. Congratulations!')).toBeTruthy();
    expect(within(card).getByText('Your rank comes with VIP customer service.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Contact VIP service' })).toBeTruthy();
  });

  it('reads the member info again when the level moved, so the rank label follows', async () => {
    signIn({ labelName: 'VIP0', rankLevel: 0 });
    renderVip();
    expect(screen.getByRole('status', { name: 'rank label' }).textContent).toBe('VIP0');
    await myVip();
    await waitFor(() => expect(screen.getByRole('status', { name: 'rank label' }).textContent).toBe('VIP1'));
    expect(api.calls('memberInfo')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('memberLabel') ?? 'null')).toEqual({
      labelName: 'VIP1',
      rankLevel: 1,
    });
  });
});

import type { BetRecord, GameRecall, VendorLanes } from '@wps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { BettingRecordPage } from './BettingRecordPage';
import { presetRange } from './recordsLogic';
import { renderRecordsPage } from './testSupport';

const api = installFakeApi();
/** The query of each bet records call, as the server read it. */
const betQueries = () => api.calls('betRecords').map((call) => call.query!);

const round = (id: number, overrides: Partial<BetRecord> = {}): BetRecord => ({
  roundId: `R${id}`,
  vassalage: 'WPSSLOT',
  vendorName: 'WPS Slots',
  gameType: 'RNG',
  gameId: 'fruit5',
  gameName: `Fruit Reels ${id}`,
  betAmount: '10.00',
  validBet: '10.00',
  winAmount: '25.00',
  profit: '15.00',
  status: 'settled',
  betTime: new Date(2026, 2, 30, 12, 0).getTime(),
  settleTime: new Date(2026, 2, 30, 12, 0).getTime(),
  ...overrides,
});

const lanes: VendorLanes = {
  lanes: [
    {
      title: 'RNG',
      cards: [
        {
          vassalage: 'WPSSLOT',
          displayName: 'WPS Slots',
          gameType: 'RNG',
          lagerIcon: '',
          isHot: false,
          isGame: null,
        },
      ],
    },
    {
      title: 'LIVE',
      cards: [
        {
          vassalage: 'EVO',
          displayName: 'Evolution',
          gameType: 'LIVE',
          lagerIcon: '',
          isHot: false,
          isGame: null,
        },
      ],
    },
  ],
};

let recall: GameRecall;

beforeEach(() => {
  sessionStorage.clear();
  recall = {
    record: round(1),
    balanceAfter: '1015.00',
    outcome: {
      grid: [
        ['CHERRY', 'BELL', 'SEVEN'],
        ['CHERRY', 'BAR', 'LEMON'],
        ['CHERRY', 'PLUM', 'BELL'],
        ['LEMON', 'SEVEN', 'BAR'],
        ['BAR', 'BELL', 'PLUM'],
      ],
      lines: [{ line: 1, symbol: 'CHERRY', count: 3, multiplier: 5 }],
    },
    verifyUrl: 'https://verify.example/R1',
  };
  api.on('betRecords', ({ query }) => {
    const pageNo = query!.pageNo;
    return {
      list: [round(pageNo * 10 + 1), round(pageNo * 10 + 2, { profit: '-10.00', winAmount: '0.00' })],
      total: 42,
      totalPages: 3,
      footer: { count: 42, betAmount: '420.00', validBet: '410.00', winAmount: '500.50', profit: '80.50' },
    };
  });
  api.on('gameRecall', () => recall);
  api.on('gameVendors', () => lanes);
});

describe('betting record page', () => {
  it('asks for the last 7 days, then by game type, vendor and page', async () => {
    const before = presetRange('week', Date.now()).startTime;
    renderRecordsPage(<BettingRecordPage />);
    expect(await screen.findByRole('button', { name: 'Fruit Reels 11' })).toBeTruthy();
    const first = betQueries()[0]!;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(first).not.toHaveProperty('gameType');
    expect(first).not.toHaveProperty('vassalage');
    expect(Number(first.startTime)).toBe(before);
    expect(Number(first.endTime)).toBeGreaterThanOrEqual(before);

    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'RNG' } });
    await waitFor(() => expect(betQueries().at(-1)).toMatchObject({ gameType: 'RNG' }));
    const vendor = screen.getByLabelText('Provider');
    // Only the vendors of the chosen game type are offered, after "All".
    await waitFor(() =>
      expect(
        within(vendor)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All providers', 'WPS Slots']),
    );
    fireEvent.change(vendor, { target: { value: 'WPSSLOT' } });
    await waitFor(() => expect(betQueries().at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'WPSSLOT' }));

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Fruit Reels 21' })).toBeTruthy();
    expect(betQueries().at(-1)).toMatchObject({ pageNo: 2, gameType: 'RNG', vassalage: 'WPSSLOT' });

    // A new period starts again on page 1.
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(betQueries().at(-1)).toMatchObject({ pageNo: 1 }));
    expect(Number(betQueries().at(-1)!.startTime)).toBe(presetRange('today', Date.now()).startTime);
  });

  it('shows rounds with coloured profit and the totals of the whole filter', async () => {
    renderRecordsPage(<BettingRecordPage />);
    const row = (await screen.findByRole('button', { name: 'Fruit Reels 12' })).closest('tr')!;
    expect(within(row).getByText('−₱10.00').className).toContain('money-amount--out');
    expect(within(row).getByText('Slots')).toBeTruthy();
    expect(within(row).getByText('Settled')).toBeTruthy();
    const footer = screen.getByText('Total of 42 rounds').closest('tr')!;
    expect(within(footer).getByText('₱420.00')).toBeTruthy();
    expect(within(footer).getByText('₱410.00')).toBeTruthy();
    expect(within(footer).getByText('₱500.50')).toBeTruthy();
    expect(within(footer).getByText('+₱80.50').className).toContain('money-amount--in');
  });

  it('opens the game recall of a round: grid, winning lines, balance after and verify link', async () => {
    renderRecordsPage(<BettingRecordPage />);
    fireEvent.click((await screen.findByRole('button', { name: 'Fruit Reels 11' })).closest('tr')!);
    const dialog = await screen.findByRole('dialog', { name: 'Game recall' });
    expect(api.calls('gameRecall')[0]).toEqual({ query: { vassalage: 'WPSSLOT', roundId: 'R11' } });
    const grid = await within(dialog).findByRole('table', { name: 'Symbols on the reels' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Rows across the 5 reels: the first row holds each reel's top symbol.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CHERRY', 'CHERRY', 'CHERRY', 'LEMON', 'BAR']);
    expect(within(dialog).getByRole('list', { name: 'Winning lines' }).textContent).toContain(
      'line: 1, symbol: CHERRY, count: 3',
    );
    expect(within(dialog).getByText('₱1,015.00')).toBeTruthy();
    const verify = within(dialog).getByRole('link', { name: /Verify this round/ });
    expect(verify.getAttribute('href')).toBe('https://verify.example/R1');
    expect(verify.getAttribute('target')).toBe('_blank');
  });

  it('lists an outcome without a grid as keys and values, without a verify link', async () => {
    recall = { ...recall, outcome: { dealer: 'K♠ 7♥', player: 'A♦ 9♣', result: 'player' }, verifyUrl: null };
    renderRecordsPage(<BettingRecordPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Fruit Reels 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game recall' });
    expect(await within(dialog).findByText('K♠ 7♥')).toBeTruthy();
    expect(within(dialog).getByText('dealer')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('shows the empty state when the period has no bets', async () => {
    api.on('betRecords', () => ({
      list: [],
      total: 0,
      totalPages: 0,
      footer: { count: 0, betAmount: '0', validBet: '0', winAmount: '0', profit: '0' },
    }));
    renderRecordsPage(<BettingRecordPage />);
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
  });
});

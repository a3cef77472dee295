import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import ReportPage from './ReportPage';
import { dayInput } from './rules';
import { fakeApi, game, NORTH, renderPage } from './testSupport';

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

const rows = {
  rows: [
    {
      gameCode: 'SSC1',
      orders: 40,
      players: 12,
      stake: '1000.00',
      win: '700.00',
      rebate: '15.50',
      ggr: '284.50',
      refunded: '20.00',
    },
    {
      gameCode: 'VN_HN',
      orders: 5,
      players: 4,
      stake: '200.00',
      win: '900.00',
      rebate: '2.00',
      ggr: '-702.00',
      refunded: '0.00',
    },
  ],
};
const games = () => ({ games: [game('SSC1'), NORTH] });
const midnight = (offset = 0) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).getTime();
};

describe('ReportPage', () => {
  it('reports today by default: rows per game, GGR by sign, totals', async () => {
    const api = fakeApi({ operatorLotteryGames: games, operatorLotteryReport: () => rows });
    renderPage(<ReportPage />, '/lottery/report', 'viewer');
    await screen.findByText('284.50');
    expect(api.to('operatorLotteryReport')[0]!.query).toEqual({
      from: String(midnight()),
      to: String(midnight(1)),
    });
    expect(screen.getByText('284.50').className).toBe('lottery-positive');
    expect(screen.getByText('-702.00').className).toBe('lottery-negative');
    const totals = screen.getByText('Totals').closest('tr')!;
    expect([...totals.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '45',
      '—',
      '1,200.00',
      '1,600.00',
      '17.50',
      '-417.50',
      '20.00',
    ]);
    expect(totals.querySelector('.lottery-negative')!.textContent).toBe('-417.50');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a preset sets the days; a game filters; days out of order ask nothing', async () => {
    const api = fakeApi({ operatorLotteryGames: games, operatorLotteryReport: () => rows });
    const router = renderPage(<ReportPage />, '/lottery/report?game=SSC1', 'viewer');
    await screen.findByText('284.50');
    expect(api.to('operatorLotteryReport')[0]!.query.gameCode).toBe('SSC1');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = new Date(midnight(-6));
    await waitFor(() =>
      expect(api.to('operatorLotteryReport').at(-1)!.query).toEqual({
        from: String(week.getTime()),
        to: String(midnight(1)),
        gameCode: 'SSC1',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(dayInput(week));
    const asked = api.to('operatorLotteryReport').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: dayInput(new Date(midnight(1))) } });
    expect(await screen.findByText('The first day must not come after the last.')).toBeTruthy();
    expect(api.to('operatorLotteryReport')).toHaveLength(asked);
  });

  it('downloads the rows and totals as CSV built in the browser', async () => {
    fakeApi({ operatorLotteryGames: games, operatorLotteryReport: () => rows });
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<ReportPage />, '/lottery/report', 'viewer');
    await screen.findByText('Game SSC1');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // A byte-order mark first, so spreadsheets read the Chinese names right (text() drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await blobs[0]!.text();
    expect(text.split('\r\n')).toEqual([
      'Game code,Game,Orders,Players,Stake,Wins,Rebates,GGR,Refunded',
      'SSC1,Game SSC1,40,12,1000.00,700.00,15.50,284.50,20.00',
      'VN_HN,Ha Noi,5,4,200.00,900.00,2.00,-702.00,0.00',
      'Totals,,45,,1200.00,1600.00,17.50,-417.50,20.00',
      '',
    ]);
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import ExposurePage, { EXPOSURE_REFRESH_MS } from './ExposurePage';
import { draw, fakeApi, game, renderPage } from './testSupport';

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const board = (closesAt: number) => ({
  period: draw('SSC1', '20261120-0140', { status: 'open', closesAt }),
  stake: '4200.00',
  orders: 17,
  rows: [
    { key: 'STRAIGHT:12345', payout: '18000.00', cap: '50000.00' },
    { key: 'GROUP3:123', payout: '45000.00', cap: '50000.00' },
    { key: 'STRAIGHT:99999', payout: '9.5', cap: '0' },
  ],
});

const games = () => ({ games: [game('OFF1', { enabled: false }), game('SSC1'), game('SSC2')] });

describe('ExposurePage', () => {
  it('shows the open period and each key’s payout against its cap, highest first', async () => {
    const closesAt = Date.now() + 125_000;
    const api = fakeApi({ operatorLotteryGames: games, operatorLotteryExposure: () => board(closesAt) });
    renderPage(<ExposurePage />, '/lottery/exposure?game=SSC2', 'viewer');
    await screen.findByText('GROUP3:123');
    expect(api.to('operatorLotteryExposure')[0]!.query).toEqual({ gameCode: 'SSC2' });
    expect(screen.getByText('20261120-0140')).toBeTruthy();
    expect(screen.getByText(/^2:0[45]$/)).toBeTruthy();
    expect(screen.getByText('17')).toBeTruthy();
    expect(screen.getByText('4,200.00')).toBeTruthy();
    const keys = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')!.textContent);
    expect(keys).toEqual(['GROUP3:123', 'STRAIGHT:12345', 'STRAIGHT:99999']);
    const high = screen.getByText('GROUP3:123').closest('tr')!;
    expect(within(high).getByText('90.0 %').closest('.lottery-ratio')!.className).toContain(
      'lottery-ratio--warn',
    );
    const low = screen.getByText('STRAIGHT:12345').closest('tr')!;
    expect(within(low).getByText('36.0 %').closest('.lottery-ratio')!.className).not.toContain(
      'lottery-ratio--warn',
    );
    expect(within(screen.getByText('STRAIGHT:99999').closest('tr')!).getByText('No cap')).toBeTruthy();
  });

  it('starts on the first game switched on and reads the board again every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      operatorLotteryGames: games,
      operatorLotteryExposure: () => board(Date.now() + 60_000),
    });
    renderPage(<ExposurePage />, '/lottery/exposure', 'viewer');
    await screen.findByText('GROUP3:123');
    expect((screen.getByLabelText('Game') as HTMLSelectElement).value).toBe('SSC1');
    expect(api.to('operatorLotteryExposure')).toHaveLength(1);
    expect(api.to('operatorLotteryExposure')[0]!.query).toEqual({ gameCode: 'SSC1' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EXPOSURE_REFRESH_MS);
    });
    await waitFor(() => expect(api.to('operatorLotteryExposure')).toHaveLength(2));
  });
});

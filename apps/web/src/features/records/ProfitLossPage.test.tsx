import type { Pnl } from '@wps/contracts';
import { Chart } from 'chart.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { ProfitLossPage } from './ProfitLossPage';
import { presetRange } from './recordsLogic';
import { renderRecordsPage } from './testSupport';

const api = installFakeApi();

const pnl: Pnl = {
  list: [
    {
      date: '2026-03-29',
      gameType: 'RNG',
      betAmount: '100.00',
      validBet: '100.00',
      winAmount: '150.00',
      profit: '50.00',
    },
    {
      date: '2026-03-30',
      gameType: 'RNG',
      betAmount: '80.00',
      validBet: '80.00',
      winAmount: '20.00',
      profit: '-60.00',
    },
    {
      date: '2026-03-30',
      gameType: 'LIVE',
      betAmount: '200.00',
      validBet: '190.00',
      winAmount: '230.00',
      profit: '30.00',
    },
  ],
  total: { betAmount: '380.00', validBet: '370.00', winAmount: '400.00', profit: '20.00' },
};

/**
 * jsdom has no canvas: a 2D context whose every method does nothing (measureText measures 0), so
 * chart.js builds the chart and its data as in a browser.
 */
function fakeContext(canvas: HTMLCanvasElement) {
  return new Proxy(
    {},
    {
      get: (_target, name) =>
        name === 'canvas'
          ? canvas
          : name === 'measureText'
            ? () => ({ width: 0 })
            : name === 'getImageData'
              ? () => ({ data: new Uint8ClampedArray(4) })
              : () => undefined,
      set: () => true,
    },
  );
}

function stubCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext(this) as never;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  stubCanvas();
  api.on('memberPnl', () => pnl);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('profit and loss page', () => {
  it('asks for the period and shows its totals and a row per day and game type', async () => {
    renderRecordsPage(<ProfitLossPage />);
    const totals = await screen.findByLabelText('Totals of the period');
    expect(within(totals).getByText('₱380.00')).toBeTruthy();
    expect(within(totals).getByText('₱370.00')).toBeTruthy();
    expect(within(totals).getByText('₱400.00')).toBeTruthy();
    expect(within(totals).getByText('+₱20.00').className).toContain('money-amount--in');
    expect(api.calls('memberPnl')[0]!.query?.startTime).toBe(presetRange('week', Date.now()).startTime);

    const rows = screen.getAllByRole('row').filter((row) => row.getAttribute('data-type'));
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026-03-29', 'Slots', '₱100.00', '₱100.00', '₱150.00', '+₱50.00'],
      ['2026-03-30', 'Slots', '₱80.00', '₱80.00', '₱20.00', '−₱60.00'],
      ['2026-03-30', 'Live casino', '₱200.00', '₱190.00', '₱230.00', '+₱30.00'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() =>
      expect(api.calls('memberPnl').at(-1)!.query?.startTime).toBe(
        presetRange('month', Date.now()).startTime,
      ),
    );
  });

  it('draws the profit by day as bars stacked by game type', async () => {
    renderRecordsPage(<ProfitLossPage />);
    const canvas = await screen.findByRole('img', { name: 'Bar chart of profit by day and game type' });
    const chart = Chart.getChart(canvas as HTMLCanvasElement)!;
    expect(chart).toBeTruthy();
    expect(chart.data.labels).toEqual(['2026-03-29', '2026-03-30']);
    expect(chart.data.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Slots', [50, -60]],
      ['Live casino', [0, 30]],
    ]);
    expect(chart.options.scales?.x).toMatchObject({ stacked: true });
  });
});

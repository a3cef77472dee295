import { describe, expect, it } from 'vitest';
import {
  customRange,
  dateInputValue,
  pnlSeries,
  presetRange,
  readOutcome,
  signedAmount,
  typeFiltersFor,
} from './recordsLogic';

const now = new Date(2026, 2, 31, 15, 30).getTime();
const midnight = (y: number, m: number, d: number) => new Date(y, m, d).getTime();

describe('record periods', () => {
  it('starts presets at local midnight and ends now', () => {
    expect(presetRange('today', now)).toEqual({ startTime: midnight(2026, 2, 31), endTime: now });
    expect(presetRange('week', now).startTime).toBe(midnight(2026, 2, 25));
    expect(presetRange('month', now).startTime).toBe(midnight(2026, 2, 2));
  });
  it('takes custom ranges of whole days, up to 30', () => {
    expect(customRange('2026-03-01', '2026-03-30', now)).toEqual({
      range: { startTime: midnight(2026, 2, 1), endTime: midnight(2026, 2, 31) - 1 },
      problem: null,
    });
    expect(customRange('2026-03-20', dateInputValue(now), now).range?.endTime).toBe(now);
    expect(customRange('2026-03-01', '2026-03-31', now).problem).toBe('tooLong');
    expect(customRange('2026-03-10', '2026-03-01', now).problem).toBe('order');
    expect(customRange('2026-03-30', '2026-04-01', now).problem).toBe('future');
    expect(customRange('2025-11-01', '2025-11-05', now).problem).toBe('tooOld');
    expect(customRange('', '2026-03-05', now).problem).toBe('missing');
    expect(customRange('2026-02-30', '2026-03-05', now).problem).toBe('missing');
  });
});

describe('records display', () => {
  const peso = { symbol: 'P', position: 'F' as const, decimals: 2 };
  it('signs amounts in front of the symbol and tells the direction', () => {
    expect(signedAmount('1234.5', peso)).toEqual({ text: '+P1,234.50', direction: 'in' });
    expect(signedAmount('-50.00', peso)).toEqual({ text: '−P50.00', direction: 'out' });
    expect(signedAmount('0.00', peso)).toEqual({ text: 'P0.00', direction: 'none' });
  });
  it('offers agent rebates only to agent types 1 and 2', () => {
    expect(typeFiltersFor(0).map((filter) => filter.id)).not.toContain('agentRebate');
    expect(typeFiltersFor(1).map((filter) => filter.id)).toContain('agentRebate');
    expect(typeFiltersFor(undefined).some((filter) => filter.codeType === 'dividend')).toBe(true);
  });
});

describe('game records', () => {
  it('reads a [reel][row] grid as rows, with its lines; other outcomes as keys and values', () => {
    const outcome = readOutcome({
      grid: [
        ['A', 'B'],
        ['C', 'D'],
      ],
      lines: [{ line: 2, symbol: 'B', count: 3 }, 7],
      stops: [1, 2],
    });
    expect(outcome.rows).toEqual([
      ['A', 'C'],
      ['B', 'D'],
    ]);
    expect(outcome.lines).toEqual(['line: 2, symbol: B, count: 3', '7']);
    expect(outcome.details).toEqual([{ key: 'stops', value: '[1,2]' }]);
    expect(readOutcome({ grid: 'none', cards: ['K'] })).toEqual({
      rows: null,
      lines: [],
      details: [
        { key: 'grid', value: 'none' },
        { key: 'cards', value: '["K"]' },
      ],
    });
    expect(readOutcome(null)).toEqual({ rows: null, lines: [], details: [] });
  });
  it('sums profit by day and game type, days in order', () => {
    const row = (date: string, gameType: string, profit: string) => ({ date, gameType, profit });
    expect(
      pnlSeries(
        [row('2026-03-02', 'RNG', '5.50'), row('2026-03-01', 'LIVE', '-2'), row('2026-03-02', 'LIVE', '1')],
        2,
      ),
    ).toEqual({
      days: ['2026-03-01', '2026-03-02'],
      series: [
        { gameType: 'RNG', profits: [0, 5.5], amounts: ['0.00', '5.50'] },
        { gameType: 'LIVE', profits: [-2, 1], amounts: ['-2.00', '1.00'] },
      ],
    });
  });
  it('sums exactly in the currency decimals, however many rows', () => {
    const rows = Array.from({ length: 10 }, () => ({ date: '2026-03-01', gameType: 'RNG', profit: '0.1' }));
    expect(pnlSeries(rows, 2).series[0]!.amounts).toEqual(['1.00']);
    expect(
      pnlSeries([...rows, { date: '2026-03-01', gameType: 'RNG', profit: '0.001' }], 3).series[0],
    ).toEqual({
      gameType: 'RNG',
      profits: [1.001],
      amounts: ['1.001'],
    });
    expect(
      pnlSeries(
        [
          { date: '2026-03-01', gameType: 'RNG', profit: '1234567' },
          { date: '2026-03-01', gameType: 'RNG', profit: '-7' },
        ],
        0,
      ).series[0]!.amounts,
    ).toEqual(['1234560']);
  });
});

import { describe, expect, it } from 'vitest';
import { checkGameForm, gameFormOf } from './gameForm';
import {
  amountProblem,
  compareAmounts,
  countdown,
  csvCell,
  dayInput,
  durationParts,
  presetRange,
  ratioPercent,
  reportRange,
  resultSourceOf,
  shortHash,
  sumAmounts,
} from './rules';
import { checkSheet, emptyCells, pasteInto, sheetOf } from './sheets';
import { VN_NORTH_SHEET } from './testSupport';
import { game } from './testSupport';

describe('amounts', () => {
  it('adds and compares exactly, keeping the longest decimals', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['1000.00', '-1702.5'])).toBe('-702.50');
    expect(sumAmounts(['12', '30'])).toBe('42');
    expect(sumAmounts(['1.0001', '2'])).toBe('3.0001');
    expect(compareAmounts('9999999999999.99', '10000000000000')).toBe(-1);
    expect(compareAmounts('5.50', '5.5')).toBe(0);
  });

  it('answers payout ÷ cap in percent, null without a cap', () => {
    expect(ratioPercent('45000', '50000')).toBe(90);
    expect(ratioPercent('1', '3')).toBe(33.3);
    expect(ratioPercent('60000', '50000')).toBe(120);
    expect(ratioPercent('5', '0')).toBeNull();
  });

  it('checks typed amounts', () => {
    expect(amountProblem('')).toBe('required');
    expect(amountProblem('1,000')).toBe('format');
    expect(amountProblem('1.00001')).toBe('format');
    expect(amountProblem('0.00')).toBe('zero');
    expect(amountProblem(' 500.25 ')).toBeNull();
  });
});

describe('report days', () => {
  it('turns days into the browser’s [midnight, next midnight)', () => {
    expect(reportRange('2026-11-01', '2026-11-07')).toEqual({
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 8).getTime(),
      problem: null,
    });
    expect(reportRange('2026-11-08', '2026-11-07').problem).toBe('order');
    expect(reportRange('2026-02-30', '2026-03-01').problem).toBe('missing');
  });

  it('presets end today', () => {
    const now = new Date(2026, 2, 5, 15, 30);
    expect(presetRange('today', now)).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(presetRange('last30', now)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(dayInput(now)).toBe('2026-03-05');
  });
});

describe('reading', () => {
  it('writes CSV cells as the server does', () => {
    expect(csvCell('-702.00')).toBe('-702.00');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(45)).toBe('45');
  });

  it('shortens hashes, names durations, counts down, reads result sources', () => {
    expect(shortHash('0123456789abcdef0123')).toBe('01234567…ef0123');
    expect(shortHash('abc')).toBe('abc');
    expect(durationParts(300)).toEqual({ unit: 'min', count: 5 });
    expect(durationParts(7200)).toEqual({ unit: 'h', count: 2 });
    expect(durationParts(75)).toEqual({ unit: 's', count: 75 });
    expect(countdown(125_400)).toBe('2:05');
    expect(countdown(3_725_000)).toBe('1:02:05');
    expect(countdown(-5)).toBe('0:00');
    expect(resultSourceOf('operators:ann+bob')).toEqual({ kind: 'operators', names: ['ann', 'bob'] });
    expect(resultSourceOf('house')).toEqual({ kind: 'house' });
    expect(resultSourceOf(null)).toBeNull();
  });
});

/** The southern sheet as the games call answers it (rank order, the special prize first). */
const SOUTH_RANKED = [
  { name: 'DB', count: 1, digits: 6 },
  { name: 'G1', count: 1, digits: 5 },
  { name: 'G2', count: 1, digits: 5 },
  { name: 'G3', count: 2, digits: 5 },
  { name: 'G4', count: 7, digits: 5 },
  { name: 'G5', count: 1, digits: 4 },
  { name: 'G6', count: 3, digits: 4 },
  { name: 'G7', count: 1, digits: 3 },
  { name: 'G8', count: 1, digits: 2 },
];
const VN_SOUTH_SHEET = sheetOf({ sheet: SOUTH_RANKED, region: 'south' })!;

describe('result sheets', () => {
  it('lays out the north and the central/south sheets as printed', () => {
    expect(sheetOf({ sheet: VN_NORTH_SHEET, region: 'north' })).toEqual(VN_NORTH_SHEET);
    expect(sheetOf({ sheet: null, region: null })).toBeNull();
    expect(VN_SOUTH_SHEET.map((row) => `${row.name} ${row.count}×${row.digits}`)).toEqual([
      'G8 1×2',
      'G7 1×3',
      'G6 3×4',
      'G5 1×4',
      'G4 7×5',
      'G3 2×5',
      'G2 1×5',
      'G1 1×5',
      'DB 1×6',
    ]);
  });

  it('checks each cell’s digits and answers the prizes once all are right', () => {
    const cells = emptyCells(VN_SOUTH_SHEET);
    const numbers = VN_SOUTH_SHEET.flatMap((row) => Array(row.count).fill('1'.repeat(row.digits)));
    const filled = pasteInto(VN_SOUTH_SHEET, cells, { name: 'G8', index: 0 }, numbers.join('\n'))!;
    expect(checkSheet(VN_SOUTH_SHEET, filled).prizes).toMatchObject({ G8: ['11'], DB: ['111111'] });
    filled.G4![6] = '1234';
    filled.G6![0] = '';
    expect(checkSheet(VN_SOUTH_SHEET, filled)).toEqual({
      problems: { 'G4.6': 'digits', 'G6.0': 'required' },
      prizes: null,
    });
    expect(pasteInto(VN_SOUTH_SHEET, cells, { name: 'G8', index: 0 }, '12')).toBeNull();
  });
});

describe('game form', () => {
  const ssc = game('SSC1', { typeCaps: { GROUP3: '20000' }, playerPeriodMax: null });

  it('answers the settings body from the game as it is', () => {
    expect(checkGameForm(gameFormOf(ssc), ssc.betTypes).settings).toEqual({
      enabled: true,
      closeSeconds: 30,
      keyCap: '50000',
      typeCaps: { GROUP3: '20000' },
      playerPeriodMax: null,
    });
  });

  it('refuses unknown or repeated bet types, bad seconds and amounts', () => {
    const form = {
      ...gameFormOf(ssc),
      closeSeconds: '3601',
      typeCaps: [
        { type: 'GROUP3', cap: '1' },
        { type: 'GROUP3', cap: 'x' },
        { type: '', cap: '5' },
      ],
      limited: true,
      playerPeriodMax: '0',
    };
    expect(checkGameForm(form, ssc.betTypes)).toEqual({
      problems: {
        closeSeconds: 'closeSeconds',
        'typeCaps.1.type': 'duplicate',
        'typeCaps.1.cap': 'format',
        'typeCaps.2.type': 'betType',
        playerPeriodMax: 'zero',
      },
      settings: null,
    });
  });
});

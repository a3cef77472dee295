import { describe, expect, it } from 'vitest';
import { lotteryGameByCode } from './games.js';
import { currentPeriod, nextPeriods, periodByNumber, periodsOnDay, previousPeriod } from './schedule.js';
import type { LotteryGameDefinition, PeriodTimes } from './types.js';
import { dayOf } from './zoned-time.js';

const game = (code: string): LotteryGameDefinition => lotteryGameByCode(code)!;
const iso = (p: PeriodTimes | null | undefined) =>
  p && {
    number: p.number,
    opensAt: p.opensAt.toISOString(),
    closesAt: p.closesAt.toISOString(),
    drawAt: p.drawAt.toISOString(),
  };
const at = (s: string) => new Date(s);

describe('interval games', () => {
  const SSC1 = game('SSC1'); // Asia/Shanghai, UTC+8, 60 s, closes 10 s before
  it('numbers periods from local midnight; period k draws at midnight + k × seconds', () => {
    expect(iso(currentPeriod(SSC1, at('2026-11-27T00:00:00+08:00')))).toEqual({
      number: '20261127-0001',
      opensAt: '2026-11-26T16:00:00.000Z',
      closesAt: '2026-11-26T16:00:50.000Z',
      drawAt: '2026-11-26T16:01:00.000Z',
    });
    expect(currentPeriod(SSC1, at('2026-11-27T09:30:59.999+08:00')).number).toBe('20261127-0571');
    // At a draw instant the next period is current.
    expect(currentPeriod(SSC1, at('2026-11-27T00:01:00+08:00')).number).toBe('20261127-0002');
  });

  it('the last period of the day draws at the next local midnight and keeps its day', () => {
    expect(iso(currentPeriod(SSC1, at('2026-11-27T23:59:30+08:00')))).toEqual({
      number: '20261127-1440',
      opensAt: '2026-11-27T15:59:00.000Z',
      closesAt: '2026-11-27T15:59:50.000Z',
      drawAt: '2026-11-27T16:00:00.000Z',
    });
    expect(periodByNumber(SSC1, '20261127-1440')!.drawAt.getTime()).toBe(
      Date.parse('2026-11-28T00:00:00+08:00'),
    );
    expect(periodByNumber(SSC1, '20261128-0001')!.opensAt.toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });

  it('periods per day follow the interval', () => {
    const day = dayOf(2026, 11, 27)!;
    expect(
      [game('SSC1'), game('K3_3'), game('PK10_5'), game('SEA4D'), game('THAI6'), game('VN_FAST5')].map((g) =>
        periodsOnDay(g, day),
      ),
    ).toEqual([1440, 480, 288, 480, 288, 288]);
    expect(currentPeriod(game('X115_3'), at('2026-11-27T00:03:00+08:00')).number).toBe('20261127-0002');
    expect(iso(currentPeriod(game('SEA4D'), at('2026-11-27T10:00:00+08:00')))).toMatchObject({
      number: '20261127-0201',
      closesAt: '2026-11-27T02:02:00.000Z',
      drawAt: '2026-11-27T02:03:00.000Z',
    });
  });

  it('rejects malformed numbers and periods the day does not have', () => {
    for (const bad of [
      '20261127-1441',
      '20261127-0000',
      '20261127-01',
      '2026112-0001',
      '20261131-0001',
      '20261127',
      'x',
      '',
    ]) {
      expect(periodByNumber(SSC1, bad), bad).toBeNull();
    }
    expect(previousPeriod(SSC1, 'nope')).toBeNull();
    expect(nextPeriods(SSC1, 'nope', 3)).toEqual([]);
  });

  it('next and previous periods cross midnight; closeSeconds can be overridden', () => {
    expect(nextPeriods(SSC1, '20261127-1439', 3).map((p) => p.number)).toEqual([
      '20261127-1440',
      '20261128-0001',
      '20261128-0002',
    ]);
    expect(previousPeriod(SSC1, '20261128-0001')!.number).toBe('20261127-1440');
    expect(previousPeriod(SSC1, '20261127-0100')!.number).toBe('20261127-0099');
    const p = periodByNumber(SSC1, '20261127-0001', 25)!;
    expect(p.drawAt.getTime() - p.closesAt.getTime()).toBe(25_000);
    expect(currentPeriod(SSC1, at('2026-11-27T00:00:40+08:00'), 25).closesAt.toISOString()).toBe(
      '2026-11-26T16:00:35.000Z',
    );
  });
});

describe('daily games', () => {
  const HCM = game('VN_HCM'); // Monday and Saturday 16:15 (UTC+7)
  it('numbers by local draw date; opens when the previous draw of the station happens', () => {
    expect(iso(periodByNumber(HCM, '20261130'))).toEqual({
      number: '20261130',
      opensAt: '2026-11-28T09:15:00.000Z', // the Saturday draw before
      closesAt: '2026-11-30T09:00:00.000Z', // 15 minutes before
      drawAt: '2026-11-30T09:15:00.000Z',
    });
    expect(periodByNumber(HCM, '20261127')).toBeNull(); // a Friday
    const dongThap = game('VN_DTH'); // Mondays only
    expect(periodByNumber(dongThap, '20261130')!.opensAt.toISOString()).toBe('2026-11-23T09:15:00.000Z');
    expect(previousPeriod(dongThap, '20261130')!.number).toBe('20261123');
  });

  it('the current period is the next draw; at the draw it moves to the next weekday', () => {
    expect(currentPeriod(HCM, at('2026-11-30T16:14:59+07:00')).number).toBe('20261130');
    expect(currentPeriod(HCM, at('2026-11-30T16:15:00+07:00')).number).toBe('20261205');
    expect(currentPeriod(HCM, at('2026-12-01T08:00:00+07:00')).number).toBe('20261205');
    expect(currentPeriod(game('VN_NORTH'), at('2026-11-30T18:15:00+07:00')).number).toBe('20261201');
    expect(currentPeriod(game('VN_KTU'), at('2026-11-30T12:00:00+07:00')).number).toBe('20261206'); // Sundays
    expect(currentPeriod(game('VN_DNG'), at('2026-12-02T17:20:00+07:00')).number).toBe('20261205'); // Wed → Sat
    expect(nextPeriods(HCM, '20261130', 3).map((p) => p.number)).toEqual([
      '20261205',
      '20261207',
      '20261212',
    ]);
    expect(nextPeriods(game('VN_NORTH'), '20261231', 2).map((p) => p.number)).toEqual([
      '20270101',
      '20270102',
    ]);
  });
});

describe('a zone with daylight saving time (copies of the games in Europe/London)', () => {
  const london = (code: string, schedule?: LotteryGameDefinition['schedule']): LotteryGameDefinition => ({
    ...game(code),
    timeZone: 'Europe/London',
    ...(schedule ? { schedule } : {}),
  });
  const minute = london('SSC1');

  it('spring forward (2026-03-29, 23 hours): 1380 periods, draws stay 60 s apart', () => {
    expect(periodsOnDay(minute, dayOf(2026, 3, 29)!)).toBe(1380);
    expect(iso(periodByNumber(minute, '20260329-0060'))!.drawAt).toBe('2026-03-29T01:00:00.000Z'); // 02:00 BST
    expect(iso(periodByNumber(minute, '20260329-0061'))!.drawAt).toBe('2026-03-29T01:01:00.000Z');
    expect(iso(periodByNumber(minute, '20260329-1380'))!.drawAt).toBe('2026-03-29T23:00:00.000Z'); // next midnight BST
    expect(periodByNumber(minute, '20260329-1381')).toBeNull();
    expect(currentPeriod(minute, at('2026-03-29T00:59:30Z')).number).toBe('20260329-0060');
    expect(currentPeriod(minute, at('2026-03-29T23:00:00Z')).number).toBe('20260330-0001');
    expect(nextPeriods(minute, '20260328-1440', 1)[0]!.drawAt.toISOString()).toBe('2026-03-29T00:01:00.000Z');
  });

  it('fall back (2026-10-25, 25 hours): 1500 periods; the day starts at BST midnight', () => {
    expect(periodsOnDay(minute, dayOf(2026, 10, 25)!)).toBe(1500);
    expect(iso(periodByNumber(minute, '20261025-0001'))!.opensAt).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(periodByNumber(minute, '20261025-1500'))!.drawAt).toBe('2026-10-26T00:00:00.000Z');
    expect(previousPeriod(minute, '20261026-0001')!.number).toBe('20261025-1500');
    expect(periodsOnDay(minute, dayOf(2026, 10, 26)!)).toBe(1440);
    // The repeated hour: 01:30 BST and 01:30 GMT are different periods.
    expect(currentPeriod(minute, at('2026-10-25T00:30:30Z')).number).toBe('20261025-0091');
    expect(currentPeriod(minute, at('2026-10-25T01:30:30Z')).number).toBe('20261025-0151');
  });

  it('an interval that does not divide the day: the last period is capped at midnight', () => {
    const seven = london('SSC1', { kind: 'interval', seconds: 420 });
    expect(periodsOnDay(seven, dayOf(2026, 6, 1)!)).toBe(206);
    const last = periodByNumber(seven, '20260601-0206')!;
    expect(last.drawAt.toISOString()).toBe('2026-06-01T23:00:00.000Z');
    expect(last.drawAt.getTime() - last.opensAt.getTime()).toBe(300_000); // 1440 − 205 × 7 minutes
  });

  it('daily draws keep their wall time across the changes; a skipped time lands after the gap', () => {
    const evening = london('VN_NORTH');
    expect(periodByNumber(evening, '20260328')!.drawAt.toISOString()).toBe('2026-03-28T18:15:00.000Z');
    expect(periodByNumber(evening, '20260329')!.drawAt.toISOString()).toBe('2026-03-29T17:15:00.000Z');
    expect(periodByNumber(evening, '20260329')!.opensAt.toISOString()).toBe('2026-03-28T18:15:00.000Z');
    expect(periodByNumber(evening, '20261025')!.drawAt.toISOString()).toBe('2026-10-25T18:15:00.000Z');
    const night = london('VN_NORTH', { kind: 'daily', at: '01:30', weekdays: [7] });
    expect(periodByNumber(night, '20260329')!.drawAt.toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 02:30 BST
    expect(periodByNumber(night, '20261025')!.drawAt.toISOString()).toBe('2026-10-25T00:30:00.000Z'); // first 01:30
    expect(currentPeriod(night, at('2026-10-25T00:45:00Z')).number).toBe('20261101');
  });
});

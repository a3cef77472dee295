import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf, offsetAt, startOfLocalDay } from '../../platform/daily/calendar.js';
import {
  endedPeriods,
  nextLocalMidnight,
  nextPeriod,
  periodContaining,
  periodLabel,
  periodNameOf,
  previousPeriod,
  type Period,
  type PeriodName,
} from './periods.js';

const RUNS = { numRuns: 200 };
/** Per zone and period name: 48 pairs, 4 800 instants in all. */
const PAIR_RUNS = { numRuns: 100 };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const NAMES: PeriodName[] = ['5min', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'];
const ZONES = [
  'UTC',
  'Asia/Manila',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

const at = (iso: string) => new Date(iso);
/** A period as `start .. end` in UTC, to compare at a glance. */
const span = (period: Period) => `${period.start.toISOString()} .. ${period.end.toISOString()}`;
const hoursOf = (period: Period) => (period.end.getTime() - period.start.getTime()) / HOUR;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const dayOf = (date: string) => Number(date.slice(8, 10));
const isLocalMidnight = (instant: Date, zone: string) =>
  startOfLocalDay(localDateOf(instant, zone), zone).getTime() === instant.getTime();

/** The instants the zone's offset changes in [fromYear, toYear] (to the minute). */
function transitionsOf(zone: string, fromYear: number, toYear: number): number[] {
  const found: number[] = [];
  const step = 6 * HOUR;
  const stop = Date.UTC(toYear + 1, 0, 1);
  for (let t = Date.UTC(fromYear, 0, 1); t < stop; t += step) {
    const before = offsetAt(t, zone);
    if (offsetAt(t + step, zone) === before) continue;
    let lo = t;
    let hi = t + step;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetAt(mid, zone) === before) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  return found;
}

const TRANSITIONS = new Map(ZONES.map((zone) => [zone, transitionsOf(zone, 2025, 2027)]));

const anyInstant = fc.date({
  min: at('2000-01-01T00:00:00.000Z'),
  max: at('2099-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

/** Any instant of the century, or (half the time, in zones that change their clocks) one near a change. */
function instantIn(zone: string): fc.Arbitrary<Date> {
  const changes = TRANSITIONS.get(zone) ?? [];
  if (changes.length === 0) return anyInstant;
  const shift = fc.oneof(
    fc.integer({ min: -3 * HOUR, max: 3 * HOUR }),
    fc.constantFrom(-HOUR, -30 * MINUTE, -1, 0, 1, 30 * MINUTE, HOUR),
  );
  const near = fc.tuple(fc.constantFrom(...changes), shift).map(([change, by]) => new Date(change + by));
  return fc.oneof(anyInstant, near);
}

describe('the clock changes the properties are driven near', () => {
  it('are found twice a year where the clocks change, never elsewhere', () => {
    for (const zone of ['UTC', 'Asia/Manila', 'Asia/Kolkata', 'Asia/Kathmandu'])
      expect(TRANSITIONS.get(zone)).toEqual([]);
    for (const zone of ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham'])
      expect(TRANSITIONS.get(zone)).toHaveLength(6);
    expect(TRANSITIONS.get('America/New_York')).toContain(at('2026-03-08T07:00:00Z').getTime());
    expect(TRANSITIONS.get('Australia/Lord_Howe')).toContain(at('2026-10-03T15:30:00Z').getTime());
    expect(TRANSITIONS.get('Australia/Lord_Howe')).toContain(at('2026-04-04T15:00:00Z').getTime());
  });
});

describe('periodNameOf', () => {
  it('gives salaries their own period and a dividend the one agreed, monthly by default', () => {
    expect(periodNameOf('realtime', null)).toBe('5min');
    expect(periodNameOf('hourly', null)).toBe('hourly');
    expect(periodNameOf('daily', null)).toBe('daily');
    expect(periodNameOf('daily', 'weekly')).toBe('daily');
    expect(periodNameOf('dividend', null)).toBe('monthly');
    expect(periodNameOf('dividend', 'weekly')).toBe('weekly');
    expect(periodNameOf('dividend', 'semimonthly')).toBe('semimonthly');
    expect(periodNameOf('dividend', 'daily')).toBe('daily');
  });
});

describe('periodContaining', () => {
  it('cuts 5 minutes on the UTC marks in every zone', () => {
    for (const zone of ZONES) {
      expect(span(periodContaining('5min', at('2026-11-22T10:07:30Z'), zone))).toBe(
        '2026-11-22T10:05:00.000Z .. 2026-11-22T10:10:00.000Z',
      );
      expect(span(periodContaining('5min', at('2026-11-22T10:05:00Z'), zone))).toBe(
        '2026-11-22T10:05:00.000Z .. 2026-11-22T10:10:00.000Z',
      );
      expect(span(periodContaining('5min', at('2026-11-22T10:04:59.999Z'), zone))).toBe(
        '2026-11-22T10:00:00.000Z .. 2026-11-22T10:05:00.000Z',
      );
    }
  });

  it('cuts hours on the local hour in zones a whole, half or three quarters of an hour off UTC', () => {
    const instant = at('2026-11-22T10:07:30Z');
    expect(span(periodContaining('hourly', instant, 'UTC'))).toBe(
      '2026-11-22T10:00:00.000Z .. 2026-11-22T11:00:00.000Z',
    );
    expect(span(periodContaining('hourly', instant, 'Asia/Manila'))).toBe(
      '2026-11-22T10:00:00.000Z .. 2026-11-22T11:00:00.000Z',
    );
    expect(span(periodContaining('hourly', instant, 'Asia/Kolkata'))).toBe(
      '2026-11-22T09:30:00.000Z .. 2026-11-22T10:30:00.000Z',
    );
    expect(span(periodContaining('hourly', instant, 'Asia/Kathmandu'))).toBe(
      '2026-11-22T09:15:00.000Z .. 2026-11-22T10:15:00.000Z',
    );
    // Chatham keeps summer time in November: +13:45.
    expect(span(periodContaining('hourly', instant, 'Pacific/Chatham'))).toBe(
      '2026-11-22T09:15:00.000Z .. 2026-11-22T10:15:00.000Z',
    );
  });

  it('cuts local days at local midnight', () => {
    expect(span(periodContaining('daily', at('2026-11-22T15:59:59.999Z'), 'Asia/Manila'))).toBe(
      '2026-11-21T16:00:00.000Z .. 2026-11-22T16:00:00.000Z',
    );
    expect(span(periodContaining('daily', at('2026-11-22T16:00:00Z'), 'Asia/Manila'))).toBe(
      '2026-11-22T16:00:00.000Z .. 2026-11-23T16:00:00.000Z',
    );
    expect(span(periodContaining('daily', at('2026-11-22T16:00:00Z'), 'Asia/Kathmandu'))).toBe(
      '2026-11-21T18:15:00.000Z .. 2026-11-22T18:15:00.000Z',
    );
    expect(span(periodContaining('daily', at('2026-11-22T16:00:00Z'), 'UTC'))).toBe(
      '2026-11-22T00:00:00.000Z .. 2026-11-23T00:00:00.000Z',
    );
  });

  it('cuts weeks from local Monday to Sunday', () => {
    // 22 November 2026 is a Sunday.
    expect(span(periodContaining('weekly', at('2026-11-22T12:00:00Z'), 'Asia/Manila'))).toBe(
      '2026-11-15T16:00:00.000Z .. 2026-11-22T16:00:00.000Z',
    );
    expect(span(periodContaining('weekly', at('2026-11-22T16:00:00Z'), 'Asia/Manila'))).toBe(
      '2026-11-22T16:00:00.000Z .. 2026-11-29T16:00:00.000Z',
    );
    expect(span(periodContaining('weekly', at('2026-11-22T16:00:00Z'), 'UTC'))).toBe(
      '2026-11-16T00:00:00.000Z .. 2026-11-23T00:00:00.000Z',
    );
    expect(span(periodContaining('weekly', at('2026-12-31T12:00:00Z'), 'UTC'))).toBe(
      '2026-12-28T00:00:00.000Z .. 2027-01-04T00:00:00.000Z',
    );
  });

  it('cuts half months from the 1st to the 15th and from the 16th to the month end', () => {
    expect(span(periodContaining('semimonthly', at('2026-11-15T15:59:59.999Z'), 'Asia/Manila'))).toBe(
      '2026-10-31T16:00:00.000Z .. 2026-11-15T16:00:00.000Z',
    );
    expect(span(periodContaining('semimonthly', at('2026-11-15T16:00:00Z'), 'Asia/Manila'))).toBe(
      '2026-11-15T16:00:00.000Z .. 2026-11-30T16:00:00.000Z',
    );
    expect(span(periodContaining('semimonthly', at('2026-12-31T12:00:00Z'), 'UTC'))).toBe(
      '2026-12-16T00:00:00.000Z .. 2027-01-01T00:00:00.000Z',
    );
    expect(span(periodContaining('semimonthly', at('2028-02-29T12:00:00Z'), 'UTC'))).toBe(
      '2028-02-16T00:00:00.000Z .. 2028-03-01T00:00:00.000Z',
    );
    expect(span(periodContaining('semimonthly', at('2027-02-20T12:00:00Z'), 'UTC'))).toBe(
      '2027-02-16T00:00:00.000Z .. 2027-03-01T00:00:00.000Z',
    );
  });

  it('cuts local months', () => {
    expect(span(periodContaining('monthly', at('2026-12-31T12:00:00Z'), 'UTC'))).toBe(
      '2026-12-01T00:00:00.000Z .. 2027-01-01T00:00:00.000Z',
    );
    // 04:00 on 1 January in Manila.
    expect(span(periodContaining('monthly', at('2026-12-31T20:00:00Z'), 'Asia/Manila'))).toBe(
      '2026-12-31T16:00:00.000Z .. 2027-01-31T16:00:00.000Z',
    );
    expect(span(periodContaining('monthly', at('2028-02-10T00:00:00Z'), 'Asia/Kolkata'))).toBe(
      '2028-01-31T18:30:00.000Z .. 2028-02-29T18:30:00.000Z',
    );
  });
});

describe('periods around clock changes', () => {
  const ny = 'America/New_York';

  it('has a 23-hour and a 25-hour day in New York', () => {
    const spring = periodContaining('daily', at('2026-03-08T12:00:00Z'), ny);
    expect(span(spring)).toBe('2026-03-08T05:00:00.000Z .. 2026-03-09T04:00:00.000Z');
    expect(hoursOf(spring)).toBe(23);
    const autumn = periodContaining('daily', at('2026-11-01T12:00:00Z'), ny);
    expect(span(autumn)).toBe('2026-11-01T04:00:00.000Z .. 2026-11-02T05:00:00.000Z');
    expect(hoursOf(autumn)).toBe(25);
    expect(span(nextPeriod(autumn, ny))).toBe('2026-11-02T05:00:00.000Z .. 2026-11-03T05:00:00.000Z');
    expect(span(previousPeriod(spring, ny))).toBe('2026-03-07T05:00:00.000Z .. 2026-03-08T05:00:00.000Z');
  });

  it('has weeks, half months and months an hour short or long in New York', () => {
    const week = periodContaining('weekly', at('2026-03-08T12:00:00Z'), ny);
    expect(span(week)).toBe('2026-03-02T05:00:00.000Z .. 2026-03-09T04:00:00.000Z');
    expect(hoursOf(week)).toBe(7 * 24 - 1);
    expect(span(periodContaining('semimonthly', at('2026-11-10T12:00:00Z'), ny))).toBe(
      '2026-11-01T04:00:00.000Z .. 2026-11-16T05:00:00.000Z',
    );
    expect(span(periodContaining('monthly', at('2026-03-20T12:00:00Z'), ny))).toBe(
      '2026-03-01T05:00:00.000Z .. 2026-04-01T04:00:00.000Z',
    );
  });

  it('skips the hour the New York clocks jump over and keeps both 1 o’clocks in autumn', () => {
    const before = periodContaining('hourly', at('2026-03-08T06:59:59.999Z'), ny); // 01:59 EST
    expect(span(before)).toBe('2026-03-08T06:00:00.000Z .. 2026-03-08T07:00:00.000Z');
    expect(span(nextPeriod(before, ny))).toBe('2026-03-08T07:00:00.000Z .. 2026-03-08T08:00:00.000Z'); // 03:00 EDT
    const first = periodContaining('hourly', at('2026-11-01T05:30:00Z'), ny); // 01:30 EDT
    expect(span(first)).toBe('2026-11-01T05:00:00.000Z .. 2026-11-01T06:00:00.000Z');
    const second = nextPeriod(first, ny); // 01:00 EST
    expect(span(second)).toBe('2026-11-01T06:00:00.000Z .. 2026-11-01T07:00:00.000Z');
    expect(previousPeriod(second, ny)).toEqual(first);
  });

  it('has a 23-hour day in London', () => {
    const spring = periodContaining('daily', at('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(span(spring)).toBe('2026-03-29T00:00:00.000Z .. 2026-03-29T23:00:00.000Z');
  });

  it('has days of 23½ and 24½ hours on Lord Howe, where the clocks move 30 minutes', () => {
    const lh = 'Australia/Lord_Howe';
    const spring = periodContaining('daily', at('2026-10-03T20:00:00Z'), lh);
    expect(span(spring)).toBe('2026-10-03T13:30:00.000Z .. 2026-10-04T13:00:00.000Z');
    expect(hoursOf(spring)).toBe(23.5);
    const autumn = periodContaining('daily', at('2026-04-04T20:00:00Z'), lh);
    expect(span(autumn)).toBe('2026-04-04T13:00:00.000Z .. 2026-04-05T13:30:00.000Z');
    expect(hoursOf(autumn)).toBe(24.5);
    expect(span(periodContaining('5min', at('2026-10-03T15:32:00Z'), lh))).toBe(
      '2026-10-03T15:30:00.000Z .. 2026-10-03T15:35:00.000Z',
    );
  });

  it('runs an hour from one local :00 to the next across Lord Howe’s 30-minute clock changes', () => {
    const lh = 'Australia/Lord_Howe';
    // 4 October 2026: 02:00 (+10:30) becomes 02:30 (+11) at 15:30 UTC: 02:00 never shows, so the
    // hour from 01:00 runs to 03:00 (90 minutes).
    const spring = periodContaining('hourly', at('2026-10-03T15:29:59.999Z'), lh); // 01:59 +10:30
    expect(span(spring)).toBe('2026-10-03T14:30:00.000Z .. 2026-10-03T16:00:00.000Z');
    expect(periodContaining('hourly', at('2026-10-03T15:30:00Z'), lh)).toEqual(spring);
    expect(span(nextPeriod(spring, lh))).toBe('2026-10-03T16:00:00.000Z .. 2026-10-03T17:00:00.000Z');
    // 5 April 2026: 02:00 (+11) becomes 01:30 (+10:30) at 15:00 UTC: 01:30–02:00 shows twice, so the
    // hour from 01:00 runs to the 02:00 after it (90 minutes).
    const autumn = periodContaining('hourly', at('2026-04-04T14:59:59.999Z'), lh); // 01:59 +11
    expect(span(autumn)).toBe('2026-04-04T14:00:00.000Z .. 2026-04-04T15:30:00.000Z');
    expect(periodContaining('hourly', at('2026-04-04T15:00:00Z'), lh)).toEqual(autumn);
    expect(span(nextPeriod(autumn, lh))).toBe('2026-04-04T15:30:00.000Z .. 2026-04-04T16:30:00.000Z');
  });

  it('cuts Chatham’s hours on its local hour across its clock change', () => {
    // 27 September 2026: 02:45 (+12:45) becomes 03:45 (+13:45) at 14:00 UTC.
    const chatham = 'Pacific/Chatham';
    const around = periodContaining('hourly', at('2026-09-26T13:59:59Z'), chatham);
    expect(span(around)).toBe('2026-09-26T13:15:00.000Z .. 2026-09-26T14:15:00.000Z');
    expect(periodContaining('hourly', at('2026-09-26T14:00:00Z'), chatham)).toEqual(around);
    expect(span(nextPeriod(around, chatham))).toBe('2026-09-26T14:15:00.000Z .. 2026-09-26T15:15:00.000Z');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties of every period name in every zone

/** The local date an instant falls on in the zone. */
const dateIn = (instant: Date, zone: string) => localDateOf(instant, zone);

function expectCalendarShape(name: PeriodName, period: Period, instant: Date, zone: string): void {
  const start = period.start.getTime();
  const end = period.end.getTime();
  if (name === '5min') {
    expect(end - start).toBe(5 * MINUTE);
    expect((start + offsetAt(start, zone)) % (5 * MINUTE)).toBe(0);
    return;
  }
  if (name === 'hourly') {
    expect(end - start).toBeGreaterThan(0);
    expect(end - start).toBeLessThanOrEqual(2 * HOUR);
    if (offsetAt(start, zone) === offsetAt(end - 1, zone)) {
      expect(end - start).toBe(HOUR);
      expect((start + offsetAt(start, zone)) % HOUR).toBe(0);
    }
    return;
  }
  // Calendar periods: from a local midnight to a local midnight, around the instant's local date.
  expect(isLocalMidnight(period.start, zone)).toBe(true);
  expect(isLocalMidnight(period.end, zone)).toBe(true);
  const first = dateIn(period.start, zone);
  const next = dateIn(period.end, zone);
  const date = dateIn(instant, zone);
  expect(first <= date && date < next).toBe(true);
  const [y, m] = first.split('-').map(Number) as [number, number];
  const firstOfNextMonth =
    m === 12
      ? `${String(y + 1).padStart(4, '0')}-01-01`
      : `${first.slice(0, 5)}${String(m + 1).padStart(2, '0')}-01`;
  switch (name) {
    case 'daily':
      expect(next).toBe(addDays(first, 1));
      expect(end - start).toBeGreaterThanOrEqual(23 * HOUR);
      expect(end - start).toBeLessThanOrEqual(25 * HOUR);
      break;
    case 'weekly':
      expect(weekdayOf(first)).toBe(1);
      expect(next).toBe(addDays(first, 7));
      expect(Math.abs(end - start - 7 * DAY)).toBeLessThanOrEqual(HOUR);
      break;
    case 'semimonthly':
      expect([1, 16]).toContain(dayOf(first));
      expect(next).toBe(dayOf(first) === 1 ? `${first.slice(0, 8)}16` : firstOfNextMonth);
      break;
    case 'monthly':
      expect(dayOf(first)).toBe(1);
      expect(next).toBe(firstOfNextMonth);
      break;
  }
}

describe.each(ZONES)('periods in %s', (zone) => {
  describe.each(NAMES)('%s', (name) => {
    it('contain the instant, and tile time with the periods next to them', () => {
      fc.assert(
        fc.property(instantIn(zone), (instant) => {
          const period = periodContaining(name, instant, zone);
          expect(period.name).toBe(name);
          expect(period.start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(instant.getTime()).toBeLessThan(period.end.getTime());
          // The same period from its first and its last instant.
          expect(periodContaining(name, period.start, zone)).toEqual(period);
          expect(periodContaining(name, new Date(period.end.getTime() - 1), zone)).toEqual(period);
          const next = nextPeriod(period, zone);
          expect(next.start).toEqual(period.end);
          expect(previousPeriod(next, zone)).toEqual(period);
          const previous = previousPeriod(period, zone);
          expect(previous.end).toEqual(period.start);
          expect(nextPeriod(previous, zone)).toEqual(period);
        }),
        PAIR_RUNS,
      );
    });

    it(`have the calendar shape of ${name} periods`, () => {
      fc.assert(
        fc.property(instantIn(zone), (instant) => {
          expectCalendarShape(name, periodContaining(name, instant, zone), instant, zone);
        }),
        PAIR_RUNS,
      );
    });
  });
});

describe('endedPeriods', () => {
  const manila = 'Asia/Manila';
  const starts = (periods: Period[]) => periods.map((period) => period.start.toISOString());

  it('lists the periods that ended at least the lag ago, oldest first', () => {
    const after = at('2026-11-20T16:00:00Z'); // 21 November in Manila
    const now = at('2026-11-23T16:05:00Z');
    expect(starts(endedPeriods('daily', after, now, manila, 5 * MINUTE, 10))).toEqual([
      '2026-11-20T16:00:00.000Z',
      '2026-11-21T16:00:00.000Z',
      '2026-11-22T16:00:00.000Z',
    ]);
    expect(starts(endedPeriods('daily', after, now, manila, 5 * MINUTE + 1, 10))).toEqual([
      '2026-11-20T16:00:00.000Z',
      '2026-11-21T16:00:00.000Z',
    ]);
  });

  it('lists at most `limit`, the oldest', () => {
    const after = at('2026-11-20T16:00:00Z');
    const now = at('2026-11-23T16:05:00Z');
    expect(starts(endedPeriods('daily', after, now, manila, 0, 2))).toEqual([
      '2026-11-20T16:00:00.000Z',
      '2026-11-21T16:00:00.000Z',
    ]);
  });

  it('begins with the first period that starts at or after `after`', () => {
    const now = at('2026-11-23T16:05:00Z');
    expect(starts(endedPeriods('daily', at('2026-11-21T03:00:00Z'), now, manila, 0, 10))).toEqual([
      '2026-11-21T16:00:00.000Z',
      '2026-11-22T16:00:00.000Z',
    ]);
  });

  it('lists nothing before a period has ended', () => {
    const now = at('2026-11-23T16:05:00Z');
    expect(endedPeriods('daily', now, now, manila, 0, 10)).toEqual([]);
    expect(endedPeriods('daily', at('2026-11-22T16:00:00Z'), now, manila, HOUR, 10)).toEqual([]);
  });

  it('lists 5-minute and monthly periods', () => {
    expect(
      endedPeriods(
        '5min',
        at('2026-11-22T10:00:00Z'),
        at('2026-11-22T10:17:00Z'),
        'Asia/Kathmandu',
        MINUTE,
        10,
      ).map(span),
    ).toEqual([
      '2026-11-22T10:00:00.000Z .. 2026-11-22T10:05:00.000Z',
      '2026-11-22T10:05:00.000Z .. 2026-11-22T10:10:00.000Z',
      '2026-11-22T10:10:00.000Z .. 2026-11-22T10:15:00.000Z',
    ]);
    expect(
      endedPeriods('monthly', at('2026-01-01T00:00:00Z'), at('2026-04-01T00:00:00Z'), 'UTC', 0, 10).map(span),
    ).toEqual([
      '2026-01-01T00:00:00.000Z .. 2026-02-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z .. 2026-03-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z .. 2026-04-01T00:00:00.000Z',
    ]);
  });

  /** How far after `after` a run may come, by period. */
  const REACH: Record<PeriodName, number> = {
    '5min': 3 * HOUR,
    hourly: 3 * DAY,
    daily: 40 * DAY,
    weekly: 200 * DAY,
    semimonthly: 400 * DAY,
    monthly: 800 * DAY,
  };

  it.each(NAMES)('lists %s periods ended a lag ago, contiguous, oldest first, at most the limit', (name) => {
    const run = fc.constantFrom(...ZONES).chain((zone) =>
      fc.record({
        zone: fc.constant(zone),
        from: instantIn(zone),
        aligned: fc.boolean(),
        reach: fc.integer({ min: 0, max: REACH[name] }),
        lagMs: fc.integer({ min: 0, max: 2 * HOUR }),
        limit: fc.integer({ min: 1, max: 12 }),
      }),
    );
    fc.assert(
      fc.property(run, ({ zone, from, aligned, reach, lagMs, limit }) => {
        const after = aligned ? periodContaining(name, from, zone).start : from;
        const now = new Date(after.getTime() + reach);
        const periods = endedPeriods(name, after, now, zone, lagMs, limit);
        expect(periods.length).toBeLessThanOrEqual(limit);
        periods.forEach((period, i) => {
          expect(period.name).toBe(name);
          expect(period).toEqual(periodContaining(name, period.start, zone));
          expect(period.start.getTime()).toBeGreaterThanOrEqual(after.getTime());
          expect(period.end.getTime() + lagMs).toBeLessThanOrEqual(now.getTime());
          if (i > 0) expect(period.start).toEqual(periods[i - 1]!.end);
        });
        // The first is the first period starting at or after `after`.
        const containing = periodContaining(name, after, zone);
        const first =
          containing.start.getTime() < after.getTime() ? nextPeriod(containing, zone) : containing;
        if (periods.length > 0) expect(periods[0]).toEqual(first);
        // Nothing left out: below the limit, the period after the last has not ended a lag ago.
        if (periods.length < limit) {
          const following = periods.length > 0 ? nextPeriod(periods[periods.length - 1]!, zone) : first;
          expect(following.end.getTime() + lagMs).toBeGreaterThan(now.getTime());
        }
      }),
      RUNS,
    );
  });
});

describe('nextLocalMidnight', () => {
  it('is the start of the next local day', () => {
    expect(nextLocalMidnight(at('2026-11-22T15:59:59Z'), 'Asia/Manila').toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
    expect(nextLocalMidnight(at('2026-11-22T16:00:00Z'), 'Asia/Manila').toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    );
    expect(nextLocalMidnight(at('2026-11-22T16:00:00Z'), 'Asia/Kathmandu').toISOString()).toBe(
      '2026-11-22T18:15:00.000Z',
    );
    // 22:00 on 7 March in New York: the next day has 23 hours, but begins at 00:00 EST.
    expect(nextLocalMidnight(at('2026-03-08T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(nextLocalMidnight(at('2026-03-08T05:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it('is, from any instant, the first instant of the next local date', () => {
    const run = fc.constantFrom(...ZONES).chain((zone) => fc.tuple(fc.constant(zone), instantIn(zone)));
    fc.assert(
      fc.property(run, ([zone, now]) => {
        const midnight = nextLocalMidnight(now, zone);
        expect(midnight.getTime()).toBeGreaterThan(now.getTime());
        expect(midnight.getTime() - now.getTime()).toBeLessThanOrEqual(25 * HOUR);
        expect(dateIn(midnight, zone)).toBe(addDays(dateIn(now, zone), 1));
        expect(dateIn(new Date(midnight.getTime() - 1), zone)).toBe(dateIn(now, zone));
        expect(midnight).toEqual(periodContaining('daily', now, zone).end);
      }),
      RUNS,
    );
  });
});

describe('periodLabel', () => {
  it('reads a period in the site’s zone, whatever the reader’s', () => {
    const manila = 'Asia/Manila';
    const day = periodContaining('daily', new Date('2026-11-27T03:00:00Z'), manila);
    expect(periodLabel(day.start, day.end, manila)).toBe('2026-11-27');
    const half = periodContaining('semimonthly', new Date('2026-11-20T03:00:00Z'), manila);
    expect(periodLabel(half.start, half.end, manila)).toBe('2026-11-16 – 2026-11-30');
    const five = periodContaining('5min', new Date('2026-11-27T06:03:00Z'), manila);
    expect(periodLabel(five.start, five.end, manila)).toBe('2026-11-27 14:00–14:05');
    const hour = periodContaining('hourly', new Date('2026-11-27T23:30:00Z'), manila);
    expect(periodLabel(hour.start, hour.end, manila)).toBe('2026-11-28 07:00–08:00');
  });
});

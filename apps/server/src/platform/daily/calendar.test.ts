import { describe, expect, it } from 'vitest';
import { addDays, boundsOfLocalDay, dueDays, localDateOf, startOfLocalDay } from './calendar.js';

const at = (iso: string) => new Date(iso);
const hoursOf = ({ from, to }: { from: Date; to: Date }) => (to.getTime() - from.getTime()) / 3_600_000;

describe('local calendar days', () => {
  it('tells the local date of an instant', () => {
    expect(localDateOf(at('2026-11-22T15:59:59Z'), 'Asia/Manila')).toBe('2026-11-22');
    expect(localDateOf(at('2026-11-22T16:00:00Z'), 'Asia/Manila')).toBe('2026-11-23');
    expect(localDateOf(at('2026-11-22T16:00:00Z'), 'UTC')).toBe('2026-11-22');
    expect(localDateOf(at('2026-11-23T03:59:59Z'), 'America/New_York')).toBe('2026-11-22');
  });

  it('finds local midnight in zones a whole, half or three quarters of an hour off UTC', () => {
    expect(startOfLocalDay('2026-11-23', 'Asia/Manila').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(startOfLocalDay('2026-11-23', 'Asia/Kolkata').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfLocalDay('2026-11-23', 'Asia/Kathmandu').toISOString()).toBe('2026-11-22T18:15:00.000Z');
    expect(startOfLocalDay('2026-11-23', 'America/St_Johns').toISOString()).toBe('2026-11-23T03:30:00.000Z');
    expect(startOfLocalDay('2026-11-23', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('knows days of 23 and 25 hours, and days whose midnight the clocks skip or repeat', () => {
    expect(hoursOf(boundsOfLocalDay('2026-03-08', 'America/New_York'))).toBe(23);
    expect(hoursOf(boundsOfLocalDay('2026-10-25', 'Europe/Rome'))).toBe(25);
    // Havana moves its clocks at midnight: 00:00 becomes 01:00 in March, 01:00 goes back to 00:00 in
    // November; the day begins at the jump, or at the first of the two midnights.
    const march = boundsOfLocalDay('2026-03-08', 'America/Havana');
    expect(march.from.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(hoursOf(march)).toBe(23);
    const november = boundsOfLocalDay('2026-11-01', 'America/Havana');
    expect(november.from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(hoursOf(november)).toBe(25);
    expect(localDateOf(new Date(march.from.getTime() - 1), 'America/Havana')).toBe('2026-03-07');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('days a daily task owes', () => {
  const now = at('2026-11-22T16:05:00Z'); // 00:05 on 23 November in Manila

  it('owes a merchant never served the day that ended last', () => {
    expect(dueDays(now, 'Asia/Manila', null, 7)).toEqual(['2026-11-22']);
    expect(dueDays(now, 'UTC', null, 7)).toEqual(['2026-11-21']);
  });

  it('owes nothing once that day is claimed, and the days missed since the last claim', () => {
    expect(dueDays(now, 'Asia/Manila', '2026-11-22', 7)).toEqual([]);
    expect(dueDays(now, 'Asia/Manila', '2026-11-19', 7)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('catches up at most the latest days after a long downtime', () => {
    expect(dueDays(now, 'Asia/Manila', '2026-10-01', 3)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('owes nothing when the zone moved back behind the last claimed day', () => {
    expect(dueDays(now, 'Pacific/Honolulu', '2026-11-22', 7)).toEqual([]);
  });
});

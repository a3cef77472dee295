import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('formatDateTime', () => {
  it('formats yyyy-MM-dd hh:mm:ss on a 24-hour clock with padding', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59, 9))).toBe('2023-12-31 23:59:09');
  });
  it('reads ISO strings and timestamps in local time', () => {
    const date = new Date(2025, 5, 15, 18, 30, 0);
    expect(formatDateTime(date.toISOString())).toBe('2025-06-15 18:30:00');
    expect(formatDateTime(date.getTime())).toBe('2025-06-15 18:30:00');
  });
  it('gives an empty string for missing or invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('formatDate keeps the day only', () => {
    expect(formatDate(new Date(2024, 1, 29, 12))).toBe('2024-02-29');
  });
});

import { describe, expect, it } from 'vitest';
import { safeNext } from './safeNext';

describe('safeNext', () => {
  it('keeps back-office pages, as router paths', () => {
    expect(safeNext('/m/aurora/members')).toBe('/m/aurora/members');
    expect(safeNext('/admin/m/aurora/members?q=1')).toBe('/m/aurora/members?q=1');
    expect(safeNext('/admin')).toBe('/');
  });

  it('refuses anything else', () => {
    expect(safeNext(null)).toBe('/');
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext('//evil.example/')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('/login?next=/x')).toBe('/');
    expect(safeNext('/admin/login')).toBe('/');
  });
});

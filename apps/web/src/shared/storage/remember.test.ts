import { beforeEach, describe, expect, it } from 'vitest';
import { deviceId } from './device';
import { clearRemembered, readRemembered, saveRemembered } from './remember';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const DAY = 24 * 3600_000;

beforeEach(() => localStorage.clear());

describe('remember-me storage', () => {
  it('keeps the username and the token with an expiry of the given days, nothing else', () => {
    saveRemembered('amy', 'tok-1', 1, NOW);
    expect(JSON.parse(localStorage.getItem('rememberedLogin')!)).toEqual({
      username: 'amy',
      token: 'tok-1',
      expiresAt: NOW + DAY,
    });
    expect(readRemembered(NOW + DAY - 1)).toEqual({ username: 'amy', token: 'tok-1', expiresAt: NOW + DAY });
  });

  it('forgets an expired entry when it is read', () => {
    saveRemembered('amy', 'tok-1', 1, NOW);
    expect(readRemembered(NOW + DAY)).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('ignores and removes anything malformed', () => {
    for (const bad of ['{', '"x"', '{"username":"amy"}', '{"username":"","token":"t","expiresAt":1}']) {
      localStorage.setItem('rememberedLogin', bad);
      expect(readRemembered(NOW)).toBeNull();
      expect(localStorage.getItem('rememberedLogin')).toBeNull();
    }
  });

  it('clears on request (remember me unticked)', () => {
    saveRemembered('amy', 'tok-1', 1, NOW);
    clearRemembered();
    expect(readRemembered(NOW)).toBeNull();
  });
});

describe('device id', () => {
  it('is a UUID created once and kept', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deviceId()).toBe(first);
    expect(localStorage.getItem('deviceId')).toBe(first);
  });

  it('replaces a stored value that is not a UUID', () => {
    localStorage.setItem('deviceId', 'tampered');
    expect(deviceId()).not.toBe('tampered');
  });
});

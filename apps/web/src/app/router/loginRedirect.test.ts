import { describe, expect, it } from 'vitest';
import { loginRedirect } from './loginRedirect';

const on = { loginedToHomePage: true, hasToken: false };

describe('loginedToHomePage rule', () => {
  it('does nothing when the setting is off', () => {
    expect(loginRedirect('/index', { loginedToHomePage: false, hasToken: false })).toBeNull();
  });
  it('does nothing with a session token', () => {
    expect(loginRedirect('/vip', { loginedToHomePage: true, hasToken: true })).toBeNull();
  });
  it.each(['/login', '/register', '/register.html', '/helpmc', '/download', '/download/'])(
    'lets %s through',
    (path) => {
      expect(loginRedirect(path, on)).toBeNull();
    },
  );
  it.each(['/', '/index', '/vip', '/down', '/help', '/rng', '/game', '/unknown'])(
    'sends %s to /login',
    (path) => {
      expect(loginRedirect(path, on)).toBe('/login');
    },
  );
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from '../src/platform/config.js';

describe('configuration', () => {
  it('has defaults that start the site on PGlite on port 8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('trusts no proxy unless told', () => {
    expect(trustProxyOption('')).toBe(false);
    expect(trustProxyOption('loopback')).toBe('loopback');
    expect(trustProxyOption('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

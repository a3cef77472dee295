import { describe, expect, it } from 'vitest';
import { createVendorDirectory, type VendorEndpoint } from './vendor-directory.js';

const config = { SLOTS_VENDOR_SECRET: 's'.repeat(20), SLOTS_VENDOR_URL: 'http://127.0.0.1:7000/' };
const acme = (secret: string, enabled = true): VendorEndpoint => ({
  code: 'ACME',
  baseUrl: 'https://api.acme.example/',
  secret,
  walletMode: 'seamless',
  enabled,
});

/** A directory over a configured list the test changes, on a clock it moves. */
function directoryOver(initial: VendorEndpoint[]) {
  const state = { list: initial, loads: 0, time: 0, fail: false };
  const directory = createVendorDirectory(config, {
    load: async () => {
      state.loads++;
      if (state.fail) throw new Error('database away');
      return state.list;
    },
    ttlMs: 5_000,
    now: () => state.time,
  });
  return { state, directory };
}

describe('vendor directory', () => {
  it('knows the in-house vendor and the configured ones through one entry', async () => {
    const { directory } = directoryOver([acme('first-secret-0123456789')]);
    expect(directory.baseUrl('AURORA')).toBe('http://127.0.0.1:7000');
    expect(await directory.secretOf('ACME')).toBe('first-secret-0123456789');
    expect((await directory.resolve('ACME'))?.baseUrl).toBe('https://api.acme.example');
    expect(directory.isSetUp('AURORA')).toBe(true);
    expect(directory.isSetUp('ACME')).toBe(false);
    expect(directory.baseUrls()).toEqual(['http://127.0.0.1:7000', 'https://api.acme.example']);
    expect(await directory.secretOf('NOPE')).toBeNull();
  });

  it('reads the configured vendors again after their lifetime, or at once after a change', async () => {
    const { state, directory } = directoryOver([acme('first-secret-0123456789')]);
    await directory.load();
    state.list = [acme('rotated-secret-0123456789')];
    state.time = 4_999;
    expect(await directory.secretOf('ACME')).toBe('first-secret-0123456789');
    directory.changed('ACME');
    expect(await directory.secretOf('ACME')).toBe('rotated-secret-0123456789');
    state.list = [acme('third-secret-0123456789', false)];
    state.time = 10_000;
    expect(await directory.secretOf('ACME')).toBe('third-secret-0123456789');
    // Switched off: still known (its wallet calls settle), no longer framed.
    expect(directory.baseUrls()).toEqual(['http://127.0.0.1:7000']);
  });

  it('does not install a list read before a change', async () => {
    const { state, directory } = directoryOver([acme('old-secret-0123456789')]);
    const reading = directory.load();
    state.list = [acme('new-secret-0123456789')];
    directory.invalidate();
    await reading;
    expect(await directory.secretOf('ACME')).toBe('new-secret-0123456789');
  });

  it('keeps what it holds when a reload fails, and the readers that must be fresh fail', async () => {
    const { state, directory } = directoryOver([acme('kept-secret-0123456789')]);
    await directory.load();
    state.fail = true;
    state.time = 6_000;
    await expect(directory.secretOf('ACME')).rejects.toThrow('database away');
    expect(directory.vendorSecret('ACME')).toBe('kept-secret-0123456789');
    state.fail = false;
    state.time = 7_000;
    expect(await directory.secretOf('ACME')).toBe('kept-secret-0123456789');
  });

  it('answers a set-up vendor without reading the configured list (its wallet calls never wait)', async () => {
    const { state, directory } = directoryOver([acme('acme-secret-0123456789')]);
    state.fail = true;
    expect(await directory.secretOf('AURORA')).toBe(config.SLOTS_VENDOR_SECRET);
    expect((await directory.resolve('AURORA'))?.baseUrl).toBe('http://127.0.0.1:7000');
    expect(state.loads).toBe(0);
  });
});

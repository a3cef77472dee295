import { routes } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  callRoute,
  createMember,
  createPostgresDatabase,
  putSection,
  startTestServer,
  type TestServer,
} from './harness.js';
import { saveVendor, vendorInput } from './games-support.js';
import { waitUntil } from './wait.js';

/*
 * Two API processes' worth of the site (two apps, each with its own caches, queue workers and
 * notification listener) on one PostgreSQL database, as behind a load balancer. Settings are cached
 * for a minute here, so only the signal can make the second one see a change at once.
 */

let a: TestServer;
let b: TestServer;
let drop: () => Promise<void>;
let token: string;

beforeAll(async () => {
  const database = await createPostgresDatabase();
  drop = database.drop;
  // Captchas: 60 a minute per address, scaled to 6 so the shared count shows in a few calls.
  const env = { SETTINGS_CACHE_MS: '60000', RATE_LIMIT_SCALE: '0.1' };
  a = await startTestServer({ databaseUrl: database.url, env });
  b = await startTestServer({ databaseUrl: database.url, env });
  token = await adminToken(a);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await drop?.();
});

describe('two processes on one database', () => {
  it('signs a member in on one and knows the session on the other', async () => {
    const created = await createMember(a, { username: 'twoproc' });
    const info = await callRoute(b, routes.memberInfo, { token: created.token });
    expect(info.status, info.text).toBe(200);
    expect(info.body.value.account).toBe('twoproc');
  });

  it('shows a setting saved on one at once on the other, though both cache settings for a minute', async () => {
    // Both have the site cached.
    expect((await callRoute(b, routes.systemStatus)).body.value.maintenance).toBe(false);
    expect((await callRoute(a, routes.systemStatus)).body.value.maintenance).toBe(false);

    const saved = await putSection(a, token, 'maintenance', (value: { enabled: boolean }) => ({
      ...value,
      enabled: true,
    }));
    expect(saved.status, saved.text).toBe(200);
    const status = await waitUntil(
      async () => {
        const res = await callRoute(b, routes.systemStatus);
        return res.body.value.maintenance ? res : null;
      },
      { timeoutMs: 2_000, intervalMs: 20, what: 'the other process sees maintenance' },
    );
    expect(status.body.value.status).toBe(1);

    await putSection(b, token, 'maintenance', (value: { enabled: boolean }) => ({
      ...value,
      enabled: false,
    }));
    await waitUntil(async () => !(await callRoute(a, routes.systemStatus)).body.value.maintenance, {
      timeoutMs: 2_000,
      intervalMs: 20,
      what: 'the first process sees maintenance off',
    });
  });

  it('shows a vendor saved on one at once in the catalogue of the other (cached for 5 s)', async () => {
    const { merchantId } = await b.services.merchants.siteByCode('aurora');
    // The other process has the catalogue cached, without the new vendor.
    expect(await b.services.games.vendorName(merchantId, 'FRESH', 'EN')).toBe('FRESH');
    await saveVendor(a, token, 'FRESH', vendorInput('RNG', { name: { EN: 'Fresh Vendor' } }));
    await waitUntil(
      async () => (await b.services.games.vendorName(merchantId, 'FRESH', 'EN')) === 'Fresh Vendor',
      {
        timeoutMs: 1_000,
        intervalMs: 20,
        what: 'the other process sees the new vendor',
      },
    );
  });

  it('counts the rate limit of a route once across both', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await callRoute(i % 2 ? b : a, routes.imageCaptcha)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await callRoute(a, routes.imageCaptcha);
    expect(refused.body.errorCode).toBe('too.many.requests');
  });
});

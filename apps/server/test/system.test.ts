import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenWhitelabel, MODULE_IDS, routes, systemStatusSchema } from '@wps/contracts';
import { call, callRoute, startTestServer, type RouteQuery, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /wps/system/status', () => {
  it('answers in the envelope with the site info, no token needed', async () => {
    const res = await callRoute(server, routes.systemStatus, { query: { url: 'localhost' } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('');
    expect(res.body.errorCode).toBeUndefined();
    const value = systemStatusSchema.parse(res.body.value);
    expect(value.status).toBe(0);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.location.countryCode).toBeNull();
    expect(value.info.merchantCode).toBe('aurora');
    expect(value.info.site.name).toBe('Aurora Play');
    expect(value.info.currency).toEqual({ code: 'PHP', symbol: '₱', position: 'F', decimals: 2 });
    expect(value.info.register.username.username.minLength).toBe(6);
    expect(value.info.resources.map((r) => r.resourceType)).toContain('ANDROID');
    expect(value.info.domainRoute.length).toBeGreaterThan(0);
  });

  it('sends every module of the tree, as "1"/"0" nodes', async () => {
    const res = await callRoute(server, routes.systemStatus);
    const flat = flattenWhitelabel(res.body.value.info.whitelabel);
    expect(Object.keys(flat).sort()).toEqual([...MODULE_IDS].sort());
    expect(flat.USERNAMEREG3).toBe(true);
    expect(flat.PWDEXPFORCECHANGE3).toBe(false);
  });

  it('sends exactly the declared fields: nothing private leaks', async () => {
    const res = await callRoute(server, routes.systemStatus);
    expect(Object.keys(res.body.value).sort()).toEqual([
      'info',
      'location',
      'maintenance',
      'maintenanceInfo',
      'regionRestriction',
      'status',
    ]);
    expect(res.text).not.toContain('blockedCountries');
    expect(res.text).not.toContain('allowedIpRanges');
    expect(res.text).not.toContain('merchantId');
    expect(res.text).not.toContain('loginLockThreshold');
  });

  it('maps the request host to the merchant when the Merchant header is absent', async () => {
    const res = await callRoute(server, routes.systemStatus, { merchant: null });
    expect(res.status).toBe(200);
    expect(res.body.value.info.merchantCode).toBe('aurora');
  });

  it('refuses an unknown host without a Merchant header', async () => {
    const res = await call(server, '/wps/system/status', {
      merchant: null,
      headers: { host: 'unknown.example' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: 'domain_check_failed' });
  });

  it('refuses an unknown merchant code', async () => {
    const res = await call(server, '/wps/system/status', { merchant: 'nosuch' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('merchant.not.found');
  });

  it('refuses a duplicated Merchant header with function.not.available', async () => {
    const res = await call(server, '/wps/system/status', { rawHeaders: [['Merchant', 'aurora']] });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('function.not.available');
  });

  it('carries a request id on every answer, and keeps a well-formed incoming one', async () => {
    const fresh = await call(server, '/wps/system/status');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await call(server, '/wps/system/status', {
      headers: { 'x-request-id': 'trace-abc-123456' },
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-abc-123456');
    const refused = await call(server, '/wps/system/status', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(refused.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });
});

describe('other system calls', () => {
  it('GET /wps/system/whitelabel returns the tree', async () => {
    const res = await callRoute(server, routes.whitelabel);
    expect(res.status).toBe(200);
    expect(res.body.value.map((node) => node.modId)).toContain('REG3');
  });

  it('GET /wps/system/setting/register returns the two forms', async () => {
    const res = await callRoute(server, routes.registerSettings);
    expect(Object.keys(res.body.value).sort()).toEqual(['mobile', 'username']);
    expect(res.body.value.mobile!.mobileNum!.required).toBe(true);
    expect(res.body.value.username!.username!.required).toBe(true);
  });

  it('GET /wps/system/domainRoute lists the routers with speed 0', async () => {
    const res = await callRoute(server, routes.domainRoute);
    expect(res.body.value.domainList.length).toBe(3);
    expect(res.body.value.domainList.every((entry) => entry.speed === 0)).toBe(true);
  });

  it('GET /wps/system/country lists dialing codes', async () => {
    const res = await callRoute(server, routes.countries);
    expect(res.body.value.length).toBeGreaterThan(200);
    expect(res.body.value).toContainEqual({ countryCode: 'PH', countryDialingCode: '+63' });
    expect(res.body.value).toContainEqual({ countryCode: 'VN', countryDialingCode: '+84' });
  });

  it('GET /wps/system/helpCenter answers in the Language header', async () => {
    const en = await callRoute(server, routes.helpCenter, { headers: { language: 'EN' } });
    const cn = await callRoute(server, routes.helpCenter, { headers: { language: 'CN' } });
    expect(en.body.value.categories.length).toBe(4);
    expect(en.body.value.categories[0]!.items.length).toBe(3);
    expect(cn.body.value.categories[0]!.key).toBe(en.body.value.categories[0]!.key);
    expect(cn.body.value.categories[0]!.title).not.toBe(en.body.value.categories[0]!.title);
  });

  it('GET /wps/session/key/rsa publishes an RSA-OAEP public key', async () => {
    const res = await callRoute(server, routes.rsaKey);
    expect(res.body.value.algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const key = await crypto.subtle.importKey(
      'spki',
      Buffer.from(res.body.value.publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['wrapKey'],
    );
    expect((key.algorithm as unknown as { modulusLength: number }).modulusLength).toBe(2048);
  });
});

describe('MCSFE_getListAnnouncements', () => {
  const path = routes.announcements.path;
  const list = (query: RouteQuery<typeof routes.announcements>, language?: string) =>
    callRoute(server, routes.announcements, { query, headers: language ? { language } : {} });

  it('returns banners by group, marquee notices, popups for the execution and promotions', async () => {
    const res = await list({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
    expect(res.status).toBe(200);
    const groups = new Set(res.body.value.banners.map((banner) => banner.groupName));
    expect(groups).toEqual(new Set(['w_home', 'w_login', 'w_register']));
    expect(res.body.value.player.length).toBe(12);
    expect(res.body.value.popup.length).toBe(1);
    expect(res.body.value.popup[0]!.execution).toBe('B');
    expect(res.body.value.promotion.length).toBe(3);
  });

  it('filters popups by execution A and F', async () => {
    for (const execution of ['A', 'F'] as const) {
      const res = await list({ types: 'PU', execution });
      expect(res.body.value.popup.map((popup) => popup.execution)).toEqual([execution]);
      expect(res.body.value.banners).toEqual([]);
    }
  });

  it('answers in the Language header', async () => {
    const en = await list({ types: 'PL' }, 'EN');
    const th = await list({ types: 'PL' }, 'TH');
    expect(th.body.value.player[0]!.title).not.toBe(en.body.value.player[0]!.title);
    expect(th.body.value.player[0]!.title).toMatch(/[\u0e00-\u0e7f]/);
  });

  it('refuses unknown types with a per-field validation error', async () => {
    const res = await call(server, `${path}?types=B,ZZ`);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    expect(res.body.value).toMatchObject({
      fields: { 'query.types.1': { code: expect.stringMatching(/^field\./) } },
    });
  });
});

describe('HTTP conventions', () => {
  it('answers 404 not.found in the envelope for an unknown call', async () => {
    const res = await call(server, '/wps/relay/NOPE_nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, value: null, message: 'Not found', errorCode: 'not.found' });
  });

  it('answers 405 http_method_not_support for a known path with the wrong method', async () => {
    const res = await call(server, '/wps/system/status', { method: 'POST', body: {} });
    expect(res.status).toBe(405);
    expect(res.body.errorCode).toBe('http_method_not_support');
  });

  it('answers an unreadable JSON body with a validation error and no internals', async () => {
    const res = await call(server, '/wps/admin/session/login', {
      method: 'POST',
      body: '{"username": ',
      merchant: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    expect(res.text).not.toMatch(/at .*\.js|SyntaxError|stack/);
  });

  it('sets security headers', async () => {
    const res = await call(server, '/wps/system/status');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { adminToken, callRoute, putSection, startTestServer, type TestServer } from './harness.js';

describe('region and IP restriction behind a trusted proxy', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    token = await adminToken(server);
  });
  afterAll(() => server?.close());
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it('reports the visitor address and country from the GeoIP database', async () => {
    const res = await callRoute(server, routes.systemStatus, from('8.8.8.8'));
    expect(res.body.value.location).toEqual({ ip: '8.8.8.8', countryCode: 'US' });
    expect(res.body.value.status).toBe(0);
  });

  it('answers status 2 for a blocked country, and refuses its other calls', async () => {
    await putSection(server, token, 'regionRestriction', () => ({
      blockedCountries: ['US'],
      blockedIpRanges: [],
      allowedIpRanges: [],
    }));
    const blocked = await callRoute(server, routes.systemStatus, from('8.8.8.8'));
    expect(blocked.body.value).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: '8.8.8.8', countryCode: 'US' },
    });
    const refused = await callRoute(server, routes.countries, from('8.8.8.8'));
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('access.restricted');
    const other = await callRoute(server, routes.systemStatus, from('1.0.1.1'));
    expect(other.body.value).toMatchObject({ status: 0, location: { countryCode: 'CN' } });
  });

  it('blocks an IP range, and an allowed range wins over a blocked country', async () => {
    await putSection(server, token, 'regionRestriction', () => ({
      blockedCountries: ['US'],
      blockedIpRanges: ['203.0.113.0/24'],
      allowedIpRanges: ['8.8.8.8/32'],
    }));
    expect((await callRoute(server, routes.systemStatus, from('203.0.113.9'))).body.value.status).toBe(2);
    expect((await callRoute(server, routes.systemStatus, from('8.8.8.8'))).body.value.status).toBe(0);
    expect((await callRoute(server, routes.systemStatus, from('8.8.4.4'))).body.value.status).toBe(2);
  });

  it('puts maintenance (1) ahead of restriction (2)', async () => {
    await putSection(server, token, 'maintenance', () => ({ enabled: true, until: null }));
    expect((await callRoute(server, routes.systemStatus, from('203.0.113.9'))).body.value.status).toBe(1);
    await putSection(server, token, 'maintenance', () => ({ enabled: false, until: null }));
  });
});

describe('without a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('ignores X-Forwarded-For: the address is the socket peer', async () => {
    const res = await callRoute(server, routes.systemStatus, {
      headers: { 'x-forwarded-for': '8.8.8.8' },
    });
    expect(res.body.value.location).toEqual({ ip: '127.0.0.1', countryCode: null });
  });
});

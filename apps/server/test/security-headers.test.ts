import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { API_CSP } from '../src/platform/http/security-headers.js';
import {
  adminToken,
  call,
  callRoute,
  putSection,
  refusalOf,
  startTestServer,
  type TestServer,
} from './harness.js';

/** Security headers and operator links (security finding 7). */

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme','dark');";
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-web-csp-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><title>t</title><script>${THEME_SCRIPT}</script>` +
    '<script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>',
);

let server: TestServer;
let proxied: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ env: { WEB_DIST: webDist } });
  proxied = await startTestServer({ env: { WEB_DIST: webDist, TRUST_PROXY: 'loopback' } });
  admin = await adminToken(server);
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    policy!.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('limits a page to the site, its hashed theme script, its CDNs and the vendors’ game frames', async () => {
    const cdn = await putSection(server, admin, 'cdn', (value: Record<string, unknown>) => ({
      ...value,
      imageCDNs: ['https://img.cdn.example/banners'],
      launchGameCDNs: ['https://games.cdn.example'],
    }));
    expect(cdn.status, cdn.text).toBe(200);
    const page = await fetch(`${server.url}/promotions`, { headers: { merchant: 'aurora' } });
    expect(page.status).toBe(200);
    const policy = directives(page.headers.get('content-security-policy'));
    const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    expect(policy['script-src']).toEqual(["'self'", hash]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    const vendor = new URL(server.slotsVendor.url).origin;
    expect(policy['frame-src']).toEqual(expect.arrayContaining([vendor, 'https://games.cdn.example']));
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'https://img.cdn.example', vendor]));
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('forbids everything on API answers', async () => {
    const res = await call(server, '/wps/system/status');
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  });
});

describe('Permissions-Policy and HSTS', () => {
  it('turns powerful features off, delegating fullscreen to the game frames only', async () => {
    const res = await call(server, '/wps/system/status');
    const policy = res.headers.get('permissions-policy')!;
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature);
    expect(policy).toContain(`fullscreen=(self "${new URL(server.slotsVendor.url).origin}")`);
  });

  it('sends HSTS only over TLS, as a trusted proxy reports it', async () => {
    expect((await call(server, '/wps/system/status')).headers.get('strict-transport-security')).toBeNull();
    // An untrusted peer cannot claim TLS.
    const claimed = await call(server, '/wps/system/status', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await call(proxied, '/wps/system/status', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('links an operator enters', () => {
  const banner = (imageUrl: string, linkageType: string, linkage: string | null) => ({
    type: 'B',
    title: { EN: 'Banner' },
    content: { EN: 'Banner' },
    imageUrl,
    groupName: 'w_home',
    linkageType,
    linkage,
    execution: null,
    promotionType: null,
    sortOrder: 1,
    enabled: true,
    startsAt: null,
    endsAt: null,
  });
  const post = (body: unknown) =>
    call(server, '/wps/admin/merchants/aurora/announcements', {
      method: 'POST',
      merchant: null,
      headers: { authorization: admin },
      body,
    });

  it.each([
    ['a javascript: banner link', banner('/media/b.svg', 'URL', 'javascript:alert(1)'), 'linkage'],
    ['a disguised one', banner('/media/b.svg', 'URL', ' java\tscript:alert(1)'), 'linkage'],
    ['a data: banner image', banner('data:text/html,<script>alert(1)</script>', 'NONE', null), 'imageUrl'],
  ])('refuses %s with 400 validation.failed and stores nothing', async (_what, body, field) => {
    const list = () =>
      callRoute(server, routes.announcementList, { token: admin, params: { merchantCode: 'aurora' } });
    const before = await list();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    expect(Object.keys(refusalOf(res).fields!)).toContain(field);
    const after = await list();
    expect(after.text).toBe(before.text);
  });

  it('takes http(s) links and site paths', async () => {
    expect((await post(banner('https://img.cdn.example/b.png', 'URL', 'https://example.com/x'))).status).toBe(
      200,
    );
    expect((await post(banner('banners/b.svg', 'URL', '/promotions'))).status).toBe(200);
  });

  it('refuses javascript: in a CDN setting and in a vendor icon', async () => {
    const cdn = await putSection(server, admin, 'cdn', (value: Record<string, unknown>) => ({
      ...value,
      imageCDNs: ['javascript:alert(1)'],
    }));
    expect(cdn.status).toBe(400);
    expect(cdn.text).toContain('imageCDNs');
    const vendor = await call(server, '/wps/admin/merchants/aurora/vendors/AURORA', {
      method: 'PUT',
      merchant: null,
      headers: { authorization: admin },
      body: {
        category: 'RNG',
        name: { EN: 'Aurora' },
        icon: 'javascript:alert(1)',
        isHot: false,
        vassalage: false,
        walletMode: 'seamless',
        enabled: true,
        sortOrder: 1,
      },
    });
    expect(vendor.status).toBe(400);
    expect(vendor.body.errorCode).toBe('validation.failed');
    expect(Object.keys(refusalOf(vendor).fields!)).toEqual(['icon']);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/** A stand-in for the built member site: index.html and one hashed asset with its .gz. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

/** A stand-in for the built back office, with its inline theme script. */
const adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-admin-'));
const ADMIN_SCRIPT = "document.documentElement.dataset.theme = 'light';";
fs.writeFileSync(
  path.join(adminDist, 'index.html'),
  `<!doctype html><html><head><script>${ADMIN_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
);
fs.mkdirSync(path.join(adminDist, 'assets'));
fs.writeFileSync(path.join(adminDist, 'assets', 'admin-def456.js'), 'console.log(2)');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { WEB_DIST: webDist, ADMIN_DIST: adminDist } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(adminDist, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${urlPath}`, { headers });

describe('serving the back office under /admin', () => {
  it('answers its page for every path under /admin, never cached, framed by nothing', async () => {
    for (const urlPath of ['/admin', '/admin/', '/admin/login', '/admin/m/aurora/members/7?tab=ledger']) {
      const page = await get(urlPath);
      expect(page.status, urlPath).toBe(200);
      expect(await page.text()).toContain(ADMIN_SCRIPT);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("frame-src 'none'");
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toContain("unsafe-inline'; script");
    }
  });

  it('serves its hashed assets for a year, a missing one as 404, and never the member site for them', async () => {
    const asset = await get('/admin/assets/admin-def456.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/admin/assets/nope-1.js')).status).toBe(404);
    // The member site's page never points at the back office's files.
    expect(await (await get('/index')).text()).not.toContain('/admin/');
  });
});

describe('serving the member site', () => {
  it('serves index.html for page routes, revalidated, with the home banner preloaded on the home page', async () => {
    const home = await get('/index');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain(
      '<link rel="preload" as="image" href="/media/banners/home-1.svg" fetchpriority="high" />',
    );
    const other = await get('/promotions');
    expect(other.status).toBe(200);
    expect(await other.text()).not.toContain('rel="preload"');
    expect((await get('/register.html')).status).toBe(200);
  });

  it('serves hashed assets with a year of caching, and a missing asset as 404', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/nope-123.js');
    expect(missing.status).toBe(404);
  });

  it('answers an unknown /wps path in the envelope, not with the page', async () => {
    const res = await get('/wps/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('answers refusals of API calls in the envelope when the site is served too', async () => {
    const login = await fetch(`${server.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: 'aurora' },
      body: JSON.stringify({ username: 'x', password: 'y' }),
    });
    expect(login.status).toBe(400);
    expect(await login.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
    const info = await fetch(`${server.url}/wps/member/info`, { headers: { merchant: 'aurora' } });
    expect(info.status).toBe(401);
    expect(await info.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});

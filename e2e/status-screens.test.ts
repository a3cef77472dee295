import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { describeViolations, seriousViolations } from './support/axe.js';
import { launchBrowser, openPage } from './support/browser.js';
import { operator, startSite, type Site } from './support/site.js';

let site: Site;
let browser: Browser;
let ops: Awaited<ReturnType<typeof operator>>;

before(async () => {
  site = await startSite({ SETTINGS_CACHE_MS: '0' });
  browser = await launchBrowser();
  ops = await operator(site);
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

describe('root screen by system status', () => {
  it('status 1: the maintenance page with Contact Us opening customer service, and no console errors', async () => {
    await ops.update('maintenance', () => ({
      enabled: true,
      until: '2026-11-23T02:00:00.000Z',
      message: { EN: 'We are upgrading the wallet.' },
    }));
    try {
      const { page, errors, close } = await openPage(browser);
      // The customer-service host is outside this machine: answer it here, so no request leaves loopback.
      await page
        .context()
        .route('https://chat.aurora-play.example/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
        );
      await page.goto(`${site.url}/index`);
      await page.getByRole('heading', { name: 'System Maintenance' }).waitFor();
      assert.match(await page.locator('body').innerText(), /We are upgrading the wallet\./);
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Contact us' }).click();
      const chat = await popup;
      await chat.waitForLoadState();
      assert.match(chat.url(), /^https:\/\/chat\.aurora-play\.example\/live/);
      const violations = await seriousViolations(page);
      assert.equal(violations.length, 0, describeViolations(violations));
      assert.deepEqual(
        errors.filter((e) => !e.includes('chat.aurora-play.example')),
        [],
      );
      await close();
    } finally {
      await ops.update('maintenance', () => ({ enabled: false, until: null }));
    }
  });

  it('status 2: the restriction page shows the visitor IP and country with Contact Us', async () => {
    await ops.update('regionRestriction', () => ({
      blockedCountries: [],
      blockedIpRanges: ['127.0.0.0/8'],
      allowedIpRanges: [],
    }));
    try {
      const { page, errors, close } = await openPage(browser);
      await page.goto(`${site.url}/index`);
      await page.getByRole('heading', { name: 'Access restricted' }).waitFor();
      const text = await page.locator('body').innerText();
      assert.match(text, /127\.0\.0\.1/);
      assert.match(text, /Unknown/, 'a loopback address has no country');
      await page.getByRole('button', { name: 'Contact us' }).waitFor();
      assert.deepEqual(errors, []);
      await close();
    } finally {
      await ops.update('regionRestriction', () => ({
        blockedCountries: [],
        blockedIpRanges: [],
        allowedIpRanges: [],
      }));
    }
  });

  it('status 0 again once the operator lifts it', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${site.url}/index`);
    await page.locator('[data-layout="full"]').waitFor();
    await close();
  });

  it('loginedToHomePage sends visitors to /login, except the open routes', async () => {
    await ops.update('flags', (flags: Record<string, unknown>) => ({ ...flags, loginedToHomePage: true }));
    try {
      const { page, close } = await openPage(browser);
      await page.goto(`${site.url}/promotions`);
      await page.waitForURL((url) => url.pathname === '/login');
      for (const open of ['/helpmc', '/download', '/register']) {
        await page.goto(`${site.url}${open}`);
        await page.locator('[data-layout]').waitFor();
        assert.equal(new URL(page.url()).pathname, open);
      }
      await close();
    } finally {
      await ops.update('flags', (flags: Record<string, unknown>) => ({ ...flags, loginedToHomePage: false }));
    }
  });
});

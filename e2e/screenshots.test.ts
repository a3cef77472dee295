import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { ROOT, startSite, type Site } from './support/site.js';

/** Screenshots a developer opens and looks at (e2e/screenshots, not committed). */
const OUT = path.join(ROOT, 'e2e/screenshots');
let site: Site;
let browser: Browser;

before(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

describe('home page screenshots', () => {
  for (const language of ['EN', 'CN', 'UR']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [device, width, height] of [
        ['desktop', 1280, 800],
        ['phone', 390, 844],
      ] as const) {
        it(`${language} ${scheme} ${device}`, async () => {
          const { page, errors, close } = await openPage(browser, {
            viewport: { width, height },
            colorScheme: scheme,
            deviceScaleFactor: 1,
          });
          await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
          await page.goto(`${site.url}/index`);
          await page.locator('[data-layout="full"]').waitFor();
          await page.locator('.marquee, [class*="marquee"]').first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          await page.waitForFunction(() =>
            [...document.images].every((img) => img.loading === 'lazy' || img.complete),
          );
          const file = path.join(OUT, `home-${language}-${scheme}-${device}.png`);
          await page.screenshot({ path: file, fullPage: true });
          assert.ok(fs.statSync(file).size > 20_000, 'a real, non-blank page');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          assert.equal(overflow, 0, 'no horizontal scrolling');
          assert.deepEqual(errors, []);
          await close();
        });
      }
    }
  }
});

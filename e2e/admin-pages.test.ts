import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CAPTCHA_CODE, memberApi, operatorApi, uniqueMobile, uniqueName } from './support/auth.js';
import { describeViolations, seriousViolations } from './support/axe.js';
import { launchBrowser, unexpected } from './support/browser.js';
import { ADMIN_NEW_PASSWORD, ROOT, startSite, type Site } from './support/site.js';
import { ALL_SCREENSHOTS } from './support/variants.js';

/**
 * Every back-office page (each entry of the admin's menu, plus a member's page and a settings
 * section reached from them), with data in it: opened as
 * the admin at desktop and tablet width, light and dark, English and Chinese; axe-core finds no
 * serious or critical violation, nothing is logged as an error, and a screenshot of each is kept in
 * e2e/screenshots/admin (not committed) for a developer to open and look at.
 */

const OUT = path.join(ROOT, 'e2e/screenshots/admin');
let site: Site;
let browser: Browser;
let memberId = 0;

before(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  site = await startSite({ CAPTCHA_TEST_CODE: CAPTCHA_CODE });
  browser = await launchBrowser();
  // Something on every list: members, money in and out, a decision waiting.
  const ops = await operatorApi(site);
  const api = memberApi(site);
  for (let index = 0; index < 3; index++) {
    const username = uniqueName(`shot${index}`);
    await api.register({ username, password: 'Secret123', mobileNum: uniqueMobile() });
    await ops.adjust(username, `${(index + 1) * 150}.50`);
    memberId = (await ops.memberNamed(username)).id;
  }
  // Other operators, so the operators page shows the actions on another account (one switched off).
  await ops.call('POST', '/wps/admin/operators', {
    username: 'finance.lee',
    password: 'Finance-pass-123',
    role: 'editor',
  });
  const viewer = await ops.call<{ id: number }>('POST', '/wps/admin/operators', {
    username: 'support.ana',
    password: 'Support-pass-123',
    role: 'viewer',
  });
  await ops.call('PATCH', `/wps/admin/operators/${viewer.id}`, { disabled: true, reason: 'On leave' });
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

/** The admin's menu entries (every page the role may open), and pages reached from them. */
async function pagesOf(page: Page): Promise<string[]> {
  const menu = page.getByRole('complementary').getByRole('link');
  // The merchant's pages join the menu once the merchants are known (the drawer is hidden on a tablet).
  await page.locator('aside a[href$="/m/aurora/dashboard"]').waitFor({ state: 'attached' });
  const paths = await menu.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  return [...paths, `/admin/m/aurora/members/${memberId}`, '/admin/m/aurora/settings/registerRules'];
}

async function signedIn(options: { width: number; scheme: 'light' | 'dark'; language: 'en' | 'zh' }) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: 900 },
    colorScheme: options.scheme,
    deviceScaleFactor: 1,
  });
  context.setDefaultTimeout(15_000);
  await context.addInitScript(
    (language) => localStorage.setItem('wps-admin-language', language),
    options.language,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}/admin/login`);
  await page.locator('#login-username').fill('admin');
  await page.locator('#login-password').fill(ADMIN_NEW_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return { page, errors, close: () => context.close() };
}

/** Waits until the page shows its heading and no request of it is still running. */
async function ready(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const EVERY_VARIANT = [
  { name: 'desktop-light-en', width: 1280, scheme: 'light', language: 'en' },
  { name: 'tablet-dark-zh', width: 820, scheme: 'dark', language: 'zh' },
  { name: 'desktop-dark-zh', width: 1280, scheme: 'dark', language: 'zh' },
  { name: 'tablet-light-en', width: 820, scheme: 'light', language: 'en' },
] as const;
/** Without SCREENSHOTS=all, the first two: between them both languages, themes and widths. */
const VARIANTS = ALL_SCREENSHOTS ? EVERY_VARIANT : EVERY_VARIANT.slice(0, 2);

describe('every back-office page', () => {
  for (const variant of VARIANTS)
    it(`opens, passes axe and is shot (${variant.name})`, async () => {
      const { page, errors, close } = await signedIn(variant);
      const problems: string[] = [];
      const targets = await pagesOf(page);
      assert.ok(targets.length >= 20, `the menu lists ${targets.length} pages`);
      for (const target of targets) {
        await page.goto(`${site.url}${target}`);
        await ready(page);
        const file = `${target.replace(/^\/admin\//, '').replace(/[/:]/g, '_')}-${variant.name}.png`;
        await page.screenshot({ path: path.join(OUT, file), fullPage: true });
        // axe once per page and theme (the language does not change the markup's roles).
        if (variant.width === 1280) {
          const violations = await seriousViolations(page);
          if (violations.length) problems.push(`${target}: ${describeViolations(violations)}`);
        }
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(unexpected(errors), []);
      await close();
    });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { describeViolations, seriousViolations } from './support/axe.js';
import { animationsDone, launchBrowser, openPage, settled, type WatchedPage } from './support/browser.js';
import { startSite, type Site } from './support/site.js';

let site: Site;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

async function visit(
  path: string,
  options?: Parameters<typeof openPage>[1],
  extra?: Parameters<typeof openPage>[2],
): Promise<WatchedPage> {
  const watched = await openPage(browser, options, extra);
  await watched.page.goto(`${site.url}${path}`);
  await watched.page.locator('[data-layout]').first().waitFor();
  return watched;
}

describe('routes and layouts', () => {
  it('sends / to /index, the home page, with no console errors', async () => {
    const { page, errors, close } = await visit('/');
    assert.equal(new URL(page.url()).pathname, '/index');
    await page.locator('.marquee, [class*="marquee"]').first().waitFor();
    await page
      .getByRole('heading', { name: /Promotions/ })
      .first()
      .waitFor();
    assert.deepEqual(errors, []);
    await close();
  });

  const table: [string, string][] = [
    ['/index', 'full'],
    ['/register', 'full'],
    ['/register.html', 'full'],
    ['/noticePage', 'full'],
    ['/vip', 'full'],
    ['/pointMall', 'header-footer'],
    ['/lottery', 'header-only'],
    ['/vnlottery', 'header-only'],
    ['/seaLottery', 'header-only'],
    ['/elott', 'full'],
    ['/sports', 'full'],
    ['/esports', 'full'],
    ['/promotions', 'full'],
    ['/promoDetail', 'full'],
    ['/help', 'full'],
    ['/down', 'full'],
    ['/download', 'full'],
    ['/join', 'full'],
    ['/rng', 'full'],
    ['/rng?page=vassalage', 'full'],
    ['/live', 'full'],
    ['/pvp', 'full'],
    ['/fish', 'full'],
    ['/seamless', 'header-only'],
    ['/helpmc', 'bare'],
    ['/game', 'header-only'],
    ['/login', 'full'],
  ];

  it('renders every route of the routes table in its layout, with a heading and no console errors', async () => {
    const watched = await openPage(browser);
    for (const [path, layout] of table) {
      await watched.page.goto(`${site.url}${path}`);
      const shell = watched.page.locator('[data-layout]').first();
      await shell.waitFor().catch((error: Error) => {
        throw new Error(`${path}: ${error.message}`);
      });
      assert.equal(await shell.getAttribute('data-layout'), layout, path);
      const header = await watched.page.locator('header').count();
      const footer = await watched.page.locator('footer').count();
      assert.equal(header > 0, layout !== 'bare', `${path} header`);
      assert.equal(footer > 0, layout === 'full' || layout === 'header-footer', `${path} footer`);
      assert.equal(await watched.page.locator('main').count(), 1, `${path} main`);
      await watched.page.locator('main h1, main h2').first().waitFor({ timeout: 10_000 });
    }
    assert.deepEqual(watched.errors, []);
    await watched.close();
  });

  it('opens the registration dialog on /register', async () => {
    const { page, close } = await visit('/register');
    await page.getByRole('dialog').waitFor();
    assert.match(await page.getByRole('dialog').innerText(), /Register/);
    await close();
  });

  it('shows the before-login popup once per browser session', async () => {
    const { page, close } = await visit('/index', {}, { popups: true });
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.marquee, [class*="marquee"]').first().waitFor();
    // The popups come with the announcements the marquee shows: once the page has loaded, nothing is
    // in flight (no popup chunk on its way) and the frames after it have run, a popup would be open.
    await page.waitForLoadState('networkidle');
    await settled(page);
    assert.equal(await page.getByRole('dialog').count(), 0);
    await close();
  });

  it('shows a not-found page for an unknown route', async () => {
    const { page, close } = await visit('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await close();
  });

  it('shows a retry message, not a blank page, when a page chunk cannot load, and recovers on retry', async () => {
    const { page, close } = await visit('/index');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'Help', exact: true }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'took too long to load' });
    await alert.waitFor();
    await page.unroute('**/assets/*.js');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Help centre' }).waitFor();
    await close();
  });
});

describe('dialogs', () => {
  it('generic dialog: Escape closes, Enter presses the default button, cover click closes', async () => {
    const { page, errors, close } = await visit('/index');
    const deposit = page.getByRole('button', { name: 'Deposit' }).first();
    const dialog = page.getByRole('dialog');

    await deposit.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await deposit.click();
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /Please log in/);
    await page.keyboard.press('Enter'); // default button "Log in" → the login dialog replaces it
    await page.getByRole('dialog', { name: 'Please log in' }).waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await deposit.click();
    await dialog.waitFor();
    await page.getByTestId('overlay-cover').click({ position: { x: 5, y: 5 } });
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await close();
  });

  it('locks page scroll while open and restores the position on close', async () => {
    const { page, close } = await visit('/index', { viewport: { width: 390, height: 700 } });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => Math.round(window.scrollY) === 400);
    const mainTop = () =>
      page.evaluate(() => Math.round(document.querySelector('main')!.getBoundingClientRect().top));
    const before = await mainTop();
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await page.getByRole('dialog').waitFor();
    assert.equal(await mainTop(), before, 'opening the dialog does not move the page');
    await page.mouse.wheel(0, 600);
    await settled(page);
    assert.equal(await mainTop(), before, 'the page does not scroll under the dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(Math.round(await page.evaluate(() => window.scrollY)), 400, 'position restored');
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 400);
    await close();
  });

  it('notice modal: not closed by an outside click, nine notices a page, dates as yyyy-MM-dd hh:mm:ss', async () => {
    const { page, close } = await visit('/index');
    await page.getByRole('button', { name: 'Notices' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Notices' });
    await modal.waitFor();
    const items = modal.locator('li').filter({ has: page.locator('time') });
    await items.first().waitFor();
    assert.equal(await items.count(), 9);
    const dates = await modal.locator('time').allInnerTexts();
    for (const date of dates) assert.match(date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.getByTestId('overlay-cover').click({ position: { x: 5, y: 5 } });
    await settled(page);
    // Closing starts at once (the overlay takes `is-closing` before it fades): it must not have.
    assert.equal(
      await page.locator('.overlay.is-closing').count(),
      0,
      'outside click does not close the modal',
    );
    assert.equal(await modal.isVisible(), true);
    await modal.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] li time').length === 3);
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await modal.waitFor({ state: 'detached' });
    await close();
  });
});

describe('languages and themes', () => {
  const languages: [string, string, RegExp][] = [
    ['简体中文', 'zh-CN', /[\u4e00-\u9fff]/],
    ['日本語', 'ja', /[\u3040-\u30ff\u4e00-\u9fff]/],
    ['ไทย', 'th', /[\u0e00-\u0e7f]/],
    ['Tiếng Việt', 'vi', /[ạảấầẩậắằẳặẹẻếềểệịỉọỏốồổộớờởợụủứừửựỳỷỹđ]/i],
    ['اردو', 'ur', /[\u0600-\u06ff]/],
    ['English', 'en', /Promotions/],
  ];

  it('switches to each language, keeps it across a reload, and turns the page right-to-left for Urdu', async () => {
    const { page, errors, close } = await visit('/index');
    for (const [name, tag, script] of languages) {
      await page.locator('.lang-chooser__button').click();
      await page.locator('.lang-menu').getByRole('button', { name, exact: true }).click();
      await page.waitForFunction((expected) => document.documentElement.lang === expected, tag);
      await page.reload();
      await page.locator('[data-layout]').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), tag, `${name} survives reload`);
      assert.equal(await page.evaluate(() => document.documentElement.dir), tag === 'ur' ? 'rtl' : 'ltr');
      await page.waitForFunction(
        (source) => new RegExp(source).test(document.querySelector('nav')?.textContent ?? ''),
        script.source,
      );
    }
    const stored = await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]);
    assert.deepEqual(stored, ['EN', 'UR']);
    assert.deepEqual(errors, []);
    await close();
  });

  it('sends the chosen language to the server', async () => {
    const { page, close } = await visit('/index');
    await page.evaluate(() => localStorage.setItem('lang', 'TH'));
    const request = page.waitForRequest(
      (req) => req.url().includes('/wps/') && req.headers()['language'] === 'TH',
    );
    await page.reload();
    await request;
    await close();
  });

  it('toggles the theme and keeps it across a reload; follows the system preference by default', async () => {
    const dark = await visit('/index', { colorScheme: 'dark' });
    assert.equal(await dark.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await dark.close();
    const { page, close } = await visit('/index', { colorScheme: 'light' });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await page.reload();
    await page.locator('[data-layout]').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await close();
  });
});

describe('accessibility (axe-core)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`finds no serious or critical violations on the home page (${scheme})`, async () => {
      const { page, close } = await visit('/index', { colorScheme: scheme });
      await page.locator('.marquee, [class*="marquee"]').first().waitFor();
      const violations = await seriousViolations(page);
      assert.equal(violations.length, 0, describeViolations(violations));
      await close();
    });
  }

  it('finds no serious or critical violations with a dialog open', async () => {
    const { page, close } = await visit('/index');
    await page.getByRole('button', { name: 'Deposit' }).first().click();
    await page.getByRole('dialog').waitFor();
    await animationsDone(page);
    const violations = await seriousViolations(page);
    assert.equal(violations.length, 0, describeViolations(violations));
    await close();
  });
});

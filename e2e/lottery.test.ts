import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { memberApi, operatorApi, uniqueName } from './support/auth.js';
import { animationsDone, launchBrowser, openPage } from './support/browser.js';
import { ROOT, startSite, type Site } from './support/site.js';
import { wanted } from './support/variants.js';

/**
 * A member's evening of lottery on a 390 px phone, against the real server and the in-house lottery
 * vendor: Lottery from the bottom navigation → the fast Vietnamese game (a draw every minute) → a lô
 * bet typed in shorthand and a head-digit bet picked on the grid, chased over three periods with
 * stop-on-win → the draw → the win in the orders, the balance and the betting record → the draw
 * recomputed on the verifier page → the chase stopped with its other periods refunded. Then every
 * lottery screen is shot.
 */

const PASSWORD = 'Lotto12345';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const OUT = path.join(ROOT, 'e2e/screenshots');

let site: Site;
let browser: Browser;
let ops: Awaited<ReturnType<typeof operatorApi>>;

before(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  site = await startSite();
  ops = await operatorApi(site);
  await ops.modules({ GEETEST3: false, CAPTCHA3: false });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

async function newMember(funds: string) {
  const api = memberApi(site);
  const username = uniqueName('lotto');
  await api.register({ username, password: PASSWORD });
  await ops.adjust(username, funds);
  return { username, token: await api.login(username, PASSWORD), api };
}

async function apiBalance(token: string): Promise<number> {
  const reply = await memberApi(site).call<{ sumBalance: string }>('GET', '/wps/v2/wallets/balance', {
    token,
  });
  assert.equal(reply.success, true, JSON.stringify(reply));
  return Number(reply.value.sumBalance);
}

/** A page signed in with `token` (the token in session storage once, as after a login). */
async function signedIn(token: string, options: object, colorScheme: 'light' | 'dark' = 'light') {
  const watched = await openPage(browser, { ...options, colorScheme });
  await watched.page.addInitScript((value) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    sessionStorage.setItem('token', value);
  }, token);
  return watched;
}

/** Seconds left on the game header's countdown (0 when it is not counting down to the close). */
async function secondsToClose(page: Page): Promise<number> {
  const clock = page.locator('.lottery-head .lottery-clock').first();
  if ((await clock.getAttribute('data-phase')) !== 'open') return 0;
  const text = (await clock.locator('.lottery-clock__time').textContent()) ?? '';
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

it('bets by shorthand and by picking on a fast game, wins, sees it everywhere, verifies the draw, and the chase stops', async () => {
  const member = await newMember('5000');
  const { page, errors } = await signedIn(member.token, PHONE);
  // Signed in by token (as a tab restored): no after-login popups.
  await page.goto(`${site.url}/index`);

  // Lottery from the bottom navigation, then the 1-minute Vietnamese game from the hub.
  await page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('link', { name: 'Lottery' })
    .click();
  await page.waitForURL(/\/elott$/);
  await page.getByRole('link', { name: 'Vietnam Fast Lottery (1 min)' }).click();
  await page.waitForURL(/\/vnlottery\?gameCode=VN_FAST1/);
  const header = page.locator('.lottery-head').first();
  await header.locator('.lottery-clock[data-phase="open"]').waitFor();
  // Enough time to fill the slip: else the next period (a draw every minute).
  if ((await secondsToClose(page)) < 25) {
    const period = await header.locator('.lottery-note').first().textContent();
    await page.waitForFunction(
      (before) => document.querySelector('.lottery-head .lottery-note')?.textContent !== before,
      period,
      { timeout: 70_000 },
    );
    await header.locator('.lottery-clock[data-phase="open"]').waitFor();
  }

  // A lô on 23 and 45, typed as players do.
  const shorthand = page.getByRole('region', { name: 'Shorthand' });
  await shorthand.getByLabel('Bet codes').fill('nhanh1 23 45 lo 1');
  await shorthand.getByRole('button', { name: 'Read bets' }).click();
  await shorthand.getByText('23 45', { exact: true }).waitFor();
  await shorthand.getByRole('button', { name: 'Add all to the slips' }).click();
  // A head-digit bet on every digit, picked on the grid: one of them wins whatever is drawn.
  const bet = page.getByRole('region', { name: 'Place a bet' });
  await bet.getByRole('button', { name: 'Head digit (Đầu)' }).click();
  await bet.getByRole('button', { name: 'All', exact: true }).click();
  await bet.getByRole('button', { name: 'Add to slip' }).click();

  // Chased over three periods, stopping after the first win; the total comes from the server.
  const slip = page.getByRole('region', { name: 'Bet slip' });
  await slip.getByLabel('Chase over several periods').check();
  await slip.getByLabel(/^Periods/).fill('3');
  await slip.getByLabel('Stop after the first win').check();
  // lô: 2 numbers × 27 prizes × 1.00; đầu: 10 digits × 1.00 → 64.00 a period, 192.00 for three.
  await slip.getByText('192.00').first().waitFor();
  await slip.getByRole('button', { name: 'Place bets' }).click();
  await slip.getByText('Orders placed: 3').waitFor();
  assert.equal(await apiBalance(member.token), 5000 - 192);

  // The draw: the order shows as won without reloading the page.
  const tabs = page.getByRole('tablist', { name: 'Orders, results and rules' });
  await tabs.getByRole('tab', { name: 'My orders' }).click();
  const orders = page.getByRole('tabpanel');
  await orders.getByText('Won').first().waitFor({ timeout: 120_000 });
  const placed = await member.api.call<{
    list: { status: string; win: string | null; chaseNo: string | null; periodNumber: string }[];
  }>('GET', '/lgw/orders?state=all', { token: member.token });
  const won = placed.value.list.find((order) => order.status === 'won')!;
  const expected = 5000 - 64 + Number(won.win);
  // The two later periods of the chase are refunded.
  for (let i = 0; i < 60 && (await apiBalance(member.token)) !== expected; i++)
    await page.waitForTimeout(250);
  assert.equal(await apiBalance(member.token), expected);
  await page.waitForFunction(
    (amount) => document.querySelector('.header')?.textContent?.includes(amount) ?? false,
    expected.toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  const chases = await member.api.call<{ list: { status: string; won: number; waiting: number }[] }>(
    'GET',
    '/lgw/orders/chases',
    { token: member.token },
  );
  assert.deepEqual(
    {
      status: chases.value.list[0]!.status,
      won: chases.value.list[0]!.won,
      waiting: chases.value.list[0]!.waiting,
    },
    { status: 'stopped', won: 1, waiting: 0 },
  );
  await tabs.getByRole('tab', { name: 'Chases' }).click();
  await page.getByRole('tabpanel').getByText('Stopped').first().waitFor();

  // The draw recomputed in the browser from the revealed seed.
  // The header links the last draw; when another draw came since, the won period's page directly.
  const verify = header.getByRole('link', { name: 'Verify', exact: true });
  if ((await verify.getAttribute('href'))?.endsWith(won.periodNumber)) await verify.click();
  else await page.goto(`${site.url}/lottery/verify?game=VN_FAST1&period=${won.periodNumber}`);
  await page.waitForURL(new RegExp(`/lottery/verify\\?game=VN_FAST1&period=${won.periodNumber}`));
  await page.getByText('matches').nth(1).waitFor();
  assert.equal(await page.getByText('does not match').count(), 0);

  // The order in the betting record.
  await page.goto(`${site.url}/index`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#side-menu').getByRole('button', { name: 'Betting record', exact: true }).click();
  const record = page.locator('.member-centre__panel[data-page="personalHistoryCopy"]');
  await record.getByText('Vietnam Fast Lottery (1 min)').first().waitFor();
  assert.deepEqual(
    errors.filter((error) => !/favicon/.test(error)),
    [],
  );
  assert.ok(money(await page.locator('.header').first().textContent()) !== 0);
});

it('shoots every lottery screen', async () => {
  const member = await newMember('2000');
  // An order to show, and a drawn period to verify (the 1-minute game draws within a minute).
  const api = member.api;
  // The period taking bets (in its last seconds the next one is waited for).
  let order: Awaited<ReturnType<typeof api.call>> | null = null;
  for (let i = 0; i < 200 && !order?.success; i++) {
    const games = await api.call<{ games: { code: string; current: { number: string; status: string } }[] }>(
      'GET',
      '/lgw/lotto/games',
    );
    const ssc = games.value.games.find((game) => game.code === 'SSC1')!;
    if (ssc.current.status === 'open')
      order = await api.call('POST', '/lgw/orders', {
        token: member.token,
        body: {
          gameCode: 'SSC1',
          periodNumber: ssc.current.number,
          series: 1900,
          bets: [{ type: 'ssc.pos', picks: ['1:3', '2:7'], unit: '2.00', multiplier: 3 }],
          acceptPartial: false,
          requestId: `shots${Date.now()}${i}`,
        },
      });
    if (!order?.success) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.equal(order?.success, true, JSON.stringify(order));
  let drawn: string | null = null;
  for (let i = 0; i < 300 && !drawn; i++) {
    const results = await api.call<{ list: { number: string }[] }>('GET', '/lgw/draw?gameCode=SSC1&count=1');
    drawn = results.value.list[0]?.number ?? null;
    if (!drawn) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.ok(drawn, 'the 1-minute game drew a period');
  const screens: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
    { name: 'hub', path: '/elott' },
    { name: 'vn-lobby', path: '/vnlottery?gameCode=VN_FAST5' },
    {
      name: 'vn-shorthand',
      path: '/vnlottery?gameCode=VN_NORTH',
      open: async (page) => {
        const box = page.getByRole('region', { name: 'Shorthand' });
        await box.getByLabel('Bet codes').fill('mb 23 45 lo 10n\nzz 12 de 5n\nmb 7 xien 2n');
        await box.getByRole('button', { name: 'Read bets' }).click();
        await box.locator('.lottery-shorthand__errors, [role="alert"]').first().waitFor();
        await box.scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'ssc-slip',
      path: '/lottery?gameCode=SSC1&playType=ssc.pos',
      open: async (page) => {
        const bet = page.getByRole('region', { name: 'Place a bet' });
        await bet.getByRole('button', { name: 'Quick pick' }).click();
        await bet.getByRole('button', { name: 'Add to slip' }).click();
        const slip = page.getByRole('region', { name: 'Bet slip' });
        // The price from the server's quote.
        await slip.locator('.lottery-total:not([aria-busy])').getByText('Total').waitFor();
        await slip.scrollIntoViewIfNeeded();
      },
    },
    { name: 'sea-lobby', path: '/seaLottery?gameCode=SEA4D' },
    {
      name: 'results',
      path: '/lottery?gameCode=SSC1',
      open: async (page) => {
        await page.getByRole('tab', { name: 'Results & trends' }).click();
        await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'rules',
      path: '/lottery?gameCode=PK10_1',
      open: async (page) => {
        await page.getByRole('tab', { name: 'Rules' }).click();
        await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
      },
    },
    { name: 'verify', path: `/lottery/verify?game=SSC1&period=${drawn}` },
  ];
  for (const language of ['EN', 'UR', 'CN'] as const)
    for (const scheme of ['light', 'dark'] as const)
      for (const device of ['desktop', 'phone'] as const) {
        if (!wanted(language, scheme, device)) continue;
        const { page } = await signedIn(member.token, device === 'phone' ? PHONE : DESKTOP, scheme);
        await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
        for (const screen of screens) {
          await page.goto(`${site.url}${screen.path}`);
          await page.locator('.lottery-head, .lottery-hub, .lottery-verify').first().waitFor();
          // Translated screens: the English-only label may not be there; only the English run drives the page.
          if (screen.open && language === 'EN') await screen.open(page);
          await animationsDone(page);
          await page.screenshot({
            path: path.join(OUT, `lottery-${screen.name}-${language}-${scheme}-${device}.png`),
          });
        }
        await page.close();
      }
});

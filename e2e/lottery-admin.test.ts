import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { memberApi, operatorApi, uniqueName } from './support/auth.js';
import { launchBrowser, unexpected } from './support/browser.js';
import { ADMIN_NEW_PASSWORD, startSite, type Site } from './support/site.js';

/**
 * The lottery in the back office, against the real server and the lottery vendor. The site runs a
 * minute before the northern Vietnamese draw closes (CLOCK_OFFSET_MS: 17:59 in Vietnam): a member
 * bets on it; an admin caps a fast game on the Games page (the member's slip above it is refused)
 * and reads the northern period's exposure; once betting closed, the Draws page takes the official
 * sheet from one operator (waiting), and from a second one (applied and settled: the member is
 * paid); an admin cancels a fast game's period (the member refunded); the report shows the day.
 */

const PASSWORD = 'Lotto12345';
/** 17:59:00 in Vietnam (UTC+7): the north closes at 18:00 for its 18:15 draw. */
const TARGET_UTC = { hours: 10, minutes: 59 };

let site: Site;
let browser: Browser;
let ops: Awaited<ReturnType<typeof operatorApi>>;

/** How far ahead of the system clock the site must run to be at the next 17:59 in Vietnam. */
function offsetToTarget(): number {
  const now = Date.now();
  const target = new Date(now);
  target.setUTCHours(TARGET_UTC.hours, TARGET_UTC.minutes, 0, 0);
  if (target.getTime() <= now + 30_000) target.setUTCDate(target.getUTCDate() + 1);
  // The site takes a few seconds to start: land a little before the target.
  return target.getTime() - now - 5_000;
}

/** The site's clock runs ahead of the browser's (after 10:59 UTC, into the next day). */
let offsetMs = 0;

before(async () => {
  offsetMs = offsetToTarget();
  site = await startSite({ CLOCK_OFFSET_MS: String(offsetMs) });
  ops = await operatorApi(site);
  await ops.modules({ GEETEST3: false, CAPTCHA3: false });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

async function adminPage(path: string, username = 'admin', password = ADMIN_NEW_PASSWORD) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}/admin/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return { page, errors, close: () => context.close() };
}

interface Game {
  code: string;
  current: { number: string; status: string; closesAt: number };
}

async function games(): Promise<Game[]> {
  const reply = await memberApi(site).call<{ games: Game[] }>('GET', '/lgw/lotto/games');
  assert.equal(reply.success, true, JSON.stringify(reply));
  return reply.value.games;
}

/** Polls (a quarter second apart) until `check` answers a value. */
async function until<T>(check: () => Promise<T | null | undefined>, what: string, tries = 400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function balance(token: string) {
  const reply = await memberApi(site).call<{ sumBalance: string }>('GET', '/wps/v2/wallets/balance', {
    token,
  });
  return Number(reply.value.sumBalance);
}

/** The northern sheet of the test: the special prize ends in 45. */
const SHEET: Record<string, string[]> = {
  DB: ['12345'],
  G1: ['54321'],
  G2: ['11111', '22222'],
  G3: ['33333', '44444', '55555', '66666', '77777', '88888'],
  G4: ['1234', '2345', '3456', '4567'],
  G5: ['5678', '6789', '7890', '8901', '9012', '0123'],
  G6: ['123', '234', '345'],
  G7: ['12', '34', '56', '78'],
};

/** Enters SHEET in the result dialog of the north's period and answers what the page said. */
async function enterSheet(page: Page, number: string) {
  await page.getByRole('button', { name: `Enter the result of VN_NORTH ${number}` }).click();
  const dialog = page.getByRole('dialog');
  for (const [prize, numbers] of Object.entries(SHEET)) {
    const label = prize === 'DB' ? 'Special (ĐB)' : prize;
    for (const [index, value] of numbers.entries())
      await dialog
        .getByLabel(`${label}, number ${index + 1} of ${numbers.length}`, { exact: true })
        .fill(value);
  }
  await dialog.getByLabel('Reason').fill('browser test: the official sheet');
  await dialog.getByRole('button', { name: 'Send my entry' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('caps a game, shows the exposure, applies a result two operators agree on, cancels a period, and reports', async () => {
  const api = memberApi(site);
  const username = uniqueName('lotto');
  await api.register({ username, password: PASSWORD });
  await ops.adjust(username, '1000');
  const token = await api.login(username, PASSWORD);

  // The member's đề on 45 while the north is still taking bets.
  const north = (await games()).find((game) => game.code === 'VN_NORTH')!;
  assert.equal(north.current.status, 'open', JSON.stringify(north.current));
  const bet = await api.call<{ orders: { orderNo: string }[] }>('POST', '/lgw/orders', {
    token,
    body: {
      gameCode: 'VN_NORTH',
      periodNumber: north.current.number,
      series: 1950,
      bets: [{ type: 'de', picks: ['45'], unit: '1.00', multiplier: 1 }],
      acceptPartial: false,
      requestId: `north${Date.now()}`,
    },
  });
  assert.equal(bet.success, true, JSON.stringify(bet));
  assert.equal(await balance(token), 999);

  // The exposure board: đề 45 would pay 97.50 if drawn.
  const exposure = await adminPage('/admin/lottery/exposure');
  await exposure.page.getByLabel('Game').selectOption('VN_NORTH');
  await exposure.page.getByRole('row').filter({ hasText: 'de:45' }).filter({ hasText: '97.50' }).waitFor();
  assert.deepEqual(unexpected(exposure.errors), []);
  await exposure.close();

  // An admin caps SSC5 at 50.00 per key: a slip that could pay more is refused.
  const gamesPage = await adminPage('/admin/lottery/games');
  await gamesPage.page.getByRole('button', { name: 'Edit SSC5' }).click();
  const edit = gamesPage.page.getByRole('dialog');
  await edit.getByLabel('Key cap').fill('50');
  await edit.getByLabel('Reason').fill('browser test: a low cap');
  await edit.getByRole('button', { name: /Save/ }).click();
  await gamesPage.page.getByText('SSC5 saved.').waitFor();
  assert.deepEqual(unexpected(gamesPage.errors), []);
  await gamesPage.close();
  const ssc5 = (await games()).find((game) => game.code === 'SSC5')!;
  const capped = await api.call('POST', '/lgw/orders', {
    token,
    body: {
      gameCode: 'SSC5',
      periodNumber: ssc5.current.number,
      series: 1950,
      bets: [{ type: 'ssc.pos', picks: ['1:5'], unit: '10.00', multiplier: 1 }],
      acceptPartial: false,
      requestId: `capped${Date.now()}`,
    },
  });
  assert.equal(capped.errorCode, 'lottery.cap.exceeded', JSON.stringify(capped));
  // Within the cap (4.00 pays 39.00): taken, and then the period is cancelled by an admin.
  const small = await api.call<{ orders: { orderNo: string }[] }>('POST', '/lgw/orders', {
    token,
    body: {
      gameCode: 'SSC5',
      periodNumber: ssc5.current.number,
      series: 1950,
      bets: [{ type: 'ssc.pos', picks: ['1:5'], unit: '4.00', multiplier: 1 }],
      acceptPartial: false,
      requestId: `small${Date.now()}`,
    },
  });
  assert.equal(small.success, true, JSON.stringify(small));
  assert.equal(await balance(token), 995);

  const cancelling = await adminPage('/admin/lottery/draws?game=SSC5');
  await cancelling.page.getByRole('button', { name: `Cancel period SSC5 ${ssc5.current.number}` }).click();
  const cancel = cancelling.page.getByRole('dialog');
  await cancel.getByLabel('Reason').fill('browser test: a faulty period');
  await cancel.getByRole('button', { name: 'Cancel the period' }).click();
  await cancelling.page.getByText(/cancelled: 1 order voided and refunded/).waitFor();
  await until(async () => ((await balance(token)) === 999 ? true : null), 'the refund');
  assert.deepEqual(unexpected(cancelling.errors), []);
  await cancelling.close();

  // Betting on the north closes at 18:00: then its result is entered, by two operators.
  await until(async () => {
    const game = (await games()).find((entry) => entry.code === 'VN_NORTH')!;
    return game.current.number !== north.current.number || game.current.status === 'closed' ? true : null;
  }, 'the north to close');
  const first = await adminPage(`/admin/lottery/draws?game=VN_NORTH&state=waiting`);
  await enterSheet(first.page, north.current.number);
  await first.page.getByText(/waiting for a second operator/).waitFor();
  assert.deepEqual(unexpected(first.errors), []);
  await first.close();

  const checker = uniqueName('checker').toLowerCase();
  await ops.call('POST', '/wps/admin/operators', {
    username: checker,
    password: 'Operator-first-pass-1',
    role: 'editor',
  });
  const login = await fetch(`${site.url}/wps/admin/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: checker, password: 'Operator-first-pass-1' }),
  }).then((response) => response.json() as Promise<{ value: { token: string } }>);
  await fetch(`${site.url}/wps/admin/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: login.value.token },
    body: JSON.stringify({ oldPassword: 'Operator-first-pass-1', newPassword: 'Operator-second-pass-2' }),
  });
  const second = await adminPage(
    `/admin/lottery/draws?game=VN_NORTH&state=waiting`,
    checker,
    'Operator-second-pass-2',
  );
  await enterSheet(second.page, north.current.number);
  await second.page.getByText(/Applied: the result of/).waitFor();
  assert.deepEqual(unexpected(second.errors), []);
  await second.close();
  // 1.00 on đề 45 at 1950: 97.50.
  await until(async () => ((await balance(token)) === 999 + 97.5 ? true : null), 'the win');

  // The report of the day: the north's stake and win. The site's day may be the browser's tomorrow
  // (the site's clock runs ahead), so the range runs from the browser's today to the site's.
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const report = await adminPage(
    `/admin/lottery/report?from=${day(Date.now())}&to=${day(Date.now() + offsetMs)}`,
  );
  await report.page
    .getByRole('row')
    .filter({ hasText: 'VN_NORTH' })
    .filter({ hasText: '97.50' })
    .first()
    .waitFor();
  assert.deepEqual(unexpected(report.errors), []);
  await report.close();
});

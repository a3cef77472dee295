import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { closeAfterLoginPopups, input, memberApi, operatorApi, uniqueName } from './support/auth.js';
import { animationsDone, launchBrowser, openPage } from './support/browser.js';
import { ROOT, startSite, type Site } from './support/site.js';
import { wanted } from './support/variants.js';

/**
 * An agent's day and the next morning, against the real server and the in-house slot vendor:
 * the top agent (made an agent and given the platform's daily salary contract by the operator)
 * registers a downline agent in the agent centre and offers it a daily salary contract; the
 * downline logs in, gets the contract popup and accepts; a member registered with the downline's
 * invitation code plays slots; the site is started again past the Manila midnight (CLOCK_OFFSET_MS)
 * and the settlement runs; the top agent sees the wages in "My income", the downline its paid bill;
 * the top agent asks to end the contract. Then every page of the agent centre is shot.
 */

const PASSWORD = 'Agent1234x';
const OUT = path.join(ROOT, 'e2e/screenshots');
const MANILA = 8 * 3_600_000;
const DAY = 86_400_000;

let site: Site;
let browser: Browser;

before(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  site = await startSite({ SLOTS_MIN_SPIN_MS: '300' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** A page signed in with `token`, as after a login (the token in session storage once). */
async function signedIn(token: string, viewport = { width: 1280, height: 800 }, extra = {}) {
  const watched = await openPage(browser, { viewport, ...extra });
  await watched.page.addInitScript((value) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    sessionStorage.setItem('token', value);
  }, token);
  return watched;
}

/** Opens the agent centre from the header and answers its dialog. */
async function openCentre(page: Page) {
  await page.locator('.header').getByRole('button', { name: 'Invite and earn' }).click();
  const centre = page.getByRole('dialog', { name: 'Invite and earn' });
  await centre.waitFor();
  return centre;
}

it('registers a downline agent, offers and accepts a daily salary, pays it after midnight, and ends it', async () => {
  let ops = await operatorApi(site);
  await ops.modules({ GEETEST3: false, CAPTCHA3: false });
  let api = memberApi(site);

  // The top agent: a member the operator makes an agent and offers the platform's daily salary.
  const boss = uniqueName('boss');
  await api.register({ username: boss, password: PASSWORD });
  await ops.setMemberRole(boss, 1, `B${Date.now().toString(36).toUpperCase()}`);
  const bossId = (await ops.memberNamed(boss)).id;
  const offered = await ops.call<{ contract: { id: number } }>('POST', `${ops.base}/agents/contracts`, {
    kind: 'daily',
    agentId: bossId,
    tiers: [{ rate: '2' }],
    reason: 'browser test: the platform’s contract with a top agent',
  });
  let bossToken = await api.login(boss, PASSWORD);
  const accepted = await api.call<{ contract: { status: string } }>(
    'GET',
    `/wps/relay/MCS2_processDailySalContract?contractId=${offered.contract.id}&accept=true`,
    { token: bossToken },
  );
  assert.equal(accepted.success, true, JSON.stringify(accepted));

  // The top agent registers a downline agent in the agent centre and offers it 1 %.
  const sub = uniqueName('sub');
  let watched = await signedIn(bossToken);
  let { page } = watched;
  await page.goto(`${site.url}/index`);
  let centre = await openCentre(page);
  await centre.getByRole('button', { name: 'Register' }).click();
  await input(centre, 'Username').fill(sub);
  await centre.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await centre.getByLabel('Confirm password').fill(PASSWORD);
  await centre.getByRole('radio', { name: 'Agent' }).check();
  await centre.getByRole('button', { name: 'Register account' }).click();
  await centre.getByText(`The account ${sub} is open.`).waitFor();
  const subCode = (
    (await centre
      .locator('dd')
      .filter({ hasText: /^[A-Z2-9]{8}$/ })
      .first()
      .textContent()) ?? ''
  ).trim();
  assert.match(subCode, /^[A-Z2-9]{8}$/);

  await centre.getByRole('button', { name: 'Daily wages' }).click();
  await centre.getByRole('button', { name: `Offer a contract to ${sub}` }).click();
  const offer = page.getByRole('dialog', { name: `Contract for ${sub}` });
  await offer.getByLabel('Rate').first().fill('1');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await offer.waitFor({ state: 'detached' });
  await centre.getByText('Offer waiting').waitFor();
  assert.deepEqual(watched.errors, []);
  await watched.close();

  // The downline logs in: the contract popup asks for an answer; it accepts.
  watched = await openPage(browser);
  page = watched.page;
  await page.goto(`${site.url}/index`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByPlaceholder('Username').fill(sub);
  await form.getByPlaceholder('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  // The contract popup comes on top of the site's after-login popups.
  const requests = page.getByRole('dialog', { name: 'Contract requests' });
  await requests.waitFor();
  await requests.getByText(`${boss} offers you this contract.`).waitFor();
  await requests.getByRole('button', { name: 'Accept' }).click();
  await requests.waitFor({ state: 'detached' });
  await closeAfterLoginPopups(page, { firstLogin: true });
  assert.deepEqual(watched.errors, []);
  await watched.close();

  // A member registered with the downline's invitation code plays slots.
  const player = uniqueName('play');
  const playerToken = (await api.register({ username: player, password: PASSWORD, affiliateCode: subCode }))
    .token;
  await ops.adjust(player, '500');
  watched = await signedIn(playerToken, { width: 390, height: 844 }, { isMobile: true, hasTouch: true });
  page = watched.page;
  await page.goto(`${site.url}/rng`);
  await page.getByPlaceholder('Game name').fill('star');
  await page.getByRole('button', { name: 'Play Star Gems' }).click();
  await page.waitForURL((url) => url.pathname === '/game');
  const frame = (await (await page.locator('.game-frame iframe').elementHandle())!.contentFrame())!;
  await frame.getByTestId('spin').waitFor();
  // The largest stake up to 50.00 (option values are minor units), so the wages are easy to read.
  const stakes = await frame
    .getByTestId('bet')
    .evaluate((select: HTMLSelectElement) => [...select.options].map((option) => Number(option.value)));
  const stake = Math.max(...stakes.filter((value) => value <= 5000));
  await frame.getByTestId('bet').selectOption(String(stake));
  let round = '';
  for (let spin = 0; spin < 3; spin++) {
    await frame.getByTestId('spin').click();
    await frame.waitForFunction(
      (previous) => {
        const text = document.querySelector('[data-testid="round-id"]')?.textContent?.trim() ?? '';
        const button = document.querySelector<HTMLButtonElement>('[data-testid="spin"]');
        return text !== '' && text !== previous && button !== null && !button.disabled;
      },
      round,
      { timeout: 15_000 },
    );
    round = ((await frame.getByTestId('round-id').textContent()) ?? '').trim();
  }
  await watched.close();
  const bets = await api.call<{ list: { validBet?: string; betAmount?: string }[] }>(
    'GET',
    '/wps/relay/ODSFE2_teamBetRecords?pageSize=100',
    { token: await api.login(sub, PASSWORD) },
  );
  assert.equal(bets.success, true, JSON.stringify(bets));
  const teamBets = bets.value.list.reduce((sum, row) => sum + Number(row.validBet ?? 0), 0);
  assert.ok(teamBets > 0, 'the team played');

  // The next morning in Manila: the site starts again on its data, past midnight, and settles.
  await site.stop({ keepData: true });
  const now = Date.now();
  const midnight = Math.floor((now + MANILA) / DAY) * DAY + DAY - MANILA;
  site = await startSite(
    { SLOTS_MIN_SPIN_MS: '300', CLOCK_OFFSET_MS: String(midnight - now + 120_000) },
    { dataDir: site.dataDir },
  );
  ops = await operatorApi(site);
  api = memberApi(site);
  const run = await ops.call<{ bills: number; postings: number }>(
    'POST',
    `${ops.base}/agents/settlement/runs`,
    {
      kind: 'daily',
      at: now,
      reason: 'browser test: the job for the day that ended',
    },
  );
  assert.equal(run.postings, 2, JSON.stringify(run));

  // The top agent sees 2 % of the team's bets received and 1 % paid to the downline.
  bossToken = await api.login(boss, PASSWORD);
  watched = await signedIn(bossToken);
  page = watched.page;
  await page.goto(`${site.url}/index`);
  centre = await openCentre(page);
  await centre.getByRole('button', { name: 'My income' }).click();
  const income = centre.getByRole('table', { name: 'Income by day' });
  await income.waitFor();
  const received = (Math.floor(teamBets * 100 * 0.02) / 100).toFixed(2);
  const paidOut = (Math.floor(teamBets * 100 * 0.01) / 100).toFixed(2);
  // Money in shows as +₱…, money out as −₱….
  await income
    .getByText(new RegExp(`^\\+\\D*${received.replace('.', '\\.')}$`))
    .first()
    .waitFor();
  await income
    .getByText(new RegExp(`^\u2212\\D*${paidOut.replace('.', '\\.')}$`))
    .first()
    .waitFor();
  assert.equal(
    amount(await page.locator('.balance-widget--header .balance-widget__amount').first().textContent()),
    Number(received) - Number(paidOut),
  );

  // It asks to end the downline's contract.
  await centre.getByRole('button', { name: 'Daily wages' }).click();
  await centre.getByRole('button', { name: `Ask to end the contract of ${sub}` }).click();
  await page
    .getByRole('dialog', { name: 'End this contract?' })
    .getByRole('button', { name: 'Ask to end' })
    .click();
  await centre.getByText('You asked to end it').waitFor();
  assert.deepEqual(watched.errors, []);
  await watched.close();

  // The downline's wages: its bill is paid.
  watched = await signedIn(await api.login(sub, PASSWORD));
  page = watched.page;
  await page.goto(`${site.url}/index`);
  const requestsAgain = page.getByRole('dialog', { name: 'Contract requests' });
  await requestsAgain.getByText(`${boss} asks to end your contract.`).waitFor();
  await requestsAgain.getByRole('button', { name: 'Close' }).click();
  centre = await openCentre(page);
  await centre.getByRole('button', { name: 'Daily wages' }).click();
  await centre.getByText('Paid').first().waitFor();
  await centre.getByText(paidOut).first().waitFor();
  assert.deepEqual(watched.errors, []);
  await watched.close();

  // Every page of the agent centre, shot for the top agent with its data.
  const pages = [
    'Announcement',
    'Team overview',
    'Register',
    'Team management',
    'Team betting',
    'User loss',
    'My income',
    'Account details',
    'Daily wages',
  ];
  for (const [language, scheme, device, width, height] of [
    ['EN', 'light', 'desktop', 1280, 800],
    ['UR', 'dark', 'phone', 390, 844],
    ['CN', 'light', 'phone', 390, 844],
  ] as const) {
    if (!wanted(language, scheme, device)) continue;
    const shot = await openPage(browser, {
      viewport: { width, height },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    await shot.page.addInitScript(
      ({ lang, value }) => {
        localStorage.setItem('lang', lang);
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem('token', value);
      },
      { lang: language, value: bossToken },
    );
    await shot.page.goto(`${site.url}/index?agentCentre=agentTeamOverview`);
    const dialog = shot.page
      .getByRole('dialog', { name: 'Invite and earn' })
      .or(shot.page.locator('.agent-centre'));
    await dialog.first().waitFor();
    const entries = shot.page.locator('.agent-centre__menu .agent-centre__entry');
    const count = await entries.count();
    assert.ok(count >= pages.length, `the centre lists ${count} pages`);
    for (let index = 0; index < count; index++) {
      await entries.nth(index).click();
      await shot.page.waitForLoadState('networkidle');
      await shot.page.evaluate(() => document.fonts.ready);
      await animationsDone(shot.page);
      const file = path.join(OUT, `agents-${index}-${language}-${scheme}-${device}.png`);
      await shot.page.screenshot({ path: file });
      const overflow = await shot.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `page ${index}: no horizontal scrolling`);
    }
    assert.deepEqual(shot.errors, []);
    await shot.close();
  }
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { Browser, Frame, Page } from 'playwright-core';
import { channelOf, gatewayDeposit, payOnSandbox } from '../apps/server/test/deposits-support.js';
import { memberApi, operatorApi, uniqueName } from './support/auth.js';
import { animationsDone, launchBrowser, openPage, unexpected } from './support/browser.js';
import { PAY_PASSWORD, setPaymentPassword } from './support/money.js';
import { ADMIN_NEW_PASSWORD, ROOT, startSite, type Site } from './support/site.js';
import { waitUntil } from './support/wait.js';
import { wanted } from './support/variants.js';

/**
 * A new member's rewards on a 390 px phone, against the real server, the sandbox gateway and the
 * in-house slot vendor (docs/product.md §Promotions, §Loyalty): the first-deposit bonus claimed on
 * its activity page → spins in the slot, the bonus's turnover moving in bonus details → an
 * application with two images, approved in the back office, collected from the reward centre → a VIP
 * rank reached and its label in the bottom navigation → a points-mall reward redeemed and approved
 * in the back office → the prize wheel spun and the spin verified in the browser. Then every
 * promotions and loyalty screen is shot.
 */

const PASSWORD = 'Promo12345';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const OUT = path.join(ROOT, 'e2e/screenshots');
/** A small PNG and JPEG (real signatures): the application's evidence. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);

let site: Site;
let browser: Browser;
let ops: Awaited<ReturnType<typeof operatorApi>>;

before(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  site = await startSite({ SLOTS_MIN_SPIN_MS: '300' });
  ops = await operatorApi(site);
  await ops.modules({ GEETEST3: false, CAPTCHA3: false });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

interface ActivityRow {
  id: number;
  kind: string;
  title: string;
}

async function activityOfKind(kind: string): Promise<ActivityRow> {
  const reply = await memberApi(site).call<{ list: ActivityRow[] }>(
    'GET',
    '/wps/relay/MCSFE_getActivityList',
  );
  const found = reply.value.list.find((row) => row.kind === kind);
  assert.ok(found, `a published ${kind} activity`);
  return found;
}

async function newMember() {
  const api = memberApi(site);
  const username = uniqueName('promo');
  await api.register({ username, password: PASSWORD });
  const token = await api.login(username, PASSWORD);
  await setPaymentPassword(api, token);
  return { username, token, api };
}

/** A deposit through the sandbox gateway, paid on its page: the ledger's `deposit`, as a member's own. */
async function deposit(token: string, amount: string) {
  const channel = await channelOf(site, token, 'ONLINE_BANKING');
  const created = await gatewayDeposit(site, token, {
    channelId: channel.id,
    amount,
    bankCode: 'BDO',
    requestId: `promo-dep-${Date.now()}`,
  });
  assert.equal(created.status, 200, created.text);
  await payOnSandbox(created.body.value.payUrl);
  await waitUntil(async () => (await balance(token)) >= Number(amount), {
    what: 'the deposit credited',
    timeoutMs: 20_000,
  });
}

async function balance(token: string): Promise<number> {
  const reply = await memberApi(site).call<{ sumBalance: string }>('GET', '/wps/v2/wallets/balance', {
    token,
  });
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

/** The back office, signed in as the admin, on a desktop. */
async function backOffice() {
  const watched = await openPage(browser, DESKTOP);
  await watched.page.goto(`${site.url}/admin/login`);
  await watched.page.locator('#login-username').fill('admin');
  await watched.page.locator('#login-password').fill(ADMIN_NEW_PASSWORD);
  await watched.page.locator('button[type=submit]').click();
  await watched.page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return watched;
}

async function confirmWithReason(page: Page, reason: string) {
  const dialog = page.getByRole('dialog').last();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button').last().click();
}

/** One spin in the slot's frame: waits until its round is settled. */
async function spin(frame: Frame, previousRound: string): Promise<string> {
  await frame.getByTestId('spin').click();
  await frame.waitForFunction(
    ([before]) => {
      const text = document.querySelector('[data-testid="round-id"]')?.textContent?.trim() ?? '';
      const button = document.querySelector<HTMLButtonElement>('[data-testid="spin"]');
      return text !== '' && text !== before && button !== null && !button.disabled;
    },
    [previousRound],
    { timeout: 15_000 },
  );
  return ((await frame.getByTestId('round-id').textContent()) ?? '').trim();
}

async function openCentrePage(page: Page, name: string) {
  await page.goto(`${site.url}/?memberCentre=${name}`);
  const panel = page.locator(`.member-centre__panel[data-page="${name}"]`);
  await panel.waitFor();
  return panel;
}

it('claims the first-deposit bonus, plays its turnover, applies, reaches a VIP rank, redeems points and verifies a spin', async () => {
  // The first VIP rank within reach of this journey, and a mission that pays points for a round.
  const rules = await ops.call<{ periodDays: number; ranks: Record<string, unknown>[] }>(
    'GET',
    `${ops.base}/vip/rules`,
  );
  await ops.call('PUT', `${ops.base}/vip/rules`, {
    periodDays: rules.periodDays,
    ranks: rules.ranks.map(({ members: _members, ...rank }) =>
      rank.level === 1 ? { ...rank, upgradeDeposit: '100', upgradeValidBet: '1' } : rank,
    ),
    reason: 'browser test: a rank within reach',
  });
  const mission = await ops.call<{ id: number }>('POST', `${ops.base}/missions`, {
    title: { EN: 'One round today' },
    period: 'daily',
    metric: 'rounds',
    target: '1',
    rewardMoney: '0',
    rewardPoints: 2000,
    active: true,
    sort: 1,
    reason: 'browser test',
  });
  const cashReward = await ops.call<{ id: number }>('POST', `${ops.base}/points/rewards`, {
    kind: 'cash',
    name: { EN: 'Browser test cash' },
    description: { EN: 'Credited once approved.' },
    image: null,
    points: 1500,
    cash: '15',
    stock: 5,
    active: true,
    sort: 1,
    reason: 'browser test',
  });

  const member = await newMember();
  await deposit(member.token, '500');
  const { page, errors } = await signedIn(member.token, PHONE);

  // 1. The first-deposit bonus, claimed on its activity page from the promotions list.
  const welcome = await activityOfKind('first_deposit');
  await page.goto(`${site.url}/promotions`);
  await page.locator(`a[data-activity="${welcome.id}"]`).click();
  await page.waitForURL(new RegExp(`/promoDetail\\?activity=${welcome.id}`));
  await page.getByRole('button', { name: /^Claim/ }).click();
  await page.getByText(/^Accepted: ₱500\.00 was added to your wallet/).waitFor();
  assert.equal(await balance(member.token), 1000);

  // 2. Spins in the slot; the bonus's turnover moves in bonus details.
  await page.goto(`${site.url}/rng`);
  await page.getByPlaceholder('Game name').fill('star');
  await page.getByRole('button', { name: 'Play Star Gems' }).click();
  await page.waitForURL((url) => url.pathname === '/game');
  const frame = (await (await page.locator('.game-frame iframe').elementHandle())!.contentFrame())!;
  await frame.getByTestId('spin').waitFor();
  let round = ((await frame.getByTestId('round-id').textContent()) ?? '').trim();
  for (let n = 0; n < 3; n++) round = await spin(frame, round);
  const bonusDetails = await openCentrePage(page, 'bonusDetails');
  const turnover = bonusDetails.getByText(/^₱[\d,.]+ of ₱5,000\.00$/).first();
  await turnover.waitFor();
  assert.notEqual(await turnover.textContent(), '₱0.00 of ₱5,000.00', 'the spins count towards the turnover');

  // 3. An application with two images, approved in the back office, then collected.
  const share = await activityOfKind('application');
  await page.goto(`${site.url}/promoDetail?activity=${share.id}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const apply = page.getByRole('dialog', { name: 'Apply for this reward' });
  await apply.getByLabel(/Remark/).fill('A 75x win on Star Gems!');
  await apply.locator('input[type="file"]').setInputFiles([
    { name: 'win.png', mimeType: 'image/png', buffer: PNG },
    { name: 'win.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await apply.getByRole('img', { name: 'Image 2' }).waitFor();
  await apply.getByRole('button', { name: 'Send application' }).click();
  await page.getByText(/^Application sent/).waitFor();

  const office = await backOffice();
  await office.page.goto(`${site.url}/admin/m/aurora/promotions/applications`);
  await office.page
    .getByRole('button', { name: new RegExp(`^Review application \\d+ of ${member.username}$`) })
    .click();
  const review = office.page.getByRole('dialog').first();
  await review.getByRole('img', { name: /Image 1 of/ }).waitFor();
  await review.getByRole('img', { name: /Image 2 of/ }).waitFor();
  await review.getByRole('button', { name: 'Approve' }).click();
  await confirmWithReason(office.page, 'Win confirmed in the round history');
  await office.page.getByRole('dialog').waitFor({ state: 'detached' });

  const centre = await openCentrePage(page, 'rewardCenter');
  await centre
    .getByRole('button', { name: /^Collect/ })
    .first()
    .click();
  await centre.getByText(/^Accepted: ₱88\.00 was added to your wallet/).waitFor();

  // 4. A VIP rank reached: the VIP page shows it, and the bottom navigation's label follows.
  await page.goto(`${site.url}/vip`);
  await page.getByRole('region', { name: 'My VIP' }).getByText('VIP1', { exact: true }).first().waitFor();
  await page.locator('.bottom-nav__rank').filter({ hasText: 'VIP1' }).waitFor();

  // 5. Points from a mission, a points-mall reward redeemed, approved in the back office.
  const claimed = await member.api.call('POST', '/wps/relay/MCSFE_claimMission', {
    token: member.token,
    body: { missionId: mission.id },
  });
  assert.equal(claimed.success, true, JSON.stringify(claimed));
  await page.goto(`${site.url}/pointMall`);
  await page.getByRole('button', { name: 'Redeem Browser test cash' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem a reward' });
  await redeem.getByLabel('Payment password').fill(PAY_PASSWORD);
  await redeem.getByRole('button', { name: /^Redeem for 1,500 points/ }).click();
  await page.getByText(/^Accepted: 1 × Browser test cash for 1,500 points/).waitFor();

  await office.page.goto(`${site.url}/admin/m/aurora/loyalty/redemptions`);
  await office.page
    .getByRole('button', { name: new RegExp(`^Approve redemption \\d+ of ${member.username}$`) })
    .click();
  await confirmWithReason(office.page, 'Paid out');
  await office.page.getByRole('dialog').waitFor({ state: 'detached' });
  await office.close();

  await page.goto(`${site.url}/pointMall`);
  await page.getByRole('tab', { name: 'Redeem history' }).click();
  await page.getByRole('tabpanel').getByText('Approved', { exact: true }).first().waitFor();

  // 6. The prize wheel: a spin, then the seed revealed and the spin re-derived in the browser.
  const wheelCentre = await openCentrePage(page, 'rewardCenter');
  await wheelCentre.getByRole('button', { name: 'Spin the wheel' }).click();
  const wheel = page.getByRole('dialog', { name: /Lucky wheel/ });
  await wheel.getByRole('button', { name: 'Spin', exact: true }).click();
  await wheel.getByText(/^(You won ₱[\d,.]+!|No prize this time)/).waitFor({ timeout: 15_000 });
  await wheel.getByRole('button', { name: 'Verify my draws' }).click();
  await wheel.getByRole('button', { name: 'Reveal seed and verify' }).click();
  await wheel
    .getByText(/^✓ Verified/)
    .first()
    .waitFor();
  assert.equal(await wheel.getByText(/^✗/).count(), 0);

  assert.deepEqual(unexpected(errors), []);
  void cashReward;
  await page.close();
});

it('shoots every promotions and loyalty screen', async () => {
  const member = await newMember();
  await deposit(member.token, '300');
  const welcome = await activityOfKind('first_deposit');
  const share = await activityOfKind('application');
  // A bonus in progress, so the reward centre and bonus details show its turnover.
  const claimed = await member.api.call<{ id: number; state: string }>(
    'POST',
    '/wps/relay/MCSFE_claimPromotion',
    {
      token: member.token,
      body: { activityId: welcome.id, requestId: `shots${Date.now()}` },
    },
  );
  assert.equal(claimed.success, true, JSON.stringify(claimed));
  // Every member here signs in from 127.0.0.1: the abuse rules hold the second claim from one address.
  if (claimed.value.state === 'review')
    await ops.call('POST', `${ops.base}/promotions/bonuses/${claimed.value.id}/decision`, {
      approve: true,
      reason: 'browser test: one address for every test member',
    });
  const screens: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
    { name: 'list', path: '/promotions' },
    { name: 'detail', path: `/promoDetail?activity=${welcome.id}` },
    {
      name: 'apply',
      path: `/promoDetail?activity=${share.id}`,
      open: async (page) => {
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { name: 'reward-centre', path: '/?memberCentre=rewardCenter' },
    {
      name: 'wheel',
      path: '/?memberCentre=rewardCenter',
      open: async (page) => {
        await page.getByRole('button', { name: 'Spin the wheel' }).click();
        await page.getByRole('dialog', { name: /Lucky wheel/ }).waitFor();
      },
    },
    { name: 'bonus-details', path: '/?memberCentre=bonusDetails' },
    { name: 'cashback', path: '/?memberCentre=manualRebate' },
    { name: 'missions', path: '/?memberCentre=missionLeaderboard' },
    { name: 'referral', path: '/?memberCentre=referral' },
    { name: 'vip', path: '/vip' },
    { name: 'point-mall', path: '/pointMall' },
  ];
  for (const language of ['EN', 'UR', 'CN'] as const)
    for (const scheme of ['light', 'dark'] as const)
      for (const device of ['desktop', 'phone'] as const) {
        if (!wanted(language, scheme, device)) continue;
        const { page } = await signedIn(member.token, device === 'phone' ? PHONE : DESKTOP, scheme);
        await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
        for (const screen of screens) {
          await page.goto(`${site.url}${screen.path}`);
          await page.locator('main, .member-centre').first().waitFor();
          await page.waitForLoadState('networkidle');
          if (screen.open && language === 'EN') await screen.open(page);
          await animationsDone(page);
          await page.screenshot({
            path: path.join(OUT, `promotions-${screen.name}-${language}-${scheme}-${device}.png`),
          });
        }
        await page.close();
      }
});

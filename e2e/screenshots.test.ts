import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { animationsDone, launchBrowser, openPage } from './support/browser.js';
import { ROOT, startSite, type Site } from './support/site.js';
import { wanted } from './support/variants.js';

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

/** A page in `language` and `scheme` at `viewport`, signed in with `token` once (as after a login). */
async function openSignedIn(
  token: string,
  language: string,
  scheme: 'light' | 'dark',
  viewport: { width: number; height: number },
) {
  const watched = await openPage(browser, { viewport, colorScheme: scheme, deviceScaleFactor: 1 });
  await watched.page.addInitScript(
    ({ lang, value }) => {
      localStorage.setItem('lang', lang);
      if (sessionStorage.getItem('shots-seeded')) return;
      sessionStorage.setItem('shots-seeded', '1');
      sessionStorage.setItem('token', value);
    },
    { lang: language, value: token },
  );
  return watched;
}

/**
 * A new member with money for the screenshots: registered through the API (the picture captcha off
 * meanwhile) and funded by an operator adjustment. Answers its token and the operator's merchant call.
 */
async function fundedMember(prefix: string, amount: string) {
  const { memberApi, operatorApi } = await import('./support/auth.js');
  const ops = await operatorApi(site);
  await ops.modules({ CAPTCHA3: false });
  const api = memberApi(site);
  const username = `${prefix}${Date.now().toString(36).slice(-6)}`;
  let token: string;
  try {
    token = (await api.register({ username, password: 'Shots1234' })).token;
  } finally {
    await ops.modules({ CAPTCHA3: true });
  }
  const { ADMIN_NEW_PASSWORD } = await import('./support/site.js');
  const login = await fetch(`${site.url}/wps/admin/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_NEW_PASSWORD }),
  });
  const operatorToken = ((await login.json()) as { value: { token: string } }).value.token;
  const admin = async <T>(method: string, urlPath: string, body?: unknown): Promise<T> => {
    const reply = await fetch(`${site.url}/wps/admin/merchants/aurora${urlPath}`, {
      method,
      headers: { authorization: operatorToken, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await reply.json()) as { success: boolean; value: T };
    assert.equal(json.success, true, JSON.stringify(json));
    return json.value;
  };
  const members = await admin<{ list: { id: number; username: string }[] }>(
    'GET',
    `/members?username=${username}`,
  );
  const memberId = members.list.find((row) => row.username.toLowerCase() === username.toLowerCase())!.id;
  await admin('POST', '/adjustments', {
    memberId,
    amount,
    reason: 'screenshots',
    requestId: `shots-adjust-${memberId}`,
  });
  return { api, ops, username, token, memberId, admin };
}

describe('home page screenshots', () => {
  for (const language of ['EN', 'CN', 'UR']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [device, width, height] of [
        ['desktop', 1280, 800],
        ['phone', 390, 844],
      ] as const) {
        if (!wanted(language, scheme, device)) continue;
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

describe('member centre screenshots', () => {
  /** A member of this site: registered through the API with the human checks off for that one call. */
  async function memberToken(): Promise<string> {
    const { encryptPayload, importPublicKey } = await import('@wps/contracts');
    const { operator } = await import('./support/site.js');
    const ops = await operator(site);
    const before = (await ops.settings<Record<string, boolean>>('modules')).value;
    await ops.update('modules', (modules: Record<string, boolean>) => ({
      ...modules,
      GEETEST3: false,
      CAPTCHA3: false,
    }));
    try {
      const headers = { merchant: 'aurora', 'content-type': 'application/json' };
      const keyReply = await fetch(`${site.url}/wps/session/key/rsa`, { headers });
      const key = ((await keyReply.json()) as { value: { keyId: string; publicKey: string } }).value;
      const body = {
        username: `shots${Date.now().toString(36).slice(-6)}`,
        password: 'Shots1234',
        confirmPassword: 'Shots1234',
        registerMethod: 'WEB',
      };
      const sealed = await encryptPayload(
        body,
        { keyId: key.keyId, publicKey: await importPublicKey(key.publicKey) },
        'PUT',
        '/wps/member/register',
      );
      const reply = await fetch(`${site.url}/wps/member/register`, {
        method: 'PUT',
        headers: { ...headers, ...sealed.headers },
        body: JSON.stringify(sealed.body),
      });
      const json = (await reply.json()) as { success: boolean; value: { token: string } };
      assert.equal(json.success, true, JSON.stringify(json));
      return json.value.token;
    } finally {
      await ops.update('modules', (modules: Record<string, boolean>) => ({
        ...modules,
        GEETEST3: before.GEETEST3 ?? true,
        CAPTCHA3: before.CAPTCHA3 ?? true,
      }));
    }
  }

  let token: string;
  before(async () => {
    token = await memberToken();
  });

  for (const language of ['EN', 'UR']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [device, width, height] of [
        ['desktop', 1280, 800],
        ['phone', 390, 844],
      ] as const) {
        if (!wanted(language, scheme, device)) continue;
        it(`member centre, security centre: ${language} ${scheme} ${device}`, async () => {
          const { page, errors, close } = await openSignedIn(token, language, scheme, { width, height });
          await page.goto(`${site.url}/index`);
          await page.locator('[data-layout="full"]').waitFor();
          await page.evaluate(() => document.fonts.ready);
          // The account button shows the username in every language.
          await page.getByRole('banner').getByRole('button').filter({ hasText: /shots/ }).first().click();
          const dialog = page.locator('.member-centre');
          await dialog.waitFor();
          await dialog.locator('.security-overview').waitFor();
          await dialog.locator('.session-list__item').first().waitFor();
          await dialog.locator('.history-table').waitFor();
          await animationsDone(page);
          const file = path.join(OUT, `member-centre-${language}-${scheme}-${device}.png`);
          await page.screenshot({ path: file });
          assert.ok(fs.statSync(file).size > 20_000, 'a real, non-blank page');
          const overflow = await dialog
            .locator('.member-centre__panel')
            .evaluate((panel) => panel.scrollWidth - panel.clientWidth);
          assert.equal(overflow, 0, 'no horizontal scrolling in the page panel');
          assert.equal(
            await page.evaluate(() => document.documentElement.dir),
            language === 'UR' ? 'rtl' : 'ltr',
          );
          assert.deepEqual(errors, []);
          await close();
        });
      }
    }
  }
});

describe('login and registration screenshots', () => {
  /** A member made through the API, with the image captcha off for that one call. */
  let token: string;
  before(async () => {
    const { memberApi, operatorApi } = await import('./support/auth.js');
    const ops = await operatorApi(site);
    await ops.modules({ CAPTCHA3: false });
    try {
      const account = await memberApi(site).register({
        username: `pics${Date.now().toString(36).slice(-6)}`,
        password: 'Shots1234',
      });
      token = account.token;
    } finally {
      await ops.modules({ CAPTCHA3: true });
    }
  });

  /** A second login step as the server would ask for it (the screens, not the check, are under test). */
  const loginCheck = {
    success: false,
    errorCode: 'login.verification.required',
    message: '',
    value: {
      ticket: 'screenshot',
      reason: 'newDevice',
      methods: ['sms', 'email', 'bankName'],
      mobile: '+63 ••• ••• 4567',
      email: 'a•••@example.com',
    },
  };

  for (const language of ['EN', 'UR']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [device, width, height] of [
        ['desktop', 1280, 800],
        ['phone', 390, 844],
      ] as const) {
        if (!wanted(language, scheme, device)) continue;
        it(`login, register, forgot, second step, logged-in header: ${language} ${scheme} ${device}`, async () => {
          const { page, errors, close } = await openPage(browser, {
            viewport: { width, height },
            colorScheme: scheme,
            deviceScaleFactor: 1,
          });
          await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
          await page.route('**/wps/session/login', (route) =>
            route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify(loginCheck) }),
          );
          await page.goto(`${site.url}/index`);
          await page.locator('[data-layout="full"]').waitFor();
          await page.evaluate(() => document.fonts.ready);
          const shot = async (name: string) => {
            await animationsDone(page);
            const file = path.join(OUT, `auth-${name}-${language}-${scheme}-${device}.png`);
            await page.screenshot({ path: file });
            assert.ok(fs.statSync(file).size > 20_000, `${name}: a real, non-blank page`);
          };
          const dialog = page.getByRole('dialog');
          const openLogin = async () => {
            const opener =
              device === 'phone'
                ? page.locator('.header__auth button').first()
                : page.locator('#side-menu .side-menu__auth button').first();
            await opener.click();
            await dialog.locator('input[name="username"]').waitFor();
          };

          if (device === 'desktop') {
            await page.locator('.header-login input[name="username"]').waitFor();
            await shot('header');
          }
          await openLogin();
          await shot('login');
          await dialog.locator('[role="tab"]').nth(1).click();
          await dialog.locator('input[name="code"]').waitFor();
          await shot('login-sms');
          await dialog.locator('[role="tab"]').nth(0).click();

          await dialog.locator('input[name="username"]').fill('amy2024');
          await dialog.locator('input[name="password"]').fill('Secret123');
          await dialog.locator('button[type="submit"]').click();
          await dialog.locator('input[type="radio"]').first().waitFor();
          await shot('second-step');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });

          await openLogin();
          await dialog.locator('.auth-links .link-btn').first().click();
          await dialog.locator('input[name="email"]').waitFor();
          await shot('forgot');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });

          await openLogin();
          await dialog.locator('.auth-links__register .link-btn').click();
          await dialog.locator('input[name="confirmPassword"]').waitFor();
          await dialog.locator('.captcha__image').waitFor();
          await shot('register');
          await dialog.locator('button[type="submit"]').click();
          await dialog.locator('.field__error').first().waitFor();
          await shot('register-errors');
          await dialog.locator('[role="tab"]').nth(1).click();
          await dialog.locator('input[name="mobileNum"]').waitFor();
          await shot('register-mobile');
          await dialog.locator('.country-select__button').click();
          await dialog.locator('.country-select__option').first().waitFor();
          await shot('country-codes');
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });

          await page.evaluate((value) => sessionStorage.setItem('token', value), token);
          await page.reload();
          await page.locator('.account-bar__name').waitFor();
          await page.locator('.account-bar__account', { hasText: /pics/ }).waitFor({ state: 'attached' });
          await shot('logged-in');

          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          assert.equal(overflow, 0, 'no horizontal scrolling');
          assert.equal(
            await page.evaluate(() => document.documentElement.dir),
            language === 'UR' ? 'rtl' : 'ltr',
          );
          // The mocked second step answers 403, which Chromium reports in the console.
          assert.deepEqual(
            errors.filter((error) => !error.startsWith('Failed to load resource')),
            [],
          );
          await close();
        });
      }
    }
  }
});

describe('money pages screenshots', () => {
  const PAY_PASSWORD = '135790';
  let token = '';
  let username = '';

  /** A member with money, a bound e-wallet, a pending and a paid deposit, and a paid withdrawal. */
  before(async () => {
    const funded = await fundedMember('cash', '3500');
    const { api, ops, memberId, admin } = funded;
    ({ username, token } = funded);
    const member = async <T>(
      method: 'GET' | 'POST' | 'PUT',
      urlPath: string,
      body?: unknown,
      sealed = false,
    ) => {
      const reply = await api.call<T>(method, urlPath, { token, body, sealed });
      assert.equal(reply.success, true, JSON.stringify(reply));
      return reply.value;
    };
    const methods = await member<{ channels: { id: number; kind: string }[] }[]>(
      'GET',
      '/wps/relay/MCSFE_getDepositPaymentChannels',
    );
    const manual = methods.flatMap((method) => method.channels).find((channel) => channel.kind === 'manual')!;
    const deposit = (amount: string, requestId: string) =>
      member<{ orderNo: string }>('POST', '/wps/relay/MCSFE_manualTransferGeneric', {
        channelId: manual.id,
        amount,
        reference: `BDO-${requestId}`,
        payerName: 'Maria Santos',
        requestId,
      });
    const paid = await deposit('1500', `shots-dep-1-${memberId}`);
    await admin('POST', `/deposits/${paid.orderNo}/approve`, {});
    await deposit('800', `shots-dep-2-${memberId}`);
    await member(
      'PUT',
      '/wps/member/paymentPassword',
      { paymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD },
      true,
    );
    const account = await member<{ id: number }>(
      'PUT',
      '/wps/v2/member/bankCards',
      {
        kind: 'ewallet',
        bankCode: 'GCASH',
        accountNumber: '09171234567',
        accountName: 'Maria Santos',
        paymentPassword: PAY_PASSWORD,
      },
      true,
    );
    await ops.update<{ withdrawal: Record<string, unknown> }>('money', (money) => ({
      ...money,
      withdrawal: { ...money.withdrawal, turnoverMultiple: 0 },
    }));
    try {
      const withdrawal = await member<{ orderNo: string }>(
        'POST',
        '/wps/v2/transaction/withdraw',
        {
          check: 'v2',
          accountId: account.id,
          amount: '600',
          paymentPassword: PAY_PASSWORD,
          requestId: `shots-w-${memberId}`,
        },
        true,
      );
      await admin('POST', `/withdrawals/${withdrawal.orderNo}/approve`, {});
    } finally {
      await ops.update<{ withdrawal: Record<string, unknown> }>('money', (money) => ({
        ...money,
        withdrawal: { ...money.withdrawal, turnoverMultiple: 1 },
      }));
    }
    // Transfer-wallet mode, so My wallet shows its transfer form.
    await ops.update<Record<string, unknown>>('money', (money) => ({
      ...money,
      singleWallet: false,
      vendorWallets: [
        { code: 'SLOTS', name: { EN: 'Slots wallet', UR: 'سلاٹس بٹوہ' } },
        { code: 'LIVE', name: { EN: 'Live casino wallet', UR: 'لائیو کیسینو بٹوہ' } },
      ],
    }));
  });
  after(async () => {
    const { operatorApi } = await import('./support/auth.js');
    const ops = await operatorApi(site);
    await ops.update<Record<string, unknown>>('money', (money) => ({
      ...money,
      singleWallet: true,
      vendorWallets: [],
    }));
  });

  /** Each page and what shows it is ready. */
  const PAGES: { id: string; name: string; ready: string; tab?: string }[] = [
    { id: 'transferFund', name: 'wallet', ready: '.wallet-route' },
    { id: 'depositv2', name: 'deposit', ready: '.deposit-methods' },
    { id: 'depositv2', name: 'deposit-records', ready: '.money-record', tab: 'records' },
    { id: 'withdraw', name: 'withdraw', ready: '.withdraw-charge' },
    { id: 'withdraw', name: 'withdraw-records', ready: '.withdraw-receipt', tab: 'records' },
    { id: 'transferUpline', name: 'transfer-upline', ready: '.transfer-page form' },
    { id: 'transactionHistory', name: 'account-records', ready: '.records-table' },
    { id: 'bonusDetails', name: 'bonus-details', ready: '.empty-state' },
    { id: 'personalHistoryCopy', name: 'betting-record', ready: '.empty-state' },
    { id: 'personalProfit', name: 'profit-loss', ready: '.empty-state' },
  ];

  for (const language of ['EN', 'UR']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [device, width, height] of [
        ['desktop', 1280, 800],
        ['phone', 390, 844],
      ] as const) {
        if (!wanted(language, scheme, device)) continue;
        it(`money pages: ${language} ${scheme} ${device}`, async () => {
          const { page, errors, close } = await openSignedIn(token, language, scheme, { width, height });
          // This member has no upline; the server is asked as usual but the form is what is pictured.
          await page.route('**/wps/agent/transferEnabled', (route) =>
            route.fulfill({
              contentType: 'application/json',
              body: JSON.stringify({ success: true, value: { upline: true, downline: false }, message: '' }),
            }),
          );
          await page.goto(`${site.url}/index`);
          await page.locator('[data-layout="full"]').waitFor();
          await page.evaluate(() => document.fonts.ready);
          await page.getByRole('banner').getByRole('button').filter({ hasText: username }).first().click();
          const dialog = page.locator('.member-centre');
          await dialog.waitFor();
          const shot = async (name: string) => {
            await animationsDone(page);
            const file = path.join(OUT, `money-${name}-${language}-${scheme}-${device}.png`);
            await page.screenshot({ path: file });
            assert.ok(fs.statSync(file).size > 20_000, `${name}: a real, non-blank page`);
            const overflow = await dialog
              .locator('.member-centre__panel')
              .evaluate((panel) => panel.scrollWidth - panel.clientWidth);
            assert.equal(overflow, 0, `${name}: no horizontal scrolling in the page panel`);
          };
          for (const entry of PAGES) {
            await dialog.locator(`.member-centre__entry[data-page="${entry.id}"]`).click();
            const panel = dialog.locator(`.member-centre__panel[data-page="${entry.id}"]`);
            if (entry.tab) await panel.locator('[role="tab"]').nth(1).click();
            else if (await panel.locator('[role="tab"]').count())
              await panel.locator('[role="tab"]').first().click();
            await panel.locator(entry.ready).first().waitFor();
            await shot(entry.name);
          }
          // A QR payment waiting to be paid.
          await dialog.locator('.member-centre__entry[data-page="depositv2"]').click();
          const deposit = dialog.locator('.member-centre__panel[data-page="depositv2"]');
          await deposit.locator('[role="tab"]').first().click();
          await deposit.locator('.deposit-method[data-method="QR_PAY"]').click();
          await deposit.locator('.deposit-chip').nth(2).click();
          await deposit.locator('button[type="submit"]').click();
          await deposit.locator('.deposit-qr svg.qr').waitFor();
          await shot('deposit-qr');
          // And the bank transfer form with the receiving account.
          await deposit.locator('.deposit-pending .money-record__actions .btn--ghost').click();
          await deposit.locator('.deposit-pending[data-status="CANCELLED"]').waitFor();
          await deposit.locator('.deposit-pending .money-form__submit').click();
          await deposit.locator('.deposit-method[data-method="BANK_TRANSFER"]').click();
          await deposit.locator('.deposit-account').waitFor();
          await shot('deposit-manual');

          assert.equal(
            await page.evaluate(() => document.documentElement.dir),
            language === 'UR' ? 'rtl' : 'ltr',
          );
          assert.deepEqual(errors, []);
          await close();
        });
      }
    }
  }
});

describe('game screenshots', () => {
  let token = '';

  /** A funded member who played three spins of Aurora Fruits through the real vendor. */
  before(async () => {
    const funded = await fundedMember('spin', '800');
    const { api } = funded;
    token = funded.token;
    const launch = await api.call<{ content: { game_url: string } }>(
      'GET',
      '/wps/game/launchGame?gameId=aurora-fruits&vassalage=AURORA&accountType=1&launchMode=GLS',
      { token },
    );
    assert.equal(launch.success, true, JSON.stringify(launch));
    const gameUrl = new URL(launch.value.content.game_url);
    const gameToken = gameUrl.pathname.split('/').pop()!;
    for (let n = 0; n < 3; n++) {
      const spun = await fetch(`${gameUrl.origin}/api/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: gameToken, bet: '1.00' }),
      });
      assert.equal(spun.status, 200, await spun.clone().text());
    }
  });

  for (const language of ['EN', 'UR']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [device, width, height] of [
        ['desktop', 1280, 800],
        ['phone', 390, 844],
      ] as const) {
        if (!wanted(language, scheme, device)) continue;
        it(`lobby, game list, slot, betting record: ${language} ${scheme} ${device}`, async () => {
          const { page, errors, close } = await openSignedIn(token, language, scheme, { width, height });
          const shot = async (name: string) => {
            await page.evaluate(() => document.fonts.ready);
            await animationsDone(page);
            const file = path.join(OUT, `games-${name}-${language}-${scheme}-${device}.png`);
            await page.screenshot({ path: file });
            assert.ok(fs.statSync(file).size > 20_000, `${name}: a real, non-blank page`);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            assert.equal(overflow, 0, `${name}: no horizontal scrolling`);
          };

          // The lobby: the home page's game lanes.
          await page.goto(`${site.url}/index`);
          await page.locator('.home-games .game-card:not(.game-card--skeleton)').first().waitFor();
          await page.locator('.home-games').scrollIntoViewIfNeeded();
          await shot('lobby');

          // The slot hall's game list.
          await page.goto(`${site.url}/rng`);
          await page.locator('.game-card:not(.game-card--skeleton)').nth(2).waitFor();
          await page.locator('.game-card__image').first().waitFor();
          await shot('list');
          const { describeViolations, seriousViolations } = await import('./support/axe.js');
          const hallViolations = await seriousViolations(page);
          assert.deepEqual(hallViolations, [], describeViolations(hallViolations));

          // The slot in the /game frame.
          await page.locator('.game-card[data-node-id] .btn--primary').first().click();
          await page.waitForURL((url) => url.pathname === '/game');
          const frame = page.frameLocator('.game-frame iframe');
          await frame.getByTestId('spin').waitFor();
          await shot('slot');

          // The betting record with the three rounds.
          await page.goto(`${site.url}/index?memberCentre=personalHistoryCopy`);
          const record = page.locator('.member-centre__panel[data-page="personalHistoryCopy"]');
          await record.locator('.records-table__total').first().waitFor();
          await shot('betting-record');
          const recordViolations = await seriousViolations(page);
          assert.deepEqual(recordViolations, [], describeViolations(recordViolations));

          assert.equal(
            await page.evaluate(() => document.documentElement.dir),
            language === 'UR' ? 'rtl' : 'ltr',
          );
          assert.deepEqual(errors, []);
          await close();
        });
      }
    }
  }
});

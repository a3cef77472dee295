import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { encryptPayload, importPublicKey } from '@wps/contracts';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, openPage, type WatchedPage } from './support/browser.js';
import { operator, startSite, type Site } from './support/site.js';

/**
 * The member centre and its security centre against the real server. Accounts are made through the
 * API; the human challenge and image captcha are switched off for this site, since they are not what
 * these tests are about (the auth tests cover them). Cashback (MANPLAYREB3) is off by default until it
 * exists; it is switched on here so the menu shows every entry, its placeholder included.
 */

let site: Site;
let browser: Browser;

const MENU = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdrawal',
  'Transfer to upline',
  'Betting record',
  'Cashback',
  'Account record',
  'Personal profit and loss',
  'Bonus details',
  'Reward centre',
  'Invite friends',
  'Mission activity',
  'Platform information',
];

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const ops = await operator(site);
  await ops.update('modules', (modules: Record<string, boolean>) => ({
    ...modules,
    GEETEST3: false,
    CAPTCHA3: false,
    MANPLAYREB3: true,
  }));
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { body, token, sealed = false }: { body?: unknown; token?: string; sealed?: boolean } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { merchant: 'aurora', 'user-agent': 'e2e-api-client' };
  if (token) headers.authorization = token;
  let payload = body;
  if (sealed) {
    const keyResponse = await fetch(`${site.url}/wps/session/key/rsa`, { headers });
    const key = ((await keyResponse.json()) as Envelope<{ keyId: string; publicKey: string }>).value;
    const encrypted = await encryptPayload(
      body,
      { keyId: key.keyId, publicKey: await importPublicKey(key.publicKey) },
      method,
      path,
    );
    Object.assign(headers, encrypted.headers);
    payload = encrypted.body;
  }
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Console errors other than the browser's own log line for an answered refusal (4xx) the test expects. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (text) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text),
  );

let serial = 0;
/** A fresh member (username registration) and its session token. */
async function register(
  password = 'Start1234',
): Promise<{ username: string; password: string; token: string }> {
  serial += 1;
  const username = `member${Date.now().toString(36).slice(-5)}${serial}`;
  const reply = await api<{ token: string }>('PUT', '/wps/member/register', {
    sealed: true,
    body: { username, password, confirmPassword: password, registerMethod: 'WEB' },
  });
  assert.equal(reply.body.success, true, `registration failed: ${JSON.stringify(reply.body)}`);
  return { username, password, token: reply.body.value.token };
}

function apiLogin(username: string, password: string) {
  return api<{ token: string }>('POST', '/wps/session/login', {
    sealed: true,
    body: { username, password, type: 'username' },
  });
}

/** A page whose session starts signed in with `token` (set once, so a later logout sticks). */
async function openSignedIn(token: string, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  await watched.page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    sessionStorage.setItem('token', value);
  }, token);
  await watched.page.goto(`${site.url}/index`);
  await watched.page.locator('[data-layout]').first().waitFor();
  return watched;
}

function centreDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Member centre' });
}

async function openCentre(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Personal centre/ })
    .click();
  const dialog = centreDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('region', { name: 'Account overview' }).waitFor();
  return dialog;
}

/** Closes the after-login popups the operator configured, if any show up. */
async function dismissAfterLoginPopups(page: Page) {
  const popup = page.locator('.after-login');
  for (let i = 0; i < 5; i++) {
    const shown = await popup
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) return;
    await popup
      .getByRole('button', { name: /^(Close|Next)$/ })
      .last()
      .click();
    await popup.waitFor({ state: 'detached', timeout: 3_000 }).catch(() => undefined);
  }
}

async function loginInHeader(page: Page, username: string, password: string) {
  const form = page.getByRole('banner').getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

describe('member centre', () => {
  it('loads only when opened, shows the 14 entries in order on the security centre, and switches pages', async () => {
    const member = await register();
    const scripts: string[] = [];
    const watched = await openPage(browser);
    watched.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await watched.page.addInitScript((value) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      sessionStorage.setItem('token', value);
    }, member.token);
    await watched.page.goto(`${site.url}/index`);
    const { page, errors } = watched;
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Personal centre/ })
      .waitFor();
    await page.waitForLoadState('networkidle');
    const ours = (files: string[]) =>
      files.filter((file) => /\/(MemberCentre|SecurityCenterPage)-/.test(file));
    assert.deepEqual(ours(scripts), [], 'no member-centre code before it opens');

    const dialog = await openCentre(page);
    assert.equal(ours(scripts).length, 2, 'the centre and the security page load when opened');
    const menu = dialog.getByRole('navigation', { name: 'Member centre menu' });
    // An entry's count badge (the reward centre's rewards to take) is not part of its label.
    const labels = (texts: string[]) => texts.map((text) => text.replace(/\n\d+$/, ''));
    assert.deepEqual(labels(await menu.getByRole('button').allInnerTexts()), MENU);
    assert.deepEqual(await menu.locator('[aria-current="page"]').allInnerTexts(), ['My account']);
    await dialog.getByRole('heading', { name: 'Security centre' }).waitFor();
    assert.match(
      await dialog.getByRole('region', { name: 'Account overview' }).innerText(),
      new RegExp(member.username),
    );

    await menu.getByRole('button', { name: 'Reward centre' }).click();
    assert.deepEqual(labels(await menu.locator('[aria-current="page"]').allInnerTexts()), ['Reward centre']);
    // Every member has the daily sign-in reward to take.
    await dialog.getByRole('region', { name: 'Reward centre' }).getByText('Ready to claim').first().waitFor();
    assert.equal(await dialog.getByRole('heading', { name: 'Security centre' }).count(), 0);

    await menu.getByRole('button', { name: 'My account' }).click();
    await dialog.getByRole('heading', { name: 'Security centre' }).waitFor();

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await watched.close();
  });

  it('refuses a trial (free play) account with the real-account warning', async () => {
    const trial = await api<{ token: string }>('POST', '/wps/session/login/freeplay', {
      body: { platform: 'W' },
    });
    assert.equal(trial.body.success, true, JSON.stringify(trial.body));
    const { page, close } = await openSignedIn(trial.body.value.token);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Personal centre/ })
      .click();
    await page.getByText('Please use a real account. Trial accounts cannot do this.').waitFor();
    assert.equal(await centreDialog(page).count(), 0);
    await close();
  });
});

describe('security centre', () => {
  it('changes the login password: then the old one is refused and the new one works', async () => {
    const member = await register('Start1234');
    const { page, errors, close } = await openSignedIn(member.token);
    const dialog = await openCentre(page);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    const form = dialog.getByRole('form', { name: 'Change login password' });
    await form.getByLabel('Current password', { exact: true }).fill(member.password);
    await form.getByLabel('New password', { exact: true }).fill('Changed5678');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Changed5679');
    await form.getByRole('button', { name: 'Save password' }).click();
    await form.getByText('The two entries are inconsistent').waitFor();

    await form.getByLabel('Current password', { exact: true }).fill('Wrong1234');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Changed5678');
    await form.getByRole('button', { name: 'Save password' }).click();
    await form.getByText('The password is wrong').waitFor();

    await form.getByLabel('Current password', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/index');

    const old = await apiLogin(member.username, member.password);
    assert.equal(old.body.success, false);
    assert.equal(old.body.errorCode, 'login.failed');
    const fresh = await apiLogin(member.username, 'Changed5678');
    assert.equal(fresh.body.success, true, JSON.stringify(fresh.body));
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('sets the payment password, then changes it with the old one', async () => {
    const member = await register();
    const { page, errors, close } = await openSignedIn(member.token);
    const dialog = await openCentre(page);
    await dialog.getByRole('button', { name: 'Set payment password' }).click();
    let form = dialog.getByRole('form', { name: 'Set payment password' });
    await form.getByLabel('New payment password', { exact: true }).fill('12345');
    await form.getByLabel('Confirm payment password', { exact: true }).fill('12345');
    await form.getByRole('button', { name: 'Save payment password' }).click();
    await form.locator('.field__error', { hasText: '6 digits' }).waitFor();

    await form.getByLabel('New payment password', { exact: true }).fill('246810');
    await form.getByLabel('Confirm payment password', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Save payment password' }).click();
    await dialog.getByText('Your payment password is set.').waitFor();
    await dialog.getByText('Set; asked for with every withdrawal').waitFor();
    const has = await api<boolean>('GET', '/wps/member/hasWithdrawalPassword', { token: member.token });
    assert.equal(has.body.value, true);

    await dialog.getByRole('button', { name: 'Change payment password' }).click();
    form = dialog.getByRole('form', { name: 'Change payment password' });
    await form.getByLabel('Current payment password', { exact: true }).fill('111111');
    await form.getByLabel('New payment password', { exact: true }).fill('135790');
    await form.getByLabel('Confirm payment password', { exact: true }).fill('135790');
    await form.getByRole('button', { name: 'Save new payment password' }).click();
    await form.getByText('The password is wrong').waitFor();

    await form.getByLabel('Current payment password', { exact: true }).fill('246810');
    await form.getByRole('button', { name: 'Save new payment password' }).click();
    await dialog.getByText('Your payment password has been changed.').waitFor();

    // The new one is now the old one: changing again with it is accepted.
    await dialog.getByRole('button', { name: 'Change payment password' }).click();
    form = dialog.getByRole('form', { name: 'Change payment password' });
    await form.getByLabel('Current payment password', { exact: true }).fill('135790');
    await form.getByLabel('New payment password', { exact: true }).fill('975310');
    await form.getByLabel('Confirm payment password', { exact: true }).fill('975310');
    await form.getByRole('button', { name: 'Save new payment password' }).click();
    await dialog.getByText('Your payment password has been changed.').waitFor();
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('enrols two-factor, then a new login asks for the authenticator code', async () => {
    const member = await register();
    const { page, errors, close } = await openSignedIn(member.token);
    let dialog = await openCentre(page);
    await dialog.getByRole('button', { name: 'Set up authenticator' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).locator('path').waitFor();
    const shown = await dialog.getByLabel('Authenticator key').innerText();
    const totp = new TOTP({ secret: Secret.fromBase32(shown.replace(/\s+/g, '')), digits: 6, period: 30 });

    await dialog.getByLabel('6-digit code from the app').fill(totp.generate());
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codes = dialog.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    assert.equal(await codes.getByRole('listitem').count(), 10);
    const done = dialog.getByRole('button', { name: 'Done' });
    assert.equal(await done.isDisabled(), true, 'Done waits for "I saved them"');
    await dialog.getByLabel('I have saved my recovery codes').check();
    await done.click();
    await dialog.getByText('On · recovery codes left: 10').waitFor();

    // Sign out, then log in again: the password alone is not enough any more.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await loginInHeader(page, member.username, member.password);
    const check = page.getByRole('dialog', { name: 'Two-step verification' });
    await check.waitFor();
    // The code of the next 30-second step: the one used to enrol may not be used twice.
    await check
      .getByLabel('6-digit code from your authenticator app')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await check.getByRole('button', { name: 'Confirm and log in' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Personal centre/ })
      .waitFor();
    await dismissAfterLoginPopups(page);
    dialog = await openCentre(page);
    await dialog.getByText('On · recovery codes left: 10').waitFor();
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('saves the profile (the e-mail with the login password) and the language, which switches the site', async () => {
    const member = await register();
    const { page, errors, close } = await openSignedIn(member.token);
    let dialog = await openCentre(page);
    const profile = dialog.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Nickname', { exact: true }).fill('x');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('2–20 characters').waitFor();
    await profile.getByLabel('Nickname', { exact: true }).fill('Lucky Ali');
    await profile.getByLabel('Telegram account', { exact: true }).fill('@luckyali');
    await profile.getByLabel('E-mail', { exact: true }).fill('ali@example.com');
    await profile.getByLabel('Your login password', { exact: true }).fill('Wrong1234');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('The password is wrong').waitFor();
    await profile.getByLabel('Your login password', { exact: true }).fill(member.password);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('Profile saved').waitFor();
    const saved = await api<{ nickname: string; telegram: string; email: string }>(
      'GET',
      '/wps/member/profile',
      {
        token: member.token,
      },
    );
    assert.deepEqual(
      {
        nickname: saved.body.value.nickname,
        telegram: saved.body.value.telegram,
        email: saved.body.value.email,
      },
      { nickname: 'Lucky Ali', telegram: '@luckyali', email: 'ali@example.com' },
    );

    const language = dialog.locator('[data-section="language"]');
    await language.getByRole('combobox', { name: 'Language' }).selectOption('CN');
    await language.getByRole('button', { name: 'Save language' }).click();
    dialog = page.getByRole('dialog', { name: '会员中心' });
    await dialog
      .getByRole('navigation', { name: '会员中心菜单' })
      .getByRole('button', { name: '我的账户' })
      .waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    const stored = await api<{ language: string }>('GET', '/wps/member/profile', { token: member.token });
    assert.equal(stored.body.value.language, 'CN');
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('ends another session: that browser is signed out on its next call', async () => {
    const member = await register();
    const other = await openPage(browser);
    await other.page.goto(`${site.url}/index`);
    await loginInHeader(other.page, member.username, member.password);
    await other.page
      .getByRole('banner')
      .getByRole('button', { name: /Personal centre/ })
      .waitFor();
    await dismissAfterLoginPopups(other.page);

    const { page, errors, close } = await openSignedIn(member.token);
    const dialog = await openCentre(page);
    const sessions = dialog.getByRole('list', { name: 'Active sessions' });
    await sessions.getByRole('listitem').nth(1).waitFor();
    assert.equal(await sessions.getByRole('listitem').count(), 2);
    assert.equal(await sessions.getByText('This device').count(), 1);
    const end = sessions.getByRole('button', { name: /^End the session on Chrome \d+ on Linux$/ });
    await end.click();
    await page.getByText('will be signed out.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await dialog.getByText(/The session on Chrome \d+ on Linux has ended\./).waitFor();
    await sessions.getByRole('listitem').nth(1).waitFor({ state: 'detached' });

    await other.page.reload();
    await other.page.getByRole('banner').getByRole('form', { name: 'Log in' }).waitFor();
    assert.equal(await other.page.evaluate(() => sessionStorage.getItem('token')), null);
    assert.deepEqual(unexpected(errors), []);
    await other.close();
    await close();
  });
});

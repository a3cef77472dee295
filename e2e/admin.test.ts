import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { CAPTCHA_CODE, memberApi, operatorApi, uniqueMobile, uniqueName } from './support/auth.js';
import { describeViolations, seriousViolations } from './support/axe.js';
import { launchBrowser, unexpected } from './support/browser.js';
import { requestWithdrawal, setPaymentPassword } from './support/money.js';
import { ADMIN_NEW_PASSWORD, ADMIN_PASSWORD, startSite, type Site } from './support/site.js';

/**
 * The operator's day in the back office (/admin) against the real server: the first sign-in and its
 * forced password change, finding a member by mobile and locking them, finance decisions with
 * maker-checker, a module switch and an announcement seen on the member site, and what a viewer may
 * not do. axe-core runs on every page the journey opens.
 */

const PASSWORD = 'Secret123';
let site: Site;
let browser: Browser;
let ops: Awaited<ReturnType<typeof operatorApi>>;
let api: ReturnType<typeof memberApi>;

before(async () => {
  site = await startSite({ CAPTCHA_TEST_CODE: CAPTCHA_CODE, SETTINGS_CACHE_MS: '0' });
  browser = await launchBrowser();
  api = memberApi(site);
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

interface Visit {
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

/** A fresh browser context on a back-office (or member-site) path. */
async function open(path: string, options: BrowserContextOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.url}${path}`);
  return { page, errors, close: () => context.close() };
}

/** Signs in on the back office's sign-in page (already changed passwords only). */
async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectAccessible(page: Page, what: string) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${what}: ${describeViolations(violations)}`);
}

/** An operator of `role` with its first password already changed (through the API). */
async function newOperator(role: 'viewer' | 'editor') {
  const username = uniqueName(role).toLowerCase();
  const first = 'Operator-first-pass-1';
  const password = 'Operator-second-pass-2';
  await ops.call('POST', '/wps/admin/operators', { username, password: first, role });
  const login = await fetch(`${site.url}/wps/admin/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: first }),
  }).then((response) => response.json() as Promise<{ value: { token: string } }>);
  await fetch(`${site.url}/wps/admin/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: login.value.token },
    body: JSON.stringify({ oldPassword: first, newPassword: password }),
  });
  return { username, password, token: login.value.token };
}

describe('the first sign-in', () => {
  it('asks for a new password before anything else, then opens the dashboard', async () => {
    const { page, errors, close } = await open('/admin/');
    await page.waitForURL(/\/admin\/login/);
    await expectAccessible(page, 'sign-in');
    await signIn(page, 'admin', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).waitFor();
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/admin\/password$/);
    await page.getByText('Choose a new password before you continue').waitFor();
    await expectAccessible(page, 'password change');
    await page.getByLabel('Current password').fill(ADMIN_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(ADMIN_NEW_PASSWORD);
    await page.getByLabel('New password again').fill(ADMIN_NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    assert.match(page.url(), /\/admin\/m\/aurora\/dashboard$/);
    await page.getByText('Waiting for an operator').waitFor();
    await expectAccessible(page, 'dashboard');
    assert.deepEqual(unexpected(errors), []);
    await close();
    // The API helpers sign in with the changed password from here on.
    ops = await operatorApi(site);
  });
});

/** A back-office page as the admin (signed in through the form). */
async function asAdmin(path: string, options: BrowserContextOptions = {}): Promise<Visit> {
  const visit = await open(`/admin/login?next=${encodeURIComponent(path)}`, options);
  await signIn(visit.page, 'admin', ADMIN_NEW_PASSWORD);
  await visit.page.waitForURL((url) => url.pathname === path);
  return visit;
}

describe('members', () => {
  it('finds a member by mobile and locks them: their next call is refused', async () => {
    const username = uniqueName('lockme');
    const mobile = uniqueMobile();
    const { token } = await api.register({ username, password: PASSWORD, mobileNum: mobile });
    assert.equal((await api.call('GET', '/wps/member/info', { token })).success, true);

    const { page, errors, close } = await asAdmin('/admin/m/aurora/members');
    await expectAccessible(page, 'members');
    await page.getByLabel('Find a member').fill(mobile);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: username });
    await row.waitFor();
    assert.equal(await page.getByRole('row').count(), 2, 'one member matches the number');
    await row.getByRole('link', { name: username }).click();
    await page.getByRole('heading', { name: username, level: 1 }).waitFor();
    await expectAccessible(page, 'member page');

    await page.getByRole('button', { name: 'Lock' }).click();
    const dialog = page.getByRole('dialog', { name: `Lock ${username}` });
    // No reason, no lock.
    await dialog.getByRole('button', { name: 'Lock' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Say why' }).waitFor();
    await dialog.getByLabel('Reason').fill('Chargeback investigation');
    await dialog.getByRole('button', { name: 'Lock' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/Locked by admin on .*: Chargeback investigation/).waitFor();

    const refused = await api.call('GET', '/wps/member/info', { token });
    assert.equal(refused.errorCode, 'account.disabled');

    // The audit log has it, with the reason.
    await page.goto(`${site.url}/admin/control/audit?action=member.lock`);
    const entry = page.getByRole('row').filter({ hasText: 'member.lock' }).first();
    await entry.getByRole('button', { name: 'Details' }).click();
    await page.getByRole('dialog', { name: 'Change' }).getByText('Chargeback investigation').waitFor();
    await expectAccessible(page, 'audit log with details');
    assert.deepEqual(unexpected(errors), []);
    await close();
  });
});

/** A member registered through the API, with its token and id. */
async function newMember(prefix: string) {
  const username = uniqueName(prefix);
  const { token } = await api.register({ username, password: PASSWORD });
  return { username, token, id: (await ops.memberNamed(username)).id };
}

async function balanceOf(token: string): Promise<string> {
  const reply = await api.call<{ sumBalance: string }>('GET', '/wps/v2/wallets/balance', { token });
  assert.equal(reply.success, true, JSON.stringify(reply));
  return reply.value.sumBalance;
}

async function statusOf(memberId: number, orderNo: string) {
  const orders = await ops.call<{ list: { orderNo: string; status: string }[] }>(
    'GET',
    `/wps/admin/merchants/aurora/withdrawals?memberId=${memberId}`,
  );
  return orders.list.find((entry) => entry.orderNo === orderNo)?.status;
}

describe('finance', () => {
  it('approves a manual deposit: the member is credited once', async () => {
    const member = await newMember('deposit');
    const channels = await api.call<{ channels: { id: number; kind: string }[] }[]>(
      'GET',
      '/wps/relay/MCSFE_getDepositPaymentChannels',
      { token: member.token },
    );
    const channel = channels.value
      .flatMap((method) => method.channels)
      .find((entry) => entry.kind === 'manual')!;
    // The list is open before the order exists: it arrives over the desk channel, well before the
    // 10 s poll (which is off while the channel is up).
    const { page, errors, close } = await asAdmin('/admin/m/aurora/finance/deposits');
    await page.getByRole('status').filter({ hasText: 'Live updates on' }).waitFor();
    const created = await api.call<{ orderNo: string }>('POST', '/wps/relay/MCSFE_manualTransferGeneric', {
      token: member.token,
      body: {
        channelId: channel.id,
        amount: '750',
        reference: `REF${Date.now()}`,
        payerName: 'Maria Santos',
        requestId: `dep-${Date.now()}`,
      },
    });
    assert.equal(created.success, true, JSON.stringify(created));
    const orderNo = created.value.orderNo;
    assert.equal(await balanceOf(member.token), '0.00');
    await page.getByRole('button', { name: `Review ${orderNo}` }).waitFor({ timeout: 4_000 });
    await expectAccessible(page, 'deposits');
    await page.getByRole('button', { name: `Review ${orderNo}` }).click();
    const details = page.getByRole('dialog', { name: `Deposit ${orderNo}` });
    await details.getByText('Maria Santos').waitFor();
    await expectAccessible(page, 'deposit details');
    await details.getByRole('button', { name: 'Approve and credit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve the manual transfer' });
    await confirm.getByRole('button', { name: 'Approve and credit' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: orderNo }).getByText('Paid').waitFor();
    assert.equal(await balanceOf(member.token), '750.00');

    // The member's page shows the money too.
    await page.goto(`${site.url}/admin/m/aurora/members/${member.id}`);
    await page.getByRole('table', { name: 'Balances' }).getByText('750.00').waitFor();
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('a withdrawal above the threshold is paid only after a second, different operator', async () => {
    await ops.update<Record<string, Record<string, unknown>>>('money', (money) => ({
      ...money,
      withdrawal: { ...money.withdrawal, secondApprovalAbove: '500.00' },
    }));
    const member = await newMember('bigout');
    await ops.adjust(member.username, '900');
    await setPaymentPassword(api, member.token);
    const orderNo = await requestWithdrawal(api, member.token, '600');
    // The 600 is held from the member's 900 until the decision.
    assert.equal(await balanceOf(member.token), '300.00');
    const checker = await newOperator('editor');

    const first = await asAdmin('/admin/m/aurora/finance/withdrawals');
    await expectAccessible(first.page, 'withdrawals');
    await first.page.getByRole('button', { name: `Review ${orderNo}` }).click();
    const details = first.page.getByRole('dialog', { name: `Withdrawal ${orderNo}` });
    await details
      .getByText(/First withdrawal|never had a withdrawal paid out/)
      .first()
      .waitFor();
    await expectAccessible(first.page, 'withdrawal details');
    await details.getByRole('button', { name: 'Approve (1 of 2)' }).click();
    const confirmFirst = first.page.getByRole('dialog', { name: 'First approval' });
    await confirmFirst.getByRole('button', { name: 'Approve (1 of 2)' }).click();
    await confirmFirst.waitFor({ state: 'detached' });
    const row = first.page.getByRole('row').filter({ hasText: orderNo });
    await row.getByText('Awaiting 2nd approval').waitFor();
    // Not paid: the order waits, its money still held, and the same operator cannot give the second approval.
    assert.equal(await statusOf(member.id, orderNo), 'AWAITING_SECOND_APPROVAL');
    await row.getByRole('button', { name: new RegExp(`^(Review|Details of) ${orderNo}$`) }).click();
    await first.page
      .getByRole('dialog', { name: `Withdrawal ${orderNo}` })
      .getByText('You gave the first approval')
      .waitFor();
    assert.deepEqual(unexpected(first.errors), []);
    await first.close();

    const second = await open(
      `/admin/login?next=${encodeURIComponent('/admin/m/aurora/finance/withdrawals?stage=second')}`,
    );
    await signIn(second.page, checker.username, checker.password);
    await second.page.getByRole('button', { name: `Review ${orderNo}` }).click();
    const secondDetails = second.page.getByRole('dialog', { name: `Withdrawal ${orderNo}` });
    await secondDetails.getByRole('button', { name: 'Approve and pay (2 of 2)' }).click();
    const confirmSecond = second.page.getByRole('dialog', { name: 'Second approval' });
    await confirmSecond.getByRole('button', { name: 'Approve and pay (2 of 2)' }).click();
    await confirmSecond.waitFor({ state: 'detached' });
    assert.equal(await statusOf(member.id, orderNo), 'PAID');
    assert.equal(await balanceOf(member.token), '300.00');
    assert.deepEqual(unexpected(second.errors), []);
    await second.close();
  });
});

describe('site settings', () => {
  it('switching free play off hides it on the member site', async () => {
    const member = await open('/promotions');
    const sideMenu = member.page.locator('#side-menu');
    await sideMenu.getByRole('button', { name: 'Free play' }).waitFor();

    const { page, errors, close } = await asAdmin('/admin/m/aurora/settings/modules');
    await expectAccessible(page, 'module switches');
    const freePlay = page.getByRole('switch', { name: /FREEPLAY3/ });
    assert.equal(await freePlay.isChecked(), true);
    // The switch is drawn over its input: a click on its label turns it, as a mouse would.
    await page.locator('label', { has: freePlay }).click();
    assert.equal(await freePlay.isChecked(), false);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Saved as version \d+/).waitFor();
    try {
      await member.page.reload();
      await sideMenu.getByRole('button', { name: 'Deposit' }).waitFor();
      assert.equal(await sideMenu.getByRole('button', { name: 'Free play' }).count(), 0);
    } finally {
      await ops.modules({ FREEPLAY3: true });
    }
    assert.deepEqual(unexpected(errors), []);
    await close();
    await member.close();
  });
});

describe('content', () => {
  it('an announcement edited in the back office is what the member site shows', async () => {
    const notices = await ops.call<{
      list: { id: number; type: string; title: Record<string, string>; enabled: boolean }[];
    }>('GET', '/wps/admin/merchants/aurora/announcements?type=PL');
    const notice = notices.list.find((entry) => entry.enabled)!;
    const before = notice.title.EN!;
    const after = `Maintenance window moved ${Date.now().toString(36)}`;

    const { page, errors, close } = await asAdmin('/admin/m/aurora/announcements');
    await expectAccessible(page, 'announcements');
    await page.getByRole('row').filter({ hasText: before }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit announcement' });
    await expectAccessible(page, 'announcement editor');
    const title = dialog.getByLabel('Title (English)');
    assert.equal(await title.inputValue(), before);
    await title.fill(after);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: after }).waitFor();

    const member = await open('/index');
    await member.page.locator('.marquee, [class*="marquee"]').filter({ hasText: after }).first().waitFor();
    assert.deepEqual(unexpected(errors), []);
    await member.close();
    await close();
  });
});

describe('agents', () => {
  it('an admin offers a top agent the platform’s daily salary on the Contracts page: the agent is asked on the site', async () => {
    ops ??= await operatorApi(site);
    const username = uniqueName('topagent');
    const { token } = await api.register({ username, password: PASSWORD });
    await ops.setMemberRole(username, 1, `T${Date.now().toString(36).toUpperCase()}`);

    const { page, errors, close } = await asAdmin('/admin/m/aurora/agents/contracts');
    await expectAccessible(page, 'contracts');
    await page.getByRole('button', { name: 'Offer platform contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offer a platform contract' });
    await dialog.getByLabel('Agent’s username').or(dialog.getByLabel("Agent's username")).fill(username);
    await dialog.getByLabel('Rate (%)').first().fill('1.5');
    await dialog.getByLabel('Reason').fill('browser test: launch terms');
    await expectAccessible(page, 'platform contract offer');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    await page.getByText(new RegExp(`is offered to ${username}`)).waitFor();
    await page.getByRole('row').filter({ hasText: username }).filter({ hasText: 'Offered' }).waitFor();

    const flags = await api.call<{ dailysalreqtype: boolean }>('GET', '/wps/member/info/funds/consolidated', {
      token,
    });
    assert.equal(flags.success, true, JSON.stringify(flags));
    assert.equal(flags.value.dailysalreqtype, true);
    assert.deepEqual(unexpected(errors), []);
    await close();
  });
});

describe('roles', () => {
  it('a viewer is not offered what it may not do, and the API refuses it anyway', async () => {
    const viewer = await newOperator('viewer');
    const username = uniqueName('viewed');
    await api.register({ username, password: PASSWORD });
    const member = await ops.memberNamed(username);

    const { page, errors, close } = await open(
      `/admin/login?next=${encodeURIComponent(`/admin/m/aurora/members/${member.id}`)}`,
    );
    await signIn(page, viewer.username, viewer.password);
    await page.getByRole('heading', { name: username, level: 1 }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Lock' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Reset password' }).count(), 0);
    // No decision on the finance queues either.
    await page.goto(`${site.url}/admin/m/aurora/finance/deposits`);
    await page.getByRole('heading', { name: 'Deposits', level: 1 }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Review / }).count(), 0);
    // Admin-only pages are not in its menu, and refused when opened by address.
    const menu = page.getByRole('complementary', { name: 'Back-office menu' });
    assert.equal(await menu.getByRole('link', { name: 'Operators' }).count(), 0);
    await page.goto(`${site.url}/admin/control/operators`);
    await page.getByText('Your role cannot open this page.').waitFor();

    const login = await fetch(`${site.url}/wps/admin/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: viewer.username, password: viewer.password }),
    }).then((response) => response.json() as Promise<{ value: { token: string } }>);
    const refused = await fetch(`${site.url}/wps/admin/merchants/aurora/members/${member.id}/lock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: login.value.token },
      body: JSON.stringify({ reason: 'not mine to lock' }),
    });
    assert.equal(refused.status, 403);
    assert.equal(((await refused.json()) as { errorCode: string }).errorCode, 'operator.forbidden');
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('an admin switches an operator off on the Operators page: the operator is signed out and refused', async () => {
    const editor = await newOperator('editor');
    const { page, errors, close } = await asAdmin('/admin/control/operators');
    await page.getByRole('heading', { name: 'Operators', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Switch off ${editor.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Switch off ${editor.username}` });
    await dialog.getByRole('button', { name: 'Switch off' }).click();
    await dialog.getByText('Say why: the reason is kept in the audit log.').waitFor();
    await dialog.getByLabel('Reason').fill('Left the team');
    await expectAccessible(page, 'operator switch-off dialog');
    await dialog.getByRole('button', { name: 'Switch off' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Switch on ${editor.username}` }).waitFor();
    const me = await fetch(`${site.url}/wps/admin/session/me`, { headers: { authorization: editor.token } });
    assert.equal(me.status, 401);
    // The admin's own row offers nothing.
    const own = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
    assert.equal(await own.getByRole('button').count(), 0);
    assert.deepEqual(unexpected(errors), []);
    await close();
  });
});

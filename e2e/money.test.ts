import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createRequire } from 'node:module';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { memberApi, operatorApi, uniqueName } from './support/auth.js';
import { describeViolations, type AxeViolation } from './support/axe.js';
import {
  animationsDone,
  countFetches,
  launchBrowser,
  openPage,
  type WatchedPage,
  openCentrePage,
  unexpected,
} from './support/browser.js';
import { ADMIN_NEW_PASSWORD, startSite, type Site } from './support/site.js';
import { waitUntil } from './support/wait.js';
import { payOnSandbox } from '../apps/server/test/deposits-support.js';
import { PAY_PASSWORD, requestWithdrawal } from './support/money.js';

/**
 * The money pages of the member centre against the real server and the in-process sandbox payment
 * gateway: deposits (gateway pay page and manual transfer), withdrawal with card binding, payment
 * password and receipt confirmation, transfer to upline, wallet transfers and account records.
 * The agent is registered as a member and made an agent (type 1, invitation code) through the
 * operator API.
 */

const PASSWORD = 'Money1234';
const AGENT_CODE = 'AGMONEY1';

let site: Site;
let browser: Browser;
let ops: Awaited<ReturnType<typeof operatorApi>>;
let api: ReturnType<typeof memberApi>;
let agent: Account;

interface Account {
  username: string;
  token: string;
  id: number;
}

before(async () => {
  site = await startSite();
  ops = await operatorApi(site);
  // The human checks are not what these tests are about (the auth tests cover them).
  await ops.modules({ GEETEST3: false, CAPTCHA3: false });
  api = memberApi(site);
  const agentName = uniqueName('agent');
  await register(api, agentName);
  await ops.setMemberRole(agentName, 1, AGENT_CODE);
  browser = await launchBrowser();
  agent = await login(agentName);
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

async function login(username: string): Promise<Account> {
  const reply = await api.call<{ token: string }>('POST', '/wps/session/login', {
    sealed: true,
    body: { username, password: PASSWORD, type: 'username' },
  });
  assert.equal(reply.success, true, JSON.stringify(reply));
  return { username, token: reply.value.token, id: await memberId(username) };
}

async function memberId(username: string): Promise<number> {
  const reply = await fetch(`${site.url}/wps/admin/merchants/aurora/members?username=${username}`, {
    headers: { authorization: await operatorToken() },
  });
  const json = (await reply.json()) as { value: { list: { id: number; username: string }[] } };
  const row = json.value.list.find((entry) => entry.username.toLowerCase() === username.toLowerCase());
  assert.ok(row, `no member ${username}`);
  return row.id;
}

let cachedOperatorToken: string | null = null;
async function operatorToken(): Promise<string> {
  if (cachedOperatorToken) return cachedOperatorToken;
  const reply = await fetch(`${site.url}/wps/admin/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_NEW_PASSWORD }),
  });
  const json = (await reply.json()) as { success: boolean; value: { token: string } };
  assert.equal(json.success, true, JSON.stringify(json));
  cachedOperatorToken = json.value.token;
  return cachedOperatorToken;
}

/** An operator call on the demo merchant; fails the test when refused. */
async function operatorCall<T>(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${site.url}/wps/admin/merchants/aurora${urlPath}`, {
    method,
    headers: {
      authorization: await operatorToken(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await reply.json()) as { success: boolean; value: T };
  assert.equal(json.success, true, `${method} ${urlPath}: ${JSON.stringify(json)}`);
  return json.value;
}

/** Registers by username through the API (the human checks are off on this site). */
async function register(client: ReturnType<typeof memberApi>, username: string, affiliateCode?: string) {
  const reply = await client.call<{ token: string }>('PUT', '/wps/member/register', {
    sealed: true,
    body: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      registerMethod: 'WEB',
      ...(affiliateCode ? { affiliateCode } : {}),
    },
  });
  assert.equal(reply.success, true, JSON.stringify(reply));
  return reply.value.token;
}

/** A new member (optionally under the agent), logged in. */
async function newMember(prefix: string, options: { underAgent?: boolean } = {}): Promise<Account> {
  const username = uniqueName(prefix);
  const token = await register(api, username, options.underAgent ? AGENT_CODE : undefined);
  return { username, token, id: await memberId(username) };
}

async function setPaymentPassword(member: Account) {
  const reply = await api.call('PUT', '/wps/member/paymentPassword', {
    sealed: true,
    token: member.token,
    body: { paymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD },
  });
  assert.equal(reply.success, true, JSON.stringify(reply));
}

/** Money from the operator (a manual adjustment below the second-approval threshold). */
async function fund(member: Account, amount: string) {
  await operatorCall('POST', '/adjustments', {
    memberId: member.id,
    amount,
    reason: 'e2e funding',
    requestId: `fund-${member.id}-${Date.now()}`,
  });
}

async function balanceOf(member: Account): Promise<string> {
  const reply = await api.call<{ sumBalance: string }>('GET', '/wps/v2/wallets/balance', {
    token: member.token,
  });
  assert.equal(reply.success, true, JSON.stringify(reply));
  return reply.value.sumBalance;
}

async function moneySettings(change: (money: Record<string, unknown>) => Record<string, unknown>) {
  await ops.update<Record<string, unknown>>('money', change);
}

/** A page signed in as `member` (token set once, as after a login). */
async function openSignedIn(member: Account, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  await watched.page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    sessionStorage.setItem('token', value);
  }, member.token);
  await watched.page.goto(`${site.url}/index`);
  await watched.page.locator('[data-layout]').first().waitFor();
  return watched;
}

/** A real 1×1 PNG, as a member's proof picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('deposits', () => {
  it('pays through the sandbox gateway: its cashier opens, Pay, and the balance rises', async () => {
    const member = await newMember('gate');
    const { page, errors, close } = await openSignedIn(member);
    await page.locator('.account-bar__action--deposit').click();
    const panel = page.locator('.member-centre__panel[data-page="depositv2"]');
    await panel.getByRole('radio', { name: /Online banking/ }).waitFor();
    // The recommended method is chosen first, with its badge.
    assert.equal(
      await panel.getByRole('radio', { name: /Online banking/ }).getAttribute('aria-checked'),
      'true',
    );
    await panel.getByText('Recommended').waitFor();
    await panel.getByText('Min ₱100.00 – max ₱50,000.00').waitFor();

    // Below the channel's minimum: refused before anything is sent.
    await panel.getByLabel('Amount').fill('50');
    await panel.getByRole('button', { name: 'Pay now' }).click();
    await panel.getByText('The minimum is ₱100.00').waitFor();

    await panel.getByLabel('Amount').fill('500');
    const cashierOpened = page.context().waitForEvent('page');
    await panel.getByRole('button', { name: 'Pay now' }).click();
    const cashier = await cashierOpened;
    await cashier.waitForLoadState();
    await panel.getByRole('heading', { name: 'Waiting for your payment' }).waitFor();
    assert.equal(await panel.getByTestId('deposit-status').textContent(), 'Pending');

    await cashier.getByTestId('pay').click();
    await cashier.getByTestId('status').filter({ hasText: 'Payment successful' }).waitFor();
    const returnLink = await cashier.getByTestId('return').getAttribute('href');
    await cashier.close();

    // Back on the site the pending order turns paid (records are polled) and the balance rises.
    await panel.getByTestId('deposit-status').filter({ hasText: 'Paid' }).waitFor({ timeout: 20_000 });
    await panel.getByText('Payment received: ₱500.00 was credited to your wallet.').waitFor();
    assert.equal(await balanceOf(member), '500.00');
    const wallet = await openCentrePage(page, 'transferFund');
    assert.equal(await wallet.getByTestId('wallet-total').textContent(), '₱500.00');

    // The cashier's return link brings the member back to the deposit page of the member centre.
    assert.match(returnLink ?? '', /\/\?memberCentre=depositv2&orderNo=DP/);
    await page.goto(returnLink!);
    await page.locator('.member-centre__panel[data-page="depositv2"]').waitFor();
    await page.waitForURL((url) => url.pathname === '/index' && url.search === '');
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('reports a manual bank transfer with a proof image; the operator approves it', async () => {
    const member = await newMember('manual');
    const { page, errors, close } = await openSignedIn(member);
    const panel = await openCentrePage(page, 'depositv2');
    await panel.getByRole('radio', { name: /Bank transfer/ }).click();
    await panel.getByText('Send your transfer to').waitFor();
    await panel.getByText('0012 3456 7890').waitFor();
    await panel.getByRole('button', { name: 'Copy Account number' }).waitFor();

    await panel.getByRole('button', { name: 'I have transferred' }).click();
    await panel.getByText('Enter an amount').waitFor();
    assert.ok((await panel.getByText('This field is required').count()) >= 2, 'reference and payer required');

    await panel.getByLabel('Amount').fill('1000');
    await panel.getByLabel('Transfer reference').fill('BDO-REF-7781');
    await panel.getByLabel('Name of the payer').fill('Juan Dela Cruz');
    await panel
      .locator('input[type="file"]')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await panel.getByRole('img', { name: 'Selected proof image' }).waitFor();
    await panel.getByRole('button', { name: 'I have transferred' }).click();
    const done = panel.getByText(/Your transfer of ₱1,000.00 was sent for review \(order (DP\w+)\)/);
    await done.waitFor();
    const orderNo = /order (DP\w+)/.exec((await done.textContent()) ?? '')![1]!;

    await panel.getByRole('button', { name: 'View deposit records' }).click();
    const record = panel.locator(`.money-record[data-order="${orderNo}"]`);
    await record.getByText('Pending').waitFor();
    await record.getByText('Reference: BDO-REF-7781').waitFor();
    assert.equal(await balanceOf(member), '0.00');

    const queued = await operatorCall<{ list: { orderNo: string; hasProof: boolean; payerName: string }[] }>(
      'GET',
      '/deposits?status=PENDING&kind=manual',
    );
    const entry = queued.list.find((row) => row.orderNo === orderNo);
    assert.ok(entry, 'the deposit is in the operator queue');
    assert.equal(entry.hasProof, true);
    assert.equal(entry.payerName, 'Juan Dela Cruz');
    await operatorCall('POST', `/deposits/${orderNo}/approve`, { remark: 'matched' });

    await panel.getByRole('tab', { name: 'Deposit', exact: true }).click();
    await panel.getByRole('tab', { name: 'Deposit records' }).click();
    await panel.locator(`.money-record[data-order="${orderNo}"][data-status="PAID"]`).waitFor();
    assert.equal(await balanceOf(member), '1000.00');
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('cancels a pending deposit from the records', async () => {
    const member = await newMember('cancel');
    const created = await api.call<{ orderNo: string }>('POST', '/wps/relay/MCSFE_manualTransferGeneric', {
      token: member.token,
      body: await manualDepositBody('300'),
    });
    assert.equal(created.success, true, JSON.stringify(created));
    const { page, errors, close } = await openSignedIn(member);
    const panel = await openCentrePage(page, 'depositv2');
    await panel.getByRole('tab', { name: 'Deposit records' }).click();
    const record = panel.locator(`.money-record[data-order="${created.value.orderNo}"]`);
    await record.getByRole('button', { name: 'Cancel deposit' }).click();
    await page.locator('.dialog').getByRole('button', { name: 'Cancel deposit' }).click();
    await panel
      .locator(`.money-record[data-order="${created.value.orderNo}"][data-status="CANCELLED"]`)
      .waitFor();
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('hides deposits and withdrawals in credit mode (CREDITMAR3)', async () => {
    const member = await newMember('credit');
    await ops.modules({ CREDITMAR3: true });
    try {
      const { page, errors, close } = await openSignedIn(member);
      // No entry anywhere: header, member centre menu, side menu.
      await page.locator('.account-bar__action--centre').waitFor();
      assert.equal(await page.locator('.account-bar__action--deposit').count(), 0);
      assert.equal(await page.locator('.account-bar__action--withdraw').count(), 0);
      const panel = await openCentrePage(page, 'transferFund');
      const dialog = page.getByRole('dialog', { name: 'Member centre' });
      await panel.waitFor();
      assert.equal(await dialog.locator('.member-centre__entry[data-page="depositv2"]').count(), 0);
      assert.equal(await dialog.locator('.member-centre__entry[data-page="withdraw"]').count(), 0);
      // A link straight to the page (e.g. an old gateway return link) opens the centre's first page.
      await page.goto(`${site.url}/?memberCentre=depositv2`);
      await page.locator('.member-centre__panel[data-page="securityCenter"]').waitFor();
      assert.equal(await page.locator('.member-centre__panel[data-page="depositv2"]').count(), 0);
      assert.equal(new URL(page.url()).search, '');
      assert.deepEqual(unexpected(errors), []);
      await close();
    } finally {
      await ops.modules({ CREDITMAR3: false });
    }
  });
});

/** The manual channel's id and a body reporting a transfer of `amount` (set-up through the API). */
async function manualDepositBody(amount: string) {
  const channels = await api.call<{ code: string; channels: { id: number; kind: string }[] }[]>(
    'GET',
    '/wps/relay/MCSFE_getDepositPaymentChannels',
    { token: agent.token },
  );
  const channel = channels.value
    .flatMap((method) => method.channels)
    .find((entry) => entry.kind === 'manual')!;
  return {
    channelId: channel.id,
    amount,
    reference: `REF${Date.now()}`,
    payerName: 'Test Payer',
    requestId: `dep-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  };
}

describe('live balance', () => {
  it('the header balance follows a deposit the gateway credits, within 1 s, with no polling', async () => {
    const member = await newMember('live');
    const { page, errors, close } = await openSignedIn(member);
    // The live channel is up and bound to the member once the server says so.
    const bound = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"member":true')) resolve();
        }),
      ),
    );
    await page.reload();
    await bound;
    const header = page.locator('.balance-widget--header .balance-widget__amount');
    await header.filter({ hasText: '₱0.00' }).waitFor();
    const balanceFetches = await countFetches(page, '/wps/v2/wallets/balance');

    // A deposit made elsewhere (another device) and paid at the gateway, whose callback credits it.
    const methods = await api.call<{ code: string; channels: { id: number }[] }[]>(
      'GET',
      '/wps/relay/MCSFE_getDepositPaymentChannels',
      { token: member.token },
    );
    const channel = methods.value.find((method) => method.code === 'ONLINE_BANKING')!.channels[0]!;
    const order = await api.call<{ payUrl: string }>('POST', '/wps/relay/MCSFE_depositByLaunchUrl', {
      token: member.token,
      body: { channelId: channel.id, amount: '250.00', bankCode: 'BDO', requestId: `live-${Date.now()}` },
    });
    assert.equal(order.success, true, JSON.stringify(order));
    assert.equal(await balanceFetches(), 0, 'no polling while the channel is up');
    await payOnSandbox(order.value.payUrl);
    // The moment the credit is committed, as the API reports it …
    await waitUntil(async () => (await balanceOf(member)) === '250.00' || null, {
      what: 'the credit',
      intervalMs: 20,
    });
    const credited = Date.now();
    // … to the moment the header shows it.
    await header.filter({ hasText: '₱250.00' }).waitFor({ timeout: 1_000 });
    const shownAfter = Date.now() - credited;
    assert.ok(shownAfter <= 1_000, `shown ${shownAfter} ms after the credit`);
    assert.ok((await balanceFetches()) >= 1, 'the push made the page load the balance');
    assert.deepEqual(unexpected(errors), []);
    await close();
  });
});

describe('withdrawals', () => {
  it('binds a card with the payment password, waits for turnover, withdraws, and confirms receipt', async () => {
    const member = await newMember('draw');
    // A deposit approved by the operator: it sets a turnover requirement (multiple 1 by default).
    const deposit = await api.call<{ orderNo: string }>('POST', '/wps/relay/MCSFE_manualTransferGeneric', {
      token: member.token,
      body: await manualDepositBody('2000'),
    });
    await operatorCall('POST', `/deposits/${deposit.value.orderNo}/approve`, {});

    const { page, errors, close } = await openSignedIn(member);
    let panel = await openCentrePage(page, 'withdraw');
    await panel.getByText('Set a payment password before binding an account or withdrawing.').waitFor();
    await panel.getByRole('button', { name: 'Set payment password' }).click();
    await page.locator('.member-centre__panel[data-page="securityCenter"]').waitFor();

    await setPaymentPassword(member);
    panel = await openCentrePage(page, 'withdraw');
    await panel.getByTestId('withdraw-available').filter({ hasText: '₱2,000.00' }).waitFor();
    const bind = panel.getByRole('form', { name: 'Bind a bank card or e-wallet' });
    await bind.getByLabel('Bank', { exact: true }).selectOption('BDO');
    await bind.getByLabel('Card or account number').fill('12345');
    await bind.getByLabel('Account name').fill('Maria Santos');
    await bind.getByLabel('Payment password').fill('000000');
    await bind.getByRole('button', { name: 'Bind account' }).click();
    await bind.getByText('Enter 6 to 30 digits').waitFor();
    await bind.getByLabel('Card or account number').fill('001234567890');
    await bind.getByRole('button', { name: 'Bind account' }).click();
    await bind.getByText('The password is wrong').waitFor();
    await bind.getByLabel('Payment password').fill(PAY_PASSWORD);
    await bind.getByRole('button', { name: 'Bind account' }).click();
    const card = panel.getByRole('radio', { name: /BDO Unibank/ });
    await card.waitFor();
    assert.equal(await card.getAttribute('aria-checked'), 'true');
    assert.match((await card.textContent()) ?? '', /7890 · Maria Santos/);

    // Turnover not met: the remaining amount is shown and the request cannot be sent.
    await panel.getByTestId('turnover-remaining').filter({ hasText: '₱2,000.00' }).waitFor();
    await panel.getByText('You can withdraw once the turnover is complete: ₱2,000.00 still to go.').waitFor();
    assert.equal(await panel.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled(), true);

    await moneySettings((money) => ({
      ...money,
      withdrawal: { ...(money.withdrawal as object), turnoverMultiple: 0 },
    }));
    try {
      await panel.getByRole('tab', { name: 'Withdrawal records' }).click();
      await panel.getByRole('tab', { name: 'Withdraw', exact: true }).click();
      await page.reload();
      panel = await openCentrePage(page, 'withdraw');
      const submit = panel.getByRole('button', { name: 'Withdraw', exact: true });
      await submit.waitFor();
      assert.equal(await submit.isDisabled(), false);
      assert.equal(await panel.getByTestId('turnover-remaining').count(), 0);

      await panel.getByLabel('Amount').fill('2500');
      await submit.click();
      await panel.getByText('More than you have: ₱2,000.00').waitFor();
      await panel.getByLabel('Amount').fill('500');
      await panel.getByTestId('withdraw-receive').filter({ hasText: '₱500.00' }).waitFor();
      await panel.getByTestId('withdraw-charge').filter({ hasText: '₱0.00' }).waitFor();
      await panel.getByLabel('Payment password').fill('111111');
      await submit.click();
      await panel.getByText('The password is wrong').waitFor();
      assert.equal(await balanceOf(member), '2000.00');
      await panel.getByLabel('Payment password').fill(PAY_PASSWORD);
      await submit.click();
      const done = panel.getByText(/Withdrawal of ₱500.00 requested \(order (W\d+)\)/);
      await done.waitFor();
      const orderNo = /order (W\d+)/.exec((await done.textContent()) ?? '')![1]!;
      assert.equal(await balanceOf(member), '1500.00');

      await panel.getByRole('button', { name: 'View withdrawal records' }).click();
      await panel.locator(`.money-record[data-order="${orderNo}"][data-status="PENDING"]`).waitFor();

      await operatorCall('POST', `/withdrawals/${orderNo}/approve`, { remark: 'paid' });
      await panel.getByRole('tab', { name: 'Withdraw', exact: true }).click();
      await panel.getByRole('tab', { name: 'Withdrawal records' }).click();
      const paid = panel.locator(`.money-record[data-order="${orderNo}"][data-status="PAID"]`);
      await paid.getByText('Did the money arrive?').waitFor();
      assert.match(
        (await paid.getByTestId('auto-receive').textContent()) ?? '',
        /^Counts as received in \d+:\d\d/,
      );
      await panel.getByText(/If you do not answer within \d+ minutes/).waitFor();
      await paid.getByRole('button', { name: 'Received', exact: true }).click();
      await panel.locator(`.money-record[data-order="${orderNo}"][data-status="RECEIVED"]`).waitFor();
      assert.equal(await balanceOf(member), '1500.00');
    } finally {
      await moneySettings((money) => ({
        ...money,
        withdrawal: { ...(money.withdrawal as object), turnoverMultiple: 1 },
      }));
    }
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('reports a paid withdrawal as not received with a proof image', async () => {
    const member = await newMember('notrcv');
    await fund(member, '800');
    await setPaymentPassword(member);
    const orderNo = await requestWithdrawal(api, member.token, '300');
    await operatorCall('POST', `/withdrawals/${orderNo}/approve`, {});

    const { page, errors, close } = await openSignedIn(member);
    const panel = await openCentrePage(page, 'withdraw');
    await panel.getByRole('tab', { name: 'Withdrawal records' }).click();
    const paid = panel.locator(`.money-record[data-order="${orderNo}"]`);
    await paid.getByRole('button', { name: 'Not received' }).click();
    await paid.getByRole('button', { name: 'Report not received' }).click();
    await paid.getByText('Add an image, such as a statement showing the money did not arrive').waitFor();
    await paid
      .locator('input[type="file"]')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await paid.getByRole('button', { name: 'Report not received' }).click();
    await panel.locator(`.money-record[data-order="${orderNo}"][data-status="NOT_RECEIVED"]`).waitFor();
    const proof = await operatorCall<{ image: string | null }>('GET', `/withdrawals/${orderNo}/proof`);
    assert.match(proof.image ?? '', /^data:image\/png;base64,/);
    assert.deepEqual(unexpected(errors), []);
    await close();
  });
});

describe('transfers', () => {
  it('sends money to the upline with the payment password; the new balance is shown', async () => {
    const member = await newMember('down', { underAgent: true });
    await fund(member, '300');
    await setPaymentPassword(member);
    const before = Number(await balanceOf(agent));
    const { page, errors, close } = await openSignedIn(member);
    const panel = await openCentrePage(page, 'transferUpline');
    await panel.getByLabel('Amount').fill('120.50');
    await panel.getByLabel('Payment password').fill('999999');
    await panel.getByLabel('Remark').fill('for the team');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('The password is wrong').waitFor();
    await panel.getByLabel('Payment password').fill(PAY_PASSWORD);
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText(/₱120.50 sent to your upline \(order T\d+\)/).waitFor();
    assert.equal(await panel.getByTestId('transfer-balance').textContent(), '₱179.50');
    assert.equal(Number(await balanceOf(agent)), before + 120.5);
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('says so when the member has no upline', async () => {
    const member = await newMember('solo');
    const { page, errors, close } = await openSignedIn(member);
    const panel = await openCentrePage(page, 'transferUpline');
    await panel.getByText('Transfers to your upline are not open for your account.').waitFor();
    assert.deepEqual(unexpected(errors), []);
    await close();
  });

  it('moves money between the main wallet and a game wallet in transfer-wallet mode, and sweeps it back', async () => {
    const member = await newMember('wallets');
    await fund(member, '1000');
    await moneySettings((money) => ({
      ...money,
      singleWallet: false,
      vendorWallets: [{ code: 'SLOTS', name: { EN: 'Slots wallet', UR: 'سلاٹس بٹوہ' } }],
    }));
    try {
      const { page, errors, close } = await openSignedIn(member);
      const panel = await openCentrePage(page, 'transferFund');
      await panel.getByRole('heading', { name: 'Transfer between wallets' }).waitFor();
      await panel.getByLabel('To', { exact: true }).selectOption('SLOTS');
      await panel.getByLabel('Amount').fill('250');
      await panel.getByRole('button', { name: 'Transfer', exact: true }).click();
      await panel.getByText('₱250.00 transferred.').waitFor();
      await panel.locator('[data-wallet="SLOTS"]').getByText('₱250.00').waitFor();
      await panel.locator('[data-wallet="main"]').getByText('₱750.00').waitFor();
      assert.equal(await panel.getByTestId('wallet-total').textContent(), '₱1,000.00');

      await panel.getByLabel('From', { exact: true }).selectOption('SLOTS');
      await panel.getByRole('button', { name: 'All', exact: true }).click();
      assert.equal(await panel.getByLabel('Amount').inputValue(), '250.00');
      await panel.getByLabel('From', { exact: true }).selectOption('main');
      await panel.getByRole('button', { name: 'Return all to main wallet' }).click();
      await panel.getByText('Every game wallet was returned to your main wallet.').waitFor();
      await panel.locator('[data-wallet="main"]').getByText('₱1,000.00').waitFor();
      assert.deepEqual(unexpected(errors), []);
      await close();
    } finally {
      await moneySettings((money) => ({ ...money, singleWallet: true, vendorWallets: [] }));
    }
  });
});

describe('account records', () => {
  it('lists movements with the balance after each, filtered by type', async () => {
    const member = await newMember('records');
    await fund(member, '700');
    const deposit = await api.call<{ orderNo: string }>('POST', '/wps/relay/MCSFE_manualTransferGeneric', {
      token: member.token,
      body: await manualDepositBody('400'),
    });
    await operatorCall('POST', `/deposits/${deposit.value.orderNo}/approve`, {});

    const { page, errors, close } = await openSignedIn(member);
    const panel = await openCentrePage(page, 'transactionHistory');
    const rows = panel.locator('.records-table tbody tr');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    // Newest first: the deposit, then the operator's adjustment (type "other").
    assert.equal(await rows.nth(0).getAttribute('data-type'), 'deposit');
    assert.match((await rows.nth(0).textContent()) ?? '', /\+₱400\.00.*₱1,100\.00/);
    assert.match((await rows.nth(0).textContent()) ?? '', new RegExp(deposit.value.orderNo));
    assert.equal(await rows.nth(1).getAttribute('data-type'), 'other');

    await panel.getByLabel('Type').selectOption({ label: 'Deposit' });
    await panel.locator('.records-table tbody tr[data-type="other"]').waitFor({ state: 'detached' });
    assert.equal(await rows.count(), 1);
    assert.equal(await rows.nth(0).getAttribute('data-type'), 'deposit');

    await panel.getByLabel('Type').selectOption({ label: 'Withdrawal' });
    await panel.getByText('No records in this period').waitFor();

    await panel.getByLabel('Type').selectOption({ label: 'All types' });
    await panel.getByRole('button', { name: 'Custom' }).click();
    await panel.getByLabel('From', { exact: true }).fill('2020-01-01');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await panel.getByText('Records go back 3 months').waitFor();
    await panel.getByRole('button', { name: 'Today' }).click();
    await rows.nth(1).waitFor();

    const bonus = await openCentrePage(page, 'bonusDetails');
    await bonus.getByText('No bonuses in this period').waitFor();
    assert.deepEqual(unexpected(errors), []);
    await close();
  });
});

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations inside the member centre's page panel (the money page itself). */
async function panelViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(context: Element, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe.run(document.querySelector('.member-centre__panel')!, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }),
  )) as { violations: AxeViolation[] };
  return result.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

describe('accessibility', () => {
  it('finds no serious or critical violations on the money pages, light and dark', async () => {
    const member = await newMember('axe');
    await fund(member, '900');
    await api.call('POST', '/wps/relay/MCSFE_manualTransferGeneric', {
      token: member.token,
      body: await manualDepositBody('250'),
    });
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, errors, close } = await openSignedIn(member, { colorScheme });
      const checks: [string, string][] = [
        ['transferFund', '.wallet-list'],
        ['depositv2', '.deposit-methods'],
        ['withdraw', '.withdraw-accounts, .withdraw-bind, .withdraw-password-note'],
        ['transferUpline', '.empty-state'],
        ['transactionHistory', '.records-table'],
        ['bonusDetails', '.empty-state'],
      ];
      for (const [id, ready] of checks) {
        const panel = await openCentrePage(page, id);
        await panel.locator(ready).first().waitFor();
        await animationsDone(page);
        const violations = await panelViolations(page);
        assert.equal(violations.length, 0, `${id} (${colorScheme}): ${describeViolations(violations)}`);
      }
      const deposit = await openCentrePage(page, 'depositv2');
      await deposit.getByRole('radio', { name: /Bank transfer/ }).click();
      await deposit.locator('.deposit-account').waitFor();
      await deposit.getByRole('tab', { name: 'Deposit records' }).click();
      await deposit.locator('.money-record').first().waitFor();
      const violations = await panelViolations(page);
      assert.equal(
        violations.length,
        0,
        `deposit records (${colorScheme}): ${describeViolations(violations)}`,
      );
      assert.deepEqual(unexpected(errors), []);
      await close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type WalletBalance } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import {
  adminToken,
  call,
  callRoute,
  createMember,
  createMerchant,
  putSection,
  refusalOf,
  startTestServer,
  type RouteBody,
  type TestServer,
} from './harness.js';

/** Balances, transfer wallets, the sweep back to main, trial play money and the operator's view. */

let server: TestServer;
let operator: string;
let merchantId: number;
const CURRENCY = 'PHP';

const VENDOR_WALLETS = [
  { code: 'JILI', name: { EN: 'JILI slots', CN: 'JILI 老虎机' } },
  { code: 'PG', name: { EN: 'PG Soft' } },
];

beforeAll(async () => {
  server = await startTestServer();
  operator = await adminToken(server);
  merchantId = (await server.services.merchants.resolveSite('aurora', null)).merchantId;
});
afterAll(async () => {
  await server?.close();
});

const admin = () => ({ merchant: null, headers: { authorization: operator } });

let nameSeed = 0;
const freshName = (prefix = 'wal') => `${prefix}${++nameSeed}x${Date.now() % 100000}`;
let requestSeed = 0;
const requestId = () => `req-${++requestSeed}-${Date.now()}`;

async function setMoney(patch: Record<string, unknown>) {
  const res = await putSection(server, operator, 'money', (value: Record<string, unknown>) => ({
    ...value,
    ...patch,
  }));
  expect(res.status).toBe(200);
}

/** A member with `minor` units deposited into the main wallet through the ledger. */
async function funded(minor: bigint, type?: number) {
  const member = await createMember(server, { username: freshName(), type });
  if (minor > 0n)
    await server.services.ledger.move({
      merchantId,
      currency: CURRENCY,
      type: 'deposit',
      idempotencyKey: `seed-deposit-${member.id}`,
      from: ledgerAccount.clearing,
      to: ledgerAccount.main(member.id),
      amount: minor,
    });
  return member;
}

const balance = (token: string, language?: string) =>
  callRoute(server, routes.walletBalance, {
    token,
    query: { typeId: 0 },
    headers: language ? { language } : {},
  });

const transfer = (token: string, body: RouteBody<typeof routes.walletTransfer>) =>
  callRoute(server, routes.walletTransfer, { token, body });

/** A transfer with any body, also one the contract refuses. */
const transferRaw = (token: string, body: Record<string, unknown>) =>
  callRoute(server, routes.walletTransfer, { token, rawBody: body });

const sweep = (token: string, id: string) =>
  callRoute(server, routes.walletReturn, { token, body: { requestId: id } });

const amounts = (value: WalletBalance) =>
  Object.fromEntries(value.balance.map((row) => [row.wallet, row.availBalance]));

async function expectReconciled() {
  const report = await server.services.ledger.reconcile();
  expect(report.problems).toEqual([]);
  expect(report.clean).toBe(true);
}

describe('balance', () => {
  it('answers the main wallet alone, with the currency settings, in single wallet mode', async () => {
    const member = await funded(123_456_789n);
    const res = await balance(member.token);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      sumBalance: '1234567.89',
      balance: [{ accountTypeId: 2, wallet: 'main', name: 'Main wallet', availBalance: '1234567.89' }],
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'F',
      playMoney: false,
    });
    const merchantWallet = await callRoute(server, routes.merchantWallet, { token: member.token });
    expect(merchantWallet.body.value).toEqual({ isSingle: true });
  });

  it('adds a row per configured vendor wallet, in settings order and the request language', async () => {
    await setMoney({ singleWallet: false, vendorWallets: VENDOR_WALLETS });
    const member = await funded(10_000n);
    const res = await balance(member.token, 'CN');
    expect(res.body.value.balance).toEqual([
      { accountTypeId: 2, wallet: 'main', name: '主钱包', availBalance: '100.00' },
      { accountTypeId: 100, wallet: 'JILI', name: 'JILI 老虎机', availBalance: '0.00' },
      // No Chinese name configured: English.
      { accountTypeId: 101, wallet: 'PG', name: 'PG Soft', availBalance: '0.00' },
    ]);
    expect(res.body.value.sumBalance).toBe('100.00');
    const merchantWallet = await callRoute(server, routes.merchantWallet, { token: member.token });
    expect(merchantWallet.body.value).toEqual({ isSingle: false });
  });

  it('follows the currency settings (symbol behind, no decimals)', async () => {
    const member = await funded(0n);
    const res = await putSection(server, operator, 'currency', () => ({
      code: 'PHP',
      symbol: 'P',
      position: 'B',
      decimals: 0,
    }));
    expect(res.status).toBe(200);
    try {
      await server.services.ledger.move({
        merchantId,
        currency: CURRENCY,
        type: 'deposit',
        idempotencyKey: `seed-whole-${member.id}`,
        from: ledgerAccount.clearing,
        to: ledgerAccount.main(member.id),
        amount: 1234n,
      });
      const value = (await balance(member.token)).body.value;
      expect(value).toMatchObject({ sumBalance: '1234', currencySymbol: 'P', currencyPosition: 'B' });
      const fraction = await transfer(member.token, {
        from: 'main',
        to: 'JILI',
        amount: '1.5',
        requestId: requestId(),
      });
      expect(fraction.body.errorCode).toBe('validation.failed');
      expect(refusalOf(fraction).fields?.amount?.code).toBe('field.invalid_format');
    } finally {
      await putSection(server, operator, 'currency', () => ({
        code: 'PHP',
        symbol: '₱',
        position: 'F',
        decimals: 2,
      }));
    }
  });

  it('refuses a call without a session', async () => {
    const res = await call(server, '/wps/v2/wallets/balance');
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('login.not.session');
  });
});

describe('trial accounts', () => {
  it('get the trial balance of play money once, and see only that wallet', async () => {
    const trial = await createMember(server, { username: freshName('trial'), type: 4 });
    const site = await server.services.merchants.resolveSite('aurora', null);
    await server.services.wallets.grantTrialMoney(site, trial.id);
    await server.services.wallets.grantTrialMoney(site, trial.id);
    const res = await balance(trial.token, 'JA');
    expect(res.body.value).toEqual({
      sumBalance: '2000.00',
      balance: [{ accountTypeId: 2, wallet: 'play', name: 'プレイマネー', availBalance: '2000.00' }],
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'F',
      playMoney: true,
    });
    expect(await server.services.ledger.balance(merchantId, CURRENCY, ledgerAccount.main(trial.id))).toBe(0n);
    const refused = await transfer(trial.token, {
      from: 'main',
      to: 'JILI',
      amount: '1',
      requestId: requestId(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('in_need_true_account');
    await expectReconciled();
  });

  it('get nothing when the trial balance is zero', async () => {
    await setMoney({ trialBalance: '0.00' });
    try {
      const trial = await createMember(server, { username: freshName('trial'), type: 4 });
      const site = await server.services.merchants.resolveSite('aurora', null);
      await server.services.wallets.grantTrialMoney(site, trial.id);
      expect((await balance(trial.token)).body.value.sumBalance).toBe('0.00');
    } finally {
      await setMoney({ trialBalance: '2000.00' });
    }
  });
});

describe('wallet transfer', () => {
  it('moves money to a vendor wallet and back, answering the new balances', async () => {
    const member = await funded(100_000n);
    const out = await transfer(member.token, {
      from: 'main',
      to: 'JILI',
      amount: '300.5',
      requestId: requestId(),
    });
    expect(out.status).toBe(200);
    expect(amounts(out.body.value)).toEqual({ main: '699.50', JILI: '300.50', PG: '0.00' });
    expect(out.body.value.sumBalance).toBe('1000.00');

    // Wallets may also be named by their accountTypeId.
    const back = await transfer(member.token, {
      from: '100',
      to: '2',
      amount: '100.25',
      requestId: requestId(),
    });
    expect(amounts(back.body.value)).toEqual({ main: '799.75', JILI: '200.25', PG: '0.00' });
    expect(
      await server.services.ledger.balance(
        merchantId,
        CURRENCY,
        ledgerAccount.vendorWallet(member.id, 'JILI'),
      ),
    ).toBe(20_025n);
    await expectReconciled();
  });

  it('posts once per request id: a replay answers the same, another amount is a conflict', async () => {
    const member = await funded(50_000n);
    const body = { from: 'main', to: 'PG', amount: '120.00', requestId: requestId() };
    const first = await transfer(member.token, body);
    const replay = await transfer(member.token, body);
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    expect(amounts(replay.body.value)).toMatchObject({ main: '380.00', PG: '120.00' });

    const conflict = await transfer(member.token, { ...body, amount: '121.00' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorCode).toBe('idempotency.conflict');
    const reversed = await transfer(member.token, { ...body, from: 'PG', to: 'main' });
    expect(reversed.body.errorCode).toBe('idempotency.conflict');
    expect(amounts((await balance(member.token)).body.value)).toMatchObject({ main: '380.00', PG: '120.00' });
  });

  it('answers concurrent replays of one request identically, with one effect', async () => {
    const member = await funded(10_000n);
    const body = { from: 'main', to: 'JILI', amount: '10', requestId: requestId() };
    const answers = await Promise.all(Array.from({ length: 12 }, () => transfer(member.token, body)));
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(answers[0]!.body.value.balance[0]!.availBalance).toBe('90.00');
    await expectReconciled();
  });

  it('refuses more than the wallet holds, with its balance, and moves nothing', async () => {
    const member = await funded(5_000n);
    const res = await transfer(member.token, {
      from: 'main',
      to: 'JILI',
      amount: '50.01',
      requestId: requestId(),
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('balance.insufficient');
    expect(res.body.value).toEqual({ balance: '50.00' });
    const fromVendor = await transfer(member.token, {
      from: 'JILI',
      to: 'main',
      amount: '1',
      requestId: requestId(),
    });
    expect(fromVendor.body.errorCode).toBe('balance.insufficient');
    expect(fromVendor.body.value).toEqual({ balance: '0.00' });
    expect(amounts((await balance(member.token)).body.value)).toMatchObject({ main: '50.00', JILI: '0.00' });
  });

  it.each([
    ['a zero amount', { amount: '0' }, 'amount', 'field.too_small'],
    ['more decimals than the currency has', { amount: '1.234' }, 'amount', 'field.invalid_format'],
    ['a negative amount', { amount: '-5' }, 'amount', 'field.invalid_format'],
    ['a number instead of a string', { amount: 5 }, 'amount', 'field.invalid_type'],
    ['an unknown wallet', { to: 'NOPE' }, 'to', 'field.invalid_wallet'],
    ['a wallet to itself', { from: 'main', to: 'main' }, 'to', 'field.invalid_wallet'],
    ['two vendor wallets', { from: 'JILI', to: 'PG' }, 'to', 'field.invalid_wallet'],
    ['a bad request id', { requestId: 'short' }, 'requestId', 'field.invalid_format'],
  ])('refuses %s with validation.failed and moves nothing', async (_name, patch, field, code) => {
    const member = await funded(10_000n);
    const res = await transferRaw(member.token, {
      from: 'main',
      to: 'JILI',
      amount: '10',
      requestId: requestId(),
      ...patch,
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    expect(refusalOf(res).fields?.[field]?.code).toBe(code);
    expect(amounts((await balance(member.token)).body.value)).toMatchObject({ main: '100.00', JILI: '0.00' });
  });

  it('is not available in single wallet mode', async () => {
    const member = await funded(10_000n);
    await setMoney({ singleWallet: true });
    try {
      const res = await transfer(member.token, {
        from: 'main',
        to: 'JILI',
        amount: '10',
        requestId: requestId(),
      });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('function.not.available');
    } finally {
      await setMoney({ singleWallet: false });
    }
    expect((await balance(member.token)).body.value.balance[0]!.availBalance).toBe('100.00');
  });

  it('is switched off with its module', async () => {
    const member = await funded(10_000n);
    await putSection(server, operator, 'modules', (value: Record<string, unknown>) => ({
      ...value,
      FUNDTRANS3: false,
    }));
    try {
      const res = await transfer(member.token, {
        from: 'main',
        to: 'JILI',
        amount: '10',
        requestId: requestId(),
      });
      expect(res.body.errorCode).toBe('function.not.available');
    } finally {
      await putSection(server, operator, 'modules', (value: Record<string, unknown>) => ({
        ...value,
        FUNDTRANS3: true,
      }));
    }
  });
});

describe('sweep back to main', () => {
  it('returns every vendor wallet holding money, once per request id', async () => {
    const member = await funded(100_000n);
    await transfer(member.token, { from: 'main', to: 'JILI', amount: '200', requestId: requestId() });
    await transfer(member.token, { from: 'main', to: 'PG', amount: '300', requestId: requestId() });
    const id = requestId();
    const swept = await sweep(member.token, id);
    expect(swept.status).toBe(200);
    expect(amounts(swept.body.value)).toEqual({ main: '1000.00', JILI: '0.00', PG: '0.00' });
    const replay = await sweep(member.token, id);
    expect(replay.text).toBe(swept.text);

    // Money moved out again is not swept by a replay of the old request, only by a new one.
    await transfer(member.token, { from: 'main', to: 'PG', amount: '300', requestId: requestId() });
    expect(amounts((await sweep(member.token, id)).body.value)).toMatchObject({
      main: '700.00',
      PG: '300.00',
    });
    expect(amounts((await sweep(member.token, requestId())).body.value)).toMatchObject({
      main: '1000.00',
      PG: '0.00',
    });
    await expectReconciled();
  });

  it('also returns money of a vendor wallet no longer configured, and answers when there is nothing', async () => {
    const member = await funded(10_000n);
    await transfer(member.token, { from: 'main', to: 'PG', amount: '40', requestId: requestId() });
    await setMoney({ vendorWallets: [VENDOR_WALLETS[0]] });
    try {
      const shown = (await balance(member.token)).body.value;
      expect(shown.balance.map((row) => [row.accountTypeId, row.wallet, row.availBalance])).toEqual([
        [2, 'main', '60.00'],
        [100, 'JILI', '0.00'],
        [101, 'PG', '40.00'],
      ]);
      expect(shown.sumBalance).toBe('100.00');
      const refused = await transfer(member.token, {
        from: 'PG',
        to: 'main',
        amount: '1',
        requestId: requestId(),
      });
      expect(refusalOf(refused).fields?.from?.code).toBe('field.invalid_wallet');
      const swept = await sweep(member.token, requestId());
      expect(amounts(swept.body.value)).toEqual({ main: '100.00', JILI: '0.00' });
      const again = await sweep(member.token, requestId());
      expect(again.text).toBe(swept.text);
    } finally {
      await setMoney({ vendorWallets: VENDOR_WALLETS });
    }
  });

  it('refuses a bad request id and a trial account', async () => {
    const member = await funded(0n);
    const bad = await sweep(member.token, 'x');
    expect(bad.body.errorCode).toBe('validation.failed');
    const trial = await createMember(server, { username: freshName('trial'), type: 4 });
    expect((await sweep(trial.token, requestId())).body.errorCode).toBe('in_need_true_account');
  });
});

describe('operator balance view', () => {
  it('shows every wallet and the money held for withdrawals', async () => {
    const member = await funded(100_000n);
    await transfer(member.token, { from: 'main', to: 'JILI', amount: '150', requestId: requestId() });
    await server.services.ledger.move({
      merchantId,
      currency: CURRENCY,
      type: 'withdrawal_hold',
      idempotencyKey: `hold-${member.id}`,
      from: ledgerAccount.main(member.id),
      to: ledgerAccount.pendingWithdrawal(member.id),
      amount: 25_000n,
    });
    const res = await call(server, `/wps/admin/merchants/aurora/members/${member.id}/balance`, admin());
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      memberId: member.id,
      username: expect.stringMatching(/^wal/),
      wallets: [
        { wallet: 'main', balance: '600.00' },
        { wallet: 'JILI', balance: '150.00' },
        { wallet: 'PG', balance: '0.00' },
      ],
      pendingWithdrawals: '250.00',
    });
  });

  it('refuses unknown members, members of another merchant, unknown merchants and calls without a token', async () => {
    const unknown = await call(server, '/wps/admin/merchants/aurora/members/999999/balance', admin());
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('not.found');
    const created = await createMerchant(server, operator, 'walletsb', {
      name: 'Wallets B',
      domains: ['walletsb.example'],
      mainDomain: 'walletsb.example',
      analyticsId: null,
    });
    expect(created.status).toBe(200);
    const member = await funded(1_000n);
    const elsewhere = await call(
      server,
      `/wps/admin/merchants/walletsb/members/${member.id}/balance`,
      admin(),
    );
    expect(elsewhere.body.errorCode).toBe('not.found');
    const noMerchant = await call(
      server,
      `/wps/admin/merchants/nosuch/members/${member.id}/balance`,
      admin(),
    );
    expect(noMerchant.body.errorCode).toBe('merchant.not.found');
    const anonymous = await call(server, `/wps/admin/merchants/aurora/members/${member.id}/balance`, {
      merchant: null,
    });
    expect(anonymous.status).toBe(401);
  });
});

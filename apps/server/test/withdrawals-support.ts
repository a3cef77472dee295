import { randomUUID } from 'node:crypto';
import { routes, type MoneySettings } from '@wps/contracts';
import { expect } from 'vitest';
import { ledgerAccount, type AccountRef } from '../src/modules/ledger/accounts.js';
import {
  adminToken,
  callRoute,
  createMember,
  createPostgresDatabase,
  putSection,
  refusalOf,
  sealingKey,
  startTestServer,
  USE_POSTGRES,
  type ApiResponse,
  type SealingKey,
  type StartOptions,
  type TestServer,
} from './harness.js';

/** Helpers shared by the withdrawal and transfer tests. */

export const PAYMENT_PASSWORD = '246810';
export const CURRENCY = 'PHP';
/** What the harness's adminToken() changes the seeded admin's first password to. */
export const ADMIN_CHANGED_PASSWORD = 'Changed-operator-pass-2';
export const OPERATOR_CHANGED_PASSWORD = 'Checker-second-pass-2';

/**
 * A server on the real PostgreSQL, whatever the run's database: races need several connections.
 * With TEST_DATABASE=postgres this is the usual test server.
 */
export async function startPostgresServer(
  env: Record<string, string> = {},
  options: Pick<StartOptions, 'lottery'> = {},
): Promise<TestServer> {
  if (USE_POSTGRES) return startTestServer({ ...options, env: { DATABASE_POOL_SIZE: '16', ...env } });
  const owned = await createPostgresDatabase();
  const server = await startTestServer({
    ...options,
    databaseUrl: owned.url,
    env: { DATABASE_POOL_SIZE: '16', ...env },
  });
  return {
    ...server,
    close: async () => {
      await server.close();
      await owned.drop();
    },
  };
}

export function money(server: TestServer) {
  let keyCache: Promise<SealingKey> | null = null;
  let site: { merchantId: number } | null = null;

  async function merchantId() {
    site ??= await server.services.merchants.resolveSite('aurora', null);
    return site.merchantId;
  }

  /** The server's sealing key, fetched once: pass it as callRoute's `key` for the routes marked E. */
  function key() {
    keyCache ??= sealingKey(server);
    return keyCache;
  }

  /** A member (default type 0) with the payment password set through the API. */
  async function member(username: string, options: { type?: number; uplineId?: number } = {}) {
    const created = await createMember(server, { username, ...options });
    const set = await callRoute(server, routes.paymentPasswordSet, {
      token: created.token,
      key: key(),
      body: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
    });
    expect(set.body.success, set.text).toBe(true);
    return { ...created, username };
  }

  /** Credits a member like a paid deposit would (ledger type `deposit`), in minor units. */
  async function deposit(memberId: number, amount: bigint) {
    await server.services.ledger.move({
      merchantId: await merchantId(),
      currency: CURRENCY,
      type: 'deposit',
      idempotencyKey: `test-deposit-${randomUUID()}`,
      from: ledgerAccount.clearing,
      to: ledgerAccount.main(memberId),
      amount,
    });
  }

  /** Credits a member without a deposit (ledger type `adjustment`): money that asks for no turnover. */
  async function fund(memberId: number, amount: bigint) {
    await server.services.ledger.move({
      merchantId: await merchantId(),
      currency: CURRENCY,
      type: 'adjustment',
      idempotencyKey: `test-fund-${randomUUID()}`,
      from: ledgerAccount.adjustments,
      to: ledgerAccount.main(memberId),
      amount,
    });
  }

  /** A bet of the member from a wallet (default main), as a seamless vendor posts it. */
  async function bet(memberId: number, amount: bigint, from: AccountRef = ledgerAccount.main(memberId)) {
    await server.services.ledger.move({
      merchantId: await merchantId(),
      currency: CURRENCY,
      type: 'bet',
      idempotencyKey: `test-bet-${randomUUID()}`,
      from,
      to: ledgerAccount.vendor('TESTVENDOR'),
      amount,
    });
  }

  async function balance(ref: AccountRef) {
    return server.services.ledger.balance(await merchantId(), CURRENCY, ref);
  }

  async function expectReconciled() {
    const report = await server.services.ledger.reconcile();
    expect(report.problems).toEqual([]);
    expect(report.clean).toBe(true);
  }

  let adminReady = false;
  /** Signs an operator in (with its changed password); sessions end 12 h after they start. */
  async function login(username: string, password: string) {
    const res = await callRoute(server, routes.operatorLogin, { body: { username, password } });
    expect(res.body.success, res.text).toBe(true);
    return res.body.value.token;
  }

  /** A fresh session of the seeded admin (the first call changes its first password). */
  async function adminSession() {
    if (!adminReady) {
      adminReady = true;
      return adminToken(server);
    }
    return login('admin', ADMIN_CHANGED_PASSWORD);
  }

  /** A fresh session for a member, after the clock moved past the idle limit. */
  async function renew(member: { id: number; token: string }) {
    member.token = await server.services.members.createSession(
      { id: member.id, merchantId: await merchantId() },
      '127.0.0.1',
      'vitest',
    );
    return member.token;
  }

  let operatorCount = 0;
  /** A second operator (role editor by default), signed in with its first password changed. */
  async function operator(role: 'viewer' | 'editor' | 'admin' = 'editor') {
    const admin = await adminSession();
    const username = `checker${++operatorCount}${role}`;
    const created = await callRoute(server, routes.operatorCreate, {
      token: admin,
      body: { username, password: 'Checker-first-pass-1', role },
    });
    expect(created.body.success, created.text).toBe(true);
    const token = await login(username, 'Checker-first-pass-1');
    await callRoute(server, routes.operatorChangePassword, {
      token,
      body: { oldPassword: 'Checker-first-pass-1', newPassword: OPERATOR_CHANGED_PASSWORD },
    });
    return { token, username };
  }

  /** Changes the merchant's `money` settings section. */
  async function moneySettings(token: string, change: (money: MoneySettings) => void) {
    const res = await putSection(server, token, 'money', (value: MoneySettings) => {
      const copy = structuredClone(value);
      change(copy);
      return copy;
    });
    expect(res.body.success, res.text).toBe(true);
  }

  return {
    /** The server these helpers work on. */
    server,
    key,
    member,
    deposit,
    fund,
    bet,
    balance,
    expectReconciled,
    operator,
    adminSession,
    login,
    renew,
    moneySettings,
    merchantId,
  };
}

/** The code of a field's validation error. */
export function fieldCode(res: ApiResponse, field: string): string | undefined {
  return refusalOf(res).fields?.[field]?.code;
}

export function expectError(res: ApiResponse, code: string, status?: number) {
  expect(res.body.errorCode, res.text).toBe(code);
  expect(res.body.success).toBe(false);
  if (status !== undefined) expect(res.status).toBe(status);
}

/** A tiny valid PNG (1×1), as a data URL. */
export const PNG_PROOF =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A data URL claiming to be a PNG but holding text. */
export const FAKE_PNG_PROOF = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

/** A real PNG signature followed by padding, `bytes` long in all. */
export function pngOfSize(bytes: number): string {
  const data = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return `data:image/png;base64,${data.toString('base64')}`;
}

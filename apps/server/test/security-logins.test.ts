import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { auditLog } from '../src/modules/audit/tables.js';
import { loginHistory } from '../src/modules/members/tables.js';
import {
  ADMIN_PASSWORD,
  adminToken,
  callRoute,
  putSection,
  sealingKey,
  type SealingKey,
  type TestServer,
} from './harness.js';
import { money, startPostgresServer } from './withdrawals-support.js';

/**
 * Attacks on the login locks (security finding 2 and 3), always on the real PostgreSQL with a pool of
 * 16 connections, where requests really run at the same time. Each test comes from its own address
 * (X-Forwarded-For from the loopback proxy), so the per-address limits of one do not touch another.
 */

let server: TestServer;
let admin: string;
let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

beforeAll(async () => {
  server = await startPostgresServer({ TRUST_PROXY: 'loopback' });
  admin = await adminToken(server);
  // The lock alone is under test: no proof of work or captcha in front of it.
  const modules = await putSection(server, admin, 'modules', (value: Record<string, boolean>) => ({
    ...value,
    GEETEST3: false,
    CAPTCHA3: false,
  }));
  expect(modules.status).toBe(200);
});
afterAll(() => server?.close());

let key: Promise<SealingKey> | null = null;
function memberLogin(username: string, password: string, address: string) {
  key ??= sealingKey(server);
  return callRoute(server, routes.memberLogin, {
    key,
    body: { username, password, type: 'username' },
    headers: { 'x-forwarded-for': address },
  });
}

function operatorLogin(username: string, password: string, address: string) {
  return callRoute(server, routes.operatorLogin, {
    body: { username, password },
    headers: { 'x-forwarded-for': address },
  });
}

async function newMember(username: string, password: string) {
  const site = await server.services.merchants.resolveSite('aurora', null);
  return server.services.members.createMember({ merchantId: site.merchantId, username, password });
}

/** Passwords the server actually checked for a member: each check that failed is in the history. */
async function checkedFailures(memberId: number) {
  const rows = await server.database.db
    .select({ outcome: loginHistory.outcome })
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), inArray(loginHistory.outcome, ['failed', 'locked'])));
  return rows.length;
}

async function newOperator(username: string, password: string) {
  const created = await callRoute(server, routes.operatorCreate, {
    token: admin,
    body: { username, password, role: 'viewer' },
  });
  expect(created.status, created.text).toBe(200);
  const id = created.body.value.id;
  // Past the forced first change, so a right password opens a usable session.
  await server.database.db.execute(sql`update operators set must_change_password = false where id = ${id}`);
  return id;
}

/** Operator passwords the server checked and found wrong: each one is audited. */
async function operatorFailures(operatorId: number) {
  const rows = await server.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.target, `operator:${operatorId}`),
        inArray(auditLog.action, ['operator.login.failed', 'operator.locked']),
      ),
    );
  return rows.length;
}

describe('member login lock under concurrency', () => {
  it('checks at most the threshold of 25 parallel wrong passwords, then refuses the right one', async () => {
    const member = await newMember('racelock1', 'Right-pass-11');
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => memberLogin('racelock1', `wrong-pass-${i}`, address)),
    );
    expect(answers.every((res) => !res.body.success)).toBe(true);
    // The demo merchant locks at 3: no more than 3 passwords were ever compared.
    expect(await checkedFailures(member.id)).toBeLessThanOrEqual(3);
    expect(answers.filter((res) => res.body.errorCode === 'account.locked').length).toBeGreaterThan(0);
    const right = await memberLogin('racelock1', 'Right-pass-11', address);
    expect(right.status).toBe(423);
    expect(right.body.errorCode).toBe('account.locked');
  });

  it('gives no session to 40 parallel guesses with the right one at position 25 unless it was among the first 3 checked', async () => {
    const member = await newMember('racelock2', 'Right-pass-22');
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        memberLogin('racelock2', i === 24 ? 'Right-pass-22' : `wrong-pass-${i}`, address),
      ),
    );
    const sessions = answers.filter((res) => res.body.success).length;
    const failures = await checkedFailures(member.id);
    // Every password compared is either the success or a recorded failure: never more than 3.
    expect(failures + sessions).toBeLessThanOrEqual(3);
    if (sessions === 0) {
      const right = await memberLogin('racelock2', 'Right-pass-22', address);
      expect(right.body.errorCode).toBe('account.locked');
    }
  });
});

describe('member login lock by address', () => {
  it('keeps a name that looks like an address key apart from the address counter', async () => {
    const address = nextAddress();
    // The old key of the address counter, typed as a login name until its lock.
    for (let i = 0; i < 3; i++) await memberLogin(`@IP:${address}`, `wrong-pass-${i}`, address);
    const named = await memberLogin(`@ip:${address}`, 'wrong-pass-x', address);
    expect(named.body.errorCode).toBe('account.locked');

    await newMember('sameplace1', 'Right-pass-33');
    const other = await memberLogin('sameplace1', 'Right-pass-33', address);
    expect(other.status, other.text).toBe(200);
    expect(other.body.success).toBe(true);
  });

  it('holds an address after 50 failures on any names, whatever their order', async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => memberLogin(`spray${i}`, 'wrong-pass', address)),
    );
    expect(answers.filter((res) => res.body.errorCode === 'too.many.requests').length).toBeGreaterThanOrEqual(
      10,
    );
    await newMember('sprayvictim', 'Right-pass-44');
    const held = await memberLogin('sprayvictim', 'Right-pass-44', address);
    expect(held.status).toBe(429);
    // Another address is not held.
    const elsewhere = await memberLogin('sprayvictim', 'Right-pass-44', nextAddress());
    expect(elsewhere.body.success).toBe(true);
  });
});

describe('operator login lock under concurrency', () => {
  it('checks at most 5 of 200 parallel wrong passwords, and the right one is refused after', async () => {
    const id = await newOperator('racer-op1', 'Racer-operator-pass-1');
    // Spread over addresses, as a botnet would: only the name's lock stands in the way.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        operatorLogin('racer-op1', `wrong-operator-pass-${i}`, `203.0.113.${i % 100}`),
      ),
    );
    expect(answers.every((res) => !res.body.success)).toBe(true);
    expect(await operatorFailures(id)).toBeLessThanOrEqual(5);
    const right = await operatorLogin('racer-op1', 'Racer-operator-pass-1', nextAddress());
    expect(right.status).toBe(423);
    expect(right.body.errorCode).toBe('operator.locked');
  });

  it('gives no session to 40 parallel guesses with the right one at position 25 unless it was among the first 5 checked', async () => {
    const id = await newOperator('racer-op2', 'Racer-operator-pass-2');
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        operatorLogin('racer-op2', i === 24 ? 'Racer-operator-pass-2' : `wrong-operator-pass-${i}`, address),
      ),
    );
    const sessions = answers.filter((res) => res.body.success).length;
    expect((await operatorFailures(id)) + sessions).toBeLessThanOrEqual(5);
  });

  it('holds an address after 20 failures on any operator names', async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => operatorLogin(`nobody-${i}`, 'wrong-operator-pass', address)),
    );
    expect(answers.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(10);
    const admitted = await operatorLogin('admin', ADMIN_PASSWORD, address);
    expect(admitted.status).toBe(429);
    expect(admitted.body.errorCode).toBe('too.many.requests');
  });
});

describe('secret guesses under concurrency', () => {
  it('checks at most 5 of 30 parallel wrong payment passwords', async () => {
    const m = money(server);
    const member = await m.member('guesser1');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callRoute(server, routes.bindPayoutAccount, {
          token: member.token,
          key: m.key(),
          body: {
            kind: 'bank',
            bankCode: 'BPI',
            accountNumber: '123456789012',
            accountName: 'Ana Lim',
            paymentPassword: `99${String(i).padStart(4, '0')}`,
          },
        }),
      ),
    );
    const checked = answers.filter((res) => res.body.errorCode === 'password.wrong').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((res) => res.body.errorCode === 'too.many.requests').length).toBe(30 - checked);
  });
});

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes, type OperatorMember } from '@wps/contracts';
import {
  adminToken,
  call,
  callRoute,
  createMerchant,
  refusalOf,
  solvedChallenge,
  startTestServer,
  type RouteQuery,
  type TestServer,
} from './harness.js';

/*
 * The operator's Members area (issue 12): the search with its filters, sorts and cursor, the CSV
 * export, a member's page, ledger, sessions, logins and rounds, lock and unlock, every action with a
 * reason and an audit entry, and what a viewer may not do.
 */

let server: TestServer;
let admin: string;
let viewer: string;
let editor: string;
const aurora = { merchantCode: 'aurora' };
/** The prefix of every member this file makes, so the seeded demo members stay out of its lists. */
const P = `om${randomBytes(3).toString('hex')}`;
const PASSWORD = 'Passw0rd55';

interface Made {
  id: number;
  username: string;
  token: string;
}
const made: Made[] = [];
let agent: Made;
let downline: Made;
let grandDownline: Made;
let trial: Made;
/** The member with contacts: mobile +8613800138xyz and e-mail. */
let contact: Made;
let contactMobile: string;

async function operatorToken(role: 'viewer' | 'editor'): Promise<string> {
  const username = `${P}${role}`;
  const password = 'Operator-pass-123';
  await callRoute(server, routes.operatorCreate, { token: admin, body: { username, password, role } });
  const login = await callRoute(server, routes.operatorLogin, { body: { username, password } });
  await callRoute(server, routes.operatorChangePassword, {
    token: login.body.value.token,
    body: { oldPassword: password, newPassword: `${password}x` },
  });
  return login.body.value.token;
}

async function make(
  username: string,
  extra: {
    type?: number;
    nickname?: string;
    uplineId?: number;
    affiliateCode?: string;
    profile?: Record<string, string>;
  } = {},
): Promise<Made> {
  // One second apart, so registration times and their order are known.
  server.clock.advance(1_000);
  const site = await server.services.merchants.resolveSite('aurora', null);
  const member = await server.services.members.createMember({
    merchantId: site.merchantId,
    username,
    type: extra.type,
    password: PASSWORD,
    nickname: extra.nickname,
    uplineId: extra.uplineId,
    affiliateCode: extra.affiliateCode,
    profile: extra.profile,
  });
  const token = await server.services.members.createSession(member, '127.0.0.1', 'vitest');
  const row = { id: member.id, username, token };
  made.push(row);
  return row;
}

const search = (query: RouteQuery<typeof routes.operatorMemberList>, token = viewer) =>
  callRoute(server, routes.operatorMemberList, { token, params: aurora, query });
const ids = (list: OperatorMember[]) => list.map((member) => member.id);
const detail = (id: number, token = viewer) =>
  callRoute(server, routes.operatorMemberDetail, { token, params: { ...aurora, id } });
const memberInfo = (token: string) => callRoute(server, routes.memberInfo, { token });
const login = async (username: string, password = PASSWORD) =>
  callRoute(server, routes.memberLogin, {
    body: { username, password, challenge: await solvedChallenge(server) },
    headers: { 'user-agent': 'Mozilla/5.0 (operator test)' },
  });
const auditOf = async (id: number) => {
  const audit = await callRoute(server, routes.auditList, {
    token: admin,
    query: { merchantCode: 'aurora', pageNo: 1, pageSize: 200 },
  });
  return audit.body.value.list.filter((entry) => entry.target === `member:${id}`);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
  viewer = await operatorToken('viewer');
  editor = await operatorToken('editor');
  agent = await make(`${P}agent`, { type: 1, affiliateCode: `${P}AG1` });
  downline = await make(`${P}down`, { type: 2, affiliateCode: `${P}AG2`, uplineId: agent.id });
  grandDownline = await make(`${P}grand`, { uplineId: downline.id });
  trial = await make(`${P}trial`, { type: 4 });
  contactMobile = `+86138${String(Date.now()).slice(-8)}`;
  contact = await make(`${P}Contact`, {
    nickname: '=HYPERLINK("x"), "quoted"',
    profile: {
      mobile: contactMobile,
      countryDialingCode: '+86',
      email: `${P}.Mail@Example.com`,
      fullName: 'Contact Person',
      birthday: '1990-01-02',
      nationality: 'CN',
      registerIp: '203.0.113.9',
      registerUrl: 'https://aurora.example/register',
    },
  });
  for (let i = 0; i < 20; i++) await make(`${P}m${String(i).padStart(2, '0')}`);
}, 120_000);
afterAll(() => server?.close());

describe('member search', () => {
  it('finds usernames by their start in any case, or anywhere with match=contains', async () => {
    const all = await search({ q: P.toUpperCase(), pageSize: 100 });
    expect(all.status, all.text).toBe(200);
    expect(all.body.value.list).toHaveLength(made.length);
    expect(all.body.value).toMatchObject({ total: made.length, totalExact: true, cursor: null });

    const prefix = await search({ q: `${P}M1`, pageSize: 100 });
    expect(prefix.body.value.list.map((member) => member.username).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `${P}m1${i}`),
    );
    // "ontac" is in the middle of one username: only the contains match finds it.
    expect((await search({ q: 'ontac', pageSize: 100 })).body.value.list).toEqual([]);
    const contains = await search({ q: `ONTAC`, match: 'contains', pageSize: 100 });
    expect(ids(contains.body.value.list)).toContain(contact.id);
  });

  it('finds a mobile number from its start or, without the country code, from its end', async () => {
    for (const q of [
      contactMobile,
      contactMobile.slice(0, 9),
      contactMobile.slice(3),
      contactMobile.slice(-8),
    ]) {
      const found = await search({ q });
      expect(ids(found.body.value.list), q).toEqual([contact.id]);
    }
    const row = (await search({ q: contactMobile })).body.value.list[0]!;
    expect(row).toMatchObject({ mobile: contactMobile, email: `${P}.Mail@Example.com`, status: 'active' });
  });

  it('finds an e-mail from its start in any case, an id, and an affiliate code exactly', async () => {
    expect(ids((await search({ q: `${P}.MAIL@` })).body.value.list)).toEqual([contact.id]);
    expect(ids((await search({ q: String(downline.id) })).body.value.list)).toContain(downline.id);
    const code = await search({ q: `${P}AG2` });
    expect(ids(code.body.value.list)).toContain(downline.id);
    expect(code.body.value.list.find((member) => member.id === downline.id)).toMatchObject({
      affiliateCode: `${P}AG2`,
      uplineId: agent.id,
      type: 2,
    });
  });

  it('filters by type: agents, trial accounts, ordinary members', async () => {
    const agents = await search({ q: P, type: 'agent', pageSize: 100 });
    expect(ids(agents.body.value.list).sort()).toEqual([agent.id, downline.id].sort());
    const trials = await search({ q: P, type: 'trial', pageSize: 100 });
    expect(ids(trials.body.value.list)).toEqual([trial.id]);
    const ordinary = await search({ q: P, type: 'ordinary', pageSize: 100 });
    expect(ordinary.body.value.list).toHaveLength(made.length - 3);
  });

  it('filters by registration time, from inclusive to exclusive', async () => {
    const first = await search({ q: `${P}m`, sort: 'createdAt', order: 'asc', pageSize: 100 });
    const times = first.body.value.list.map((member) => member.createdAt);
    const window = await search({
      q: `${P}m`,
      registeredFrom: times[3]!,
      registeredTo: times[8]!,
      pageSize: 100,
    });
    expect(window.body.value.list.map((member) => member.createdAt).sort()).toEqual(times.slice(3, 8));
    const backwards = await search({ registeredFrom: times[8]!, registeredTo: times[3]! });
    expect(backwards.status).toBe(400);
    expect(refusalOf(backwards).fields).toHaveProperty('query.registeredTo');
  });

  it.each([
    ['id', 'desc'],
    ['id', 'asc'],
    ['username', 'asc'],
    ['username', 'desc'],
    ['createdAt', 'desc'],
    ['lastLoginAt', 'desc'],
    ['lastLoginAt', 'asc'],
  ] as const)('pages by cursor sorted by %s %s with no gap and no repeat', async (sort, order) => {
    const whole = await search({ q: P, sort, order, pageSize: 200 });
    const expected = ids(whole.body.value.list);
    expect(expected).toHaveLength(made.length);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const next = await search({ q: P, sort, order, pageSize: 4, ...(cursor ? { cursor } : {}) });
      expect(next.status, next.text).toBe(200);
      seen.push(...ids(next.body.value.list));
      if (!next.body.value.cursor) break;
      cursor = next.body.value.cursor;
    }
    expect(seen).toEqual(expected);
    if (sort === 'username') {
      const names = whole.body.value.list.map((member) => member.username.toLowerCase());
      expect(names).toEqual(order === 'asc' ? [...names].sort() : [...names].sort().reverse());
    }
  });

  it('pages by number too, up to 10,000 rows, and refuses a cursor of another list', async () => {
    const second = await search({ q: P, pageNo: 2, pageSize: 5 });
    const whole = await search({ q: P, pageSize: 200 });
    expect(ids(second.body.value.list)).toEqual(ids(whole.body.value.list).slice(5, 10));
    expect(second.body.value).toMatchObject({ pageNum: 2, totalPages: Math.ceil(made.length / 5) });

    const deep = await search({ pageNo: 201, pageSize: 50 });
    expect(deep.status).toBe(400);
    expect(refusalOf(deep).fields).toHaveProperty('query.pageNo');

    const byName = await search({ q: P, sort: 'username', pageSize: 2 });
    const wrongSort = await search({ q: P, sort: 'createdAt', cursor: byName.body.value.cursor! });
    expect(wrongSort.status).toBe(400);
    expect(refusalOf(wrongSort).fields).toHaveProperty('query.cursor');
    for (const cursor of ['garbage', Buffer.from('["id","desc",1,"x"]').toString('base64url')]) {
      const bad = await search({ cursor });
      expect(bad.status).toBe(400);
      expect(bad.body.errorCode).toBe('validation.failed');
    }
    const forged = Buffer.from(
      JSON.stringify(['createdAt', 'desc', "2026'; drop table members", 1]),
    ).toString('base64url');
    const refused = await search({ sort: 'createdAt', cursor: forged });
    expect(refused.status).toBe(400);
    expect(refused.text).not.toMatch(/select|sql|members/i);
  });

  it('refuses bad filters with validation.failed', async () => {
    const bad = await callRoute(server, routes.operatorMemberList, {
      token: viewer,
      params: aurora,
      rawQuery: { status: 'gone', type: 'vip', sort: 'balance', order: 'up', registeredFrom: 'yesterday' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(refusalOf(bad).fields ?? {}).sort()).toEqual([
      'query.order',
      'query.registeredFrom',
      'query.sort',
      'query.status',
      'query.type',
    ]);
  });
});

describe('member export', () => {
  it('answers the filtered members as CSV in the list order, fields escaped and formulas defused', async () => {
    const path = buildPath(routes.operatorMemberExport.path, aurora);
    const res = await call(server, `${path}?q=${P}&sort=username&order=asc`, {
      merchant: null,
      headers: { authorization: viewer },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="members.csv"');
    expect(res.headers.get('x-export-truncated')).toBe('false');
    // A byte-order mark first, so spreadsheets read non-Latin names right.
    expect(res.text.startsWith('\ufeff')).toBe(true);
    const lines = res.text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,username,nickname,type,status,mobile,email,affiliateCode,uplineId,createdAt,lastLoginAt,mustChangePassword',
    );
    expect(lines).toHaveLength(made.length + 1);
    const names = lines.slice(1).map((line) => line.split(',')[1]!);
    expect(names).toEqual(
      made.map((member) => member.username).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    const contactLine = lines.find((line) => line.startsWith(`${contact.id},`))!;
    expect(contactLine).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    expect(contactLine).toContain(`,${contactMobile},`);

    const agents = await call(server, `${path}?q=${P}&type=agent`, {
      merchant: null,
      headers: { authorization: viewer },
    });
    expect(agents.text.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('refuses bad filters and a missing session as JSON envelopes', async () => {
    const path = buildPath(routes.operatorMemberExport.path, aurora);
    const bad = await call(server, `${path}?status=gone`, {
      merchant: null,
      headers: { authorization: viewer },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('validation.failed');
    const none = await call(server, path, { merchant: null });
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe('login.not.session');
  });
});

describe('member detail', () => {
  it('shows profile, registration, status, type, upline chain, balances, two-factor and flags', async () => {
    const res = await detail(contact.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.value).toMatchObject({
      id: contact.id,
      username: contact.username,
      status: 'active',
      lock: null,
      agent: false,
      trial: false,
      profile: {
        fullName: 'Contact Person',
        mobile: contactMobile,
        email: `${P}.Mail@Example.com`,
        birthday: '1990-01-02',
        country: 'CN',
      },
      registration: { ip: '203.0.113.9', url: 'https://aurora.example/register' },
      upline: [],
      twoFactor: { enabled: false, methods: [], recoveryCodesLeft: 0 },
      mustChangePassword: false,
      hasPaymentPassword: false,
    });
    expect(res.body.value.lastLoginAt).not.toBeNull();

    const grand = await detail(grandDownline.id);
    expect(grand.body.value.upline).toEqual([
      { id: downline.id, username: downline.username, type: 2, affiliateCode: `${P}AG2` },
      { id: agent.id, username: agent.username, type: 1, affiliateCode: `${P}AG1` },
    ]);
    expect((await detail(agent.id)).body.value).toMatchObject({ agent: true, affiliateCode: `${P}AG1` });
    expect((await detail(trial.id)).body.value).toMatchObject({ trial: true });
    expect((await detail(99_999_999)).status).toBe(404);
  });
});

describe('member ledger', () => {
  const adjust = (memberId: number, amount: string, requestId: string) =>
    callRoute(server, routes.operatorAdjustmentCreate, {
      token: admin,
      params: aurora,
      body: { memberId, amount, reason: 'ledger test', requestId },
    });
  const ledger = (id: number, query: RouteQuery<typeof routes.operatorMemberLedger> = {}) =>
    callRoute(server, routes.operatorMemberLedger, { token: viewer, params: { ...aurora, id }, query });

  it('lists the entries newest first, pages by cursor without gaps, filters by type, wallet and time', async () => {
    const member = made.find((row) => row.username === `${P}m05`)!;
    for (const [i, amount] of ['10', '20', '-5', '7.5', '1'].entries()) {
      server.clock.advance(60_000);
      const res = await adjust(member.id, amount, `${P}-ledger-${i}`);
      expect(res.status, res.text).toBe(200);
    }
    const whole = await ledger(member.id, { pageSize: 50 });
    expect(whole.status, whole.text).toBe(200);
    const amounts = whole.body.value.list.map((entry) => entry.amount);
    expect(amounts).toEqual(['1.00', '7.50', '-5.00', '20.00', '10.00']);
    expect(whole.body.value.list[0]).toMatchObject({
      type: 'adjustment',
      kind: 'member',
      wallet: 'main',
      balanceAfter: '33.50',
    });
    expect(whole.body.value.cursor).toBeNull();

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await ledger(member.id, { pageSize: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.body.value.list.map((entry) => entry.entryId));
      cursor = page.body.value.cursor;
    } while (cursor);
    expect(seen).toEqual(whole.body.value.list.map((entry) => entry.entryId));

    const times = whole.body.value.list.map((entry) => entry.createdAt);
    const window = await ledger(member.id, { from: times[3]!, to: times[1]! });
    expect(window.body.value.list.map((entry) => entry.amount)).toEqual(['-5.00', '20.00']);
    expect((await ledger(member.id, { types: 'deposit,bet' })).body.value.list).toEqual([]);
    expect((await ledger(member.id, { types: 'adjustment' })).body.value.list).toHaveLength(5);
    expect((await ledger(member.id, { wallet: 'pending_withdrawal' })).body.value.list).toEqual([]);
    expect((await ledger(member.id, { wallet: 'main' })).body.value.list).toHaveLength(5);

    // The statement as CSV: the same entries and amounts, the filters applied.
    const exported = await callRoute(server, routes.operatorMemberLedgerExport, {
      token: viewer,
      params: { ...aurora, id: member.id },
      query: { wallet: 'main' },
    });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="member-ledger.csv"');
    const lines = exported.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'entry_id,transaction_id,created_at,type,reverses,wallet,currency,amount,balance_after,meta',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      whole.body.value.list.map((entry) => String(entry.entryId)),
    );
    expect(lines.slice(1).map((line) => line.split(',')[7])).toEqual([
      '1.00',
      '7.50',
      '-5.00',
      '20.00',
      '10.00',
    ]);
    const none = await callRoute(server, routes.operatorMemberLedgerExport, {
      token: viewer,
      params: { ...aurora, id: member.id },
      query: { types: 'bet' },
    });
    expect(
      none.text
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);

    const balances = (await detail(member.id)).body.value.balances;
    expect(balances).toContainEqual({
      kind: 'member',
      wallet: 'main',
      currency: expect.any(String),
      balance: '33.50',
      balanceMinor: '3350',
    });
  });

  it('refuses a bad cursor or type list, and another merchant’s or an unknown member', async () => {
    const member = made[0]!;
    const bad = await callRoute(server, routes.operatorMemberLedger, {
      token: viewer,
      params: { ...aurora, id: member.id },
      rawQuery: { cursor: 'abc', types: 'DROP TABLE' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(refusalOf(bad).fields ?? {}).sort()).toEqual(['query.cursor', 'query.types.0']);
    expect((await ledger(99_999_999)).status).toBe(404);
  });
});

describe('sessions and logins', () => {
  const sessions = (id: number) =>
    callRoute(server, routes.operatorMemberSessions, { token: viewer, params: { ...aurora, id } });
  const endSessions = (id: number, body: { reason: string; sessionId?: string }, token = editor) =>
    callRoute(server, routes.operatorMemberSessionsEnd, { token, params: { ...aurora, id }, body });

  it('lists live sessions, ends one by its id, then all, with reasons in the audit log', async () => {
    const member = made.find((row) => row.username === `${P}m07`)!;
    const second = await login(member.username);
    expect(second.body.success, second.text).toBe(true);
    const listed = await sessions(member.id);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.value.list).toHaveLength(2);
    expect(listed.body.value.list[0]).toMatchObject({
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (operator test)',
    });
    expect(JSON.stringify(listed.body.value)).not.toContain(second.body.value.token);

    const newest = listed.body.value.list[0]!.id;
    const one = await endSessions(member.id, { reason: 'Suspicious device', sessionId: newest });
    expect(one.body.value).toEqual({ ended: 1 });
    expect((await memberInfo(second.body.value.token)).status).toBe(401);
    expect((await memberInfo(member.token)).status).toBe(200);
    expect((await endSessions(member.id, { reason: 'again', sessionId: newest })).status).toBe(404);

    const all = await endSessions(member.id, { reason: 'Account shared' });
    expect(all.body.value.ended).toBe(1);
    expect((await memberInfo(member.token)).status).toBe(401);
    expect((await sessions(member.id)).body.value.list).toEqual([]);

    const entries = await auditOf(member.id);
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'member.sessions.end',
        operatorName: `${P}editor`,
        after: { sessionId: null, sessionsEnded: 1, reason: 'Account shared' },
      },
      {
        action: 'member.sessions.end',
        after: { sessionId: newest, sessionsEnded: 1, reason: 'Suspicious device' },
      },
    ]);
    member.token = (await login(member.username)).body.value.token;
  });

  it('lists login attempts newest first with address, device, method and result, by cursor', async () => {
    const member = made.find((row) => row.username === `${P}m08`)!;
    for (let i = 0; i < 3; i++) {
      server.clock.advance(1_000);
      expect((await login(member.username)).body.success).toBe(true);
    }
    const logins = (query: RouteQuery<typeof routes.operatorMemberLogins>) =>
      callRoute(server, routes.operatorMemberLogins, {
        token: viewer,
        params: { ...aurora, id: member.id },
        query,
      });
    const whole = await logins({ pageSize: 50 });
    expect(whole.status, whole.text).toBe(200);
    expect(whole.body.value.list).toHaveLength(3);
    expect(whole.body.value.list[0]).toMatchObject({
      method: 'password',
      outcome: 'success',
      ip: '127.0.0.1',
      userAgent: expect.stringContaining('operator test'),
    });
    const first = await logins({ pageSize: 2 });
    const rest = await logins({ pageSize: 2, cursor: first.body.value.cursor! });
    expect([...first.body.value.list, ...rest.body.value.list].map((entry) => entry.id)).toEqual(
      whole.body.value.list.map((entry) => entry.id),
    );
    expect(rest.body.value.cursor).toBeNull();
  });
});

describe('lock and unlock', () => {
  const lock = (id: number, body: unknown, token = editor) =>
    callRoute(server, routes.operatorMemberLock, { token, params: { ...aurora, id }, rawBody: body });
  const unlock = (id: number, body: unknown, token = editor) =>
    callRoute(server, routes.operatorMemberUnlock, { token, params: { ...aurora, id }, rawBody: body });

  it('refuses the member’s next call and login with account.disabled, then lets them in again', async () => {
    const member = made.find((row) => row.username === `${P}m10`)!;
    expect((await memberInfo(member.token)).status).toBe(200);
    const locked = await lock(member.id, { reason: 'Chargeback under review' });
    expect(locked.status, locked.text).toBe(200);
    expect(locked.body.value).toMatchObject({ id: member.id, status: 'locked' });

    const next = await memberInfo(member.token);
    expect(next.status).toBe(403);
    expect(next.body.errorCode).toBe('account.disabled');
    const right = await login(member.username);
    expect(right.status).toBe(403);
    expect(right.body.errorCode).toBe('account.disabled');

    const page = (await detail(member.id)).body.value;
    expect(page).toMatchObject({
      status: 'locked',
      lock: { by: `${P}editor`, reason: 'Chargeback under review' },
    });
    expect(ids((await search({ q: P, status: 'locked', pageSize: 100 })).body.value.list)).toEqual([
      member.id,
    ]);
    expect(ids((await search({ q: P, status: 'active', pageSize: 100 })).body.value.list)).not.toContain(
      member.id,
    );
    // Locking again changes nothing and writes nothing.
    expect((await lock(member.id, { reason: 'twice' })).body.value.status).toBe('locked');

    const unlocked = await unlock(member.id, { reason: 'Review cleared' });
    expect(unlocked.body.value.status).toBe('active');
    expect((await detail(member.id)).body.value.lock).toBeNull();
    // The sessions the lock ended stay ended; a new login works.
    expect((await memberInfo(member.token)).status).toBe(401);
    const again = await login(member.username);
    expect(again.body.success, again.text).toBe(true);

    const entries = (await auditOf(member.id)).filter((entry) => entry.action.startsWith('member.'));
    expect(entries.map((entry) => entry.action)).toEqual(['member.unlock', 'member.lock']);
    expect(entries[1]).toMatchObject({
      operatorName: `${P}editor`,
      before: { status: 'active' },
      after: { status: 'locked', reason: 'Chargeback under review', sessionsEnded: 1 },
    });
    expect(entries[0]).toMatchObject({
      before: { status: 'locked', lockedBy: `${P}editor`, lockReason: 'Chargeback under review' },
      after: { status: 'active', reason: 'Review cleared' },
    });
  });

  it('tells nothing of the lock to a wrong password', async () => {
    const member = made.find((row) => row.username === `${P}m13`)!;
    expect((await lock(member.id, { reason: 'Fraud check' })).status).toBe(200);
    const wrong = await login(member.username, 'Wrong-pass-1');
    expect(wrong.body.errorCode).toBe('login.failed');
    const history = await callRoute(server, routes.operatorMemberLogins, {
      token: viewer,
      params: { ...aurora, id: member.id },
      query: {},
    });
    expect(history.body.value.list.map((entry) => entry.outcome)).toEqual(['failed']);
  });

  it('needs a reason of 1 to 500 characters for every action, and changes nothing without one', async () => {
    const member = made.find((row) => row.username === `${P}m11`)!;
    const actions = [
      (body: unknown) => lock(member.id, body),
      (body: unknown) => unlock(member.id, body),
      (body: unknown) =>
        callRoute(server, routes.operatorMemberSessionsEnd, {
          token: editor,
          params: { ...aurora, id: member.id },
          rawBody: body,
        }),
      (body: unknown) =>
        callRoute(server, routes.operatorMemberPasswordReset, {
          token: editor,
          params: { ...aurora, id: member.id },
          rawBody: body,
        }),
      (body: unknown) =>
        callRoute(server, routes.operatorMemberRole, {
          token: editor,
          params: { ...aurora, id: member.id },
          rawBody: { type: 0, ...(body as object) },
        }),
    ];
    for (const action of actions)
      for (const body of [{}, { reason: '' }, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
        const refused = await action(body);
        expect(refused.status, refused.text).toBe(400);
        expect(refusalOf(refused).fields).toHaveProperty('reason');
      }
    expect((await memberInfo(member.token)).status).toBe(200);
    expect((await detail(member.id)).body.value.status).toBe('active');
    expect(await auditOf(member.id)).toEqual([]);
    const longest = await lock(member.id, { reason: 'x'.repeat(500) });
    expect(longest.status).toBe(200);
    await unlock(member.id, { reason: 'ok' });
  });

  it('lets a viewer read but not act, and finds no member of another merchant', async () => {
    const member = made.find((row) => row.username === `${P}m12`)!;
    const asViewer = [
      lock(member.id, { reason: 'x' }, viewer),
      unlock(member.id, { reason: 'x' }, viewer),
      callRoute(server, routes.operatorMemberSessionsEnd, {
        token: viewer,
        params: { ...aurora, id: member.id },
        body: { reason: 'x' },
      }),
      callRoute(server, routes.operatorMemberPasswordReset, {
        token: viewer,
        params: { ...aurora, id: member.id },
        body: { reason: 'x' },
      }),
      callRoute(server, routes.operatorMemberRole, {
        token: viewer,
        params: { ...aurora, id: member.id },
        body: { type: 0, reason: 'x' },
      }),
    ];
    for (const refused of await Promise.all(asViewer)) {
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('operator.forbidden');
    }
    expect((await memberInfo(member.token)).status).toBe(200);
    expect((await lock(99_999_999, { reason: 'x' })).status).toBe(404);
    const code = `n${P.slice(2, 8)}`;
    const created = await createMerchant(server, admin, code, {
      name: 'Other',
      domains: [`${code}.example`],
      mainDomain: `${code}.example`,
      analyticsId: null,
    });
    expect(created.status, created.text).toBe(200);
    const other = { merchantCode: code, id: member.id };
    expect(
      (await callRoute(server, routes.operatorMemberDetail, { token: viewer, params: other })).status,
    ).toBe(404);
    expect(
      (
        await callRoute(server, routes.operatorMemberLock, {
          token: editor,
          params: other,
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await memberInfo(member.token)).status).toBe(200);
  });
});

describe('member rounds', () => {
  it('lists a member’s rounds newest first by cursor and recalls one, never another member’s', async () => {
    const member = made.find((row) => row.username === `${P}m15`)!;
    const other = made.find((row) => row.username === `${P}m16`)!;
    const site = await server.services.merchants.resolveSite('aurora', null);
    const base = Date.parse('2026-11-20T10:00:00Z');
    for (let i = 0; i < 5; i++)
      await server.database.db.execute(sql`insert into game_rounds (merchant_id, vendor_code, round_id,
          member_id, game_code, category, currency, bet_minor, valid_bet_minor, win_minor, status, outcome,
          balance_after_minor, opened_at, settled_at, updated_at)
        values (${site.merchantId}, 'AURORA', ${`${P}-r${i}`}, ${i === 4 ? other.id : member.id}, 'gold-rush',
          'RNG', ${site.settings.currency.code}, ${100 * (i + 1)}, ${100 * (i + 1)}, ${i % 2 ? 0 : 250}, 'settled',
          '{"reels":[1,2,3]}', 1000, ${new Date(base + i * 1000).toISOString()}::timestamptz,
          ${new Date(base + i * 1000 + 500).toISOString()}::timestamptz, now())`);
    const rounds = (query: RouteQuery<typeof routes.operatorMemberRounds>) =>
      callRoute(server, routes.operatorMemberRounds, {
        token: viewer,
        params: { ...aurora, id: member.id },
        query,
      });
    const whole = await rounds({ pageSize: 50 });
    expect(whole.status, whole.text).toBe(200);
    expect(whole.body.value.list.map((round) => round.roundId)).toEqual([
      `${P}-r3`,
      `${P}-r2`,
      `${P}-r1`,
      `${P}-r0`,
    ]);
    expect(whole.body.value.list[0]).toMatchObject({
      vassalage: 'AURORA',
      gameId: 'gold-rush',
      status: 'settled',
    });
    const first = await rounds({ pageSize: 3 });
    const rest = await rounds({ pageSize: 3, cursor: first.body.value.cursor! });
    expect([...first.body.value.list, ...rest.body.value.list].map((round) => round.roundId)).toEqual(
      whole.body.value.list.map((round) => round.roundId),
    );
    expect((await rounds({ vendor: 'NOPE' })).body.value.list).toEqual([]);

    const exported = await callRoute(server, routes.operatorMemberRoundExport, {
      token: viewer,
      params: { ...aurora, id: member.id },
      query: { status: 'settled' },
    });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.headers.get('x-export-truncated')).toBe('false');
    const lines = exported.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'round_id,vendor,game_type,game_id,game,status,bet,valid_bet,win,profit,bet_time,settle_time',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      whole.body.value.list.filter((round) => round.status === 'settled').map((round) => round.roundId),
    );

    const recall = (roundId: string) =>
      callRoute(server, routes.operatorMemberRoundRecall, {
        token: viewer,
        params: { ...aurora, id: member.id, vendorCode: 'AURORA', roundId },
      });
    const one = await recall(`${P}-r2`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.value).toMatchObject({ record: { roundId: `${P}-r2` }, outcome: { reels: [1, 2, 3] } });
    expect((await recall(`${P}-r4`)).status).toBe(404);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes, type MemberSession, type RouteDescriptor } from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoute, type RouteGuards } from '../src/platform/http/route.js';
import {
  adminToken,
  call,
  callRoute,
  createMember,
  createMerchant,
  startTestServer,
  type TestServer,
} from './harness.js';

const NOVA = { name: 'Nova Bet', domains: ['nova.example'], mainDomain: 'nova.example', analyticsId: null };

let server: TestServer;

/** A probe route for the route kit's memberTypes check, until real agent routes exist. */
function registerAgentProbe(app: FastifyInstance, guards: RouteGuards) {
  const descriptor = {
    ...routes.memberInfo,
    id: 'agentProbe',
    path: '/wps/agent/probe' as const,
    memberTypes: [1, 2, 41, 42],
  };
  registerRoute(app, guards, descriptor, async (ctx) => ({
    id: ctx.member.id,
    account: ctx.member.username,
    nickname: null,
    type: ctx.member.type,
    toUpline: false,
    clubLabel: { labelName: 'VIP0', rankLevel: 0 },
    memberLabel: [],
    regDate: 0,
    merchantCode: ctx.site.merchantCode,
  }));
}

beforeAll(async () => {
  server = await startTestServer({ extend: registerAgentProbe });
});
afterAll(() => server?.close());

const MINUTE = 60_000;
const as = (token: string, extra: { method?: string; merchant?: string } = {}) => ({
  ...extra,
  headers: { authorization: token },
});

function expectNoSession(res: { status: number; body: { errorCode?: string; success: boolean } }) {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
}

describe('member info', () => {
  it('answers the signed-in member with every field and no secret', async () => {
    const upline = await createMember(server, { username: 'uplineagent', type: 1 });
    const member = await createMember(server, {
      username: 'InfoUser',
      password: 'Some-member-pass-1',
      nickname: 'Infy',
      uplineId: upline.id,
    });
    const res = await callRoute(server, routes.memberInfo, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.value).toEqual({
      id: member.id,
      account: 'InfoUser',
      nickname: 'Infy',
      type: 0,
      toUpline: true,
      clubLabel: { labelName: 'VIP0', rankLevel: 0 },
      memberLabel: [],
      regDate: new Date('2026-11-22T08:00:00Z').getTime(),
      merchantCode: 'aurora',
    });
    expect(res.text).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|token_hash/);
    expect(res.text).not.toContain(member.token);

    const agent = await callRoute(server, routes.memberInfo, { token: upline.token });
    expect(agent.body.value).toMatchObject({
      account: 'uplineagent',
      type: 1,
      toUpline: false,
      nickname: null,
    });
  });

  it('refuses a missing, garbage, revoked, expired, idle or foreign token with 401', async () => {
    expectNoSession(await call(server, '/wps/member/info'));
    expectNoSession(await call(server, '/wps/member/info', as('garbage')));
    expectNoSession(await call(server, '/wps/member/info', as('x'.repeat(43))));

    const revoked = await createMember(server, { username: 'revoked' });
    expect((await call(server, '/wps/session/logout', as(revoked.token, { method: 'DELETE' }))).status).toBe(
      200,
    );
    expectNoSession(await call(server, '/wps/member/info', as(revoked.token)));
    // Logging out twice is a dead session too.
    expectNoSession(await call(server, '/wps/session/logout', as(revoked.token, { method: 'DELETE' })));
  });

  it('ends a session 7 days after it started, however active', async () => {
    const member = await createMember(server, { username: 'expiring' });
    const { merchantId } = await server.services.merchants.resolveSite('aurora', null);
    expect((await call(server, '/wps/member/info', as(member.token))).status).toBe(200);
    // Stay active: a use every 25 minutes for just under 7 days (through the service, for speed).
    for (let elapsed = 25; elapsed < 7 * 24 * 60; elapsed += 25) {
      server.clock.advance(25 * MINUTE);
      expect(await server.services.members.authenticate(member.token, merchantId)).not.toBeNull();
    }
    expect((await call(server, '/wps/member/info', as(member.token))).status).toBe(200);
    server.clock.advance(25 * MINUTE);
    expectNoSession(await call(server, '/wps/member/info', as(member.token)));
  });

  it('ends a session after 30 minutes without a call, touching it at most once a minute', async () => {
    const member = await createMember(server, { username: 'idler' });
    server.clock.advance(29 * MINUTE);
    expect((await call(server, '/wps/member/info', as(member.token))).status).toBe(200);
    server.clock.advance(29 * MINUTE);
    expect((await call(server, '/wps/member/info', as(member.token))).status).toBe(200);
    server.clock.advance(31 * MINUTE);
    expectNoSession(await call(server, '/wps/member/info', as(member.token)));
  });

  it('refuses a token of another merchant', async () => {
    const operator = await adminToken(server);
    const created = await createMerchant(server, operator, 'nova', NOVA);
    expect(created.status).toBe(200);
    const novaMember = await createMember(server, { username: 'novauser', merchant: 'nova' });
    const own = await callRoute(server, routes.memberInfo, { token: novaMember.token, merchant: 'nova' });
    expect(own.status).toBe(200);
    expect(own.body.value.merchantCode).toBe('nova');
    expectNoSession(await call(server, '/wps/member/info', as(novaMember.token)));
    // The same username may exist in both merchants; case-insensitively unique within one.
    await createMember(server, { username: 'novauser' });
    await expect(createMember(server, { username: 'NOVAUSER' })).rejects.toThrow();
  });
});

describe('member sessions', () => {
  it('logout ends only the calling session', async () => {
    const member = await createMember(server, { username: 'twodevices' });
    const second = await server.services.members.createSession(
      { id: member.id, merchantId: (await server.services.merchants.resolveSite('aurora', null)).merchantId },
      '10.0.0.2',
      'phone',
    );
    const out = await call(server, '/wps/session/logout', as(member.token, { method: 'DELETE' }));
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, value: null });
    expectNoSession(await call(server, '/wps/member/info', as(member.token)));
    expect((await call(server, '/wps/member/info', as(second))).status).toBe(200);
  });

  it('lists the sessions, marks the current one, and ends another by its id', async () => {
    const site = await server.services.merchants.resolveSite('aurora', null);
    const member = await createMember(server, { username: 'lister' });
    server.clock.advance(MINUTE);
    const phone = await server.services.members.createSession(
      { id: member.id, merchantId: site.merchantId },
      '10.0.0.9',
      'phone browser',
    );
    const list = await callRoute(server, routes.memberSessions, { token: member.token });
    expect(list.status).toBe(200);
    expect(list.body.value).toHaveLength(2);
    const [newest, oldest] = list.body.value as [MemberSession, MemberSession];
    expect(newest).toMatchObject({ ip: '10.0.0.9', userAgent: 'phone browser', current: false });
    expect(oldest).toMatchObject({ ip: '127.0.0.1', userAgent: 'vitest', current: true });
    for (const session of list.body.value) {
      expect(session.id).toMatch(/^[0-9a-f]{12}$/);
      expect(Object.keys(session).sort()).toEqual([
        'createdAt',
        'current',
        'id',
        'ip',
        'lastSeenAt',
        'userAgent',
      ]);
    }
    expect(list.text).not.toMatch(/[0-9a-f]{64}/);
    expect(list.text).not.toContain(member.token);
    expect(list.text).not.toContain(phone);

    // Another member cannot end this member's session, nor an unknown one.
    const other = await createMember(server, { username: 'intruder' });
    for (const id of [newest.id, '000000000000', 'not-an-id']) {
      const res = await call(server, `/wps/member/sessions/${id}`, as(other.token, { method: 'DELETE' }));
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('not.found');
    }
    expect((await call(server, '/wps/member/info', as(phone))).status).toBe(200);

    const ended = await call(
      server,
      `/wps/member/sessions/${newest.id}`,
      as(member.token, { method: 'DELETE' }),
    );
    expect(ended.status).toBe(200);
    expectNoSession(await call(server, '/wps/member/info', as(phone)));
    expect((await call(server, '/wps/member/info', as(member.token))).status).toBe(200);
    const after = await callRoute(server, routes.memberSessions, { token: member.token });
    expect(after.body.value.map((session) => session.id)).toEqual([oldest.id]);
    // An ended session cannot be ended again.
    const again = await call(
      server,
      `/wps/member/sessions/${newest.id}`,
      as(member.token, { method: 'DELETE' }),
    );
    expect(again.status).toBe(404);
  });

  it('revokeAllOf ends every session but the kept one', async () => {
    const site = await server.services.merchants.resolveSite('aurora', null);
    const member = await createMember(server, { username: 'everywhere' });
    const other = await server.services.members.createSession(
      { id: member.id, merchantId: site.merchantId },
      null,
      null,
    );
    const list = await callRoute(server, routes.memberSessions, { token: member.token });
    const current = list.body.value.find((session) => session.current)!;
    const keep = createHash('sha256').update(member.token).digest('hex');
    expect(keep.startsWith(current.id)).toBe(true);
    await server.services.members.revokeAllOf(member.id, keep);
    expect((await call(server, '/wps/member/info', as(member.token))).status).toBe(200);
    expectNoSession(await call(server, '/wps/member/info', as(other)));
    await server.services.members.revokeAllOf(member.id);
    expectNoSession(await call(server, '/wps/member/info', as(member.token)));
  });
});

describe('member types', () => {
  it('refuses a trial account on real-account routes but answers its info', async () => {
    const trial = await createMember(server, { username: 'trialuser', type: 4 });
    const info = await callRoute(server, routes.memberInfo, { token: trial.token });
    expect(info.status).toBe(200);
    expect(info.body.value.type).toBe(4);
    for (const [method, path] of [
      ['GET', '/wps/member/sessions'],
      ['DELETE', '/wps/member/sessions/000000000000'],
    ] as const) {
      const res = await call(server, path, as(trial.token, { method }));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        success: false,
        errorCode: 'in_need_true_account',
        message: 'Please use a real account',
      });
    }
  });

  it('refuses a member whose type is not in memberTypes with error_not_agent', async () => {
    const agent = await createMember(server, { username: 'agent', type: 41 });
    const plain = await createMember(server, { username: 'plain', type: 0 });
    expect((await call(server, '/wps/agent/probe', as(agent.token))).status).toBe(200);
    const refused = await call(server, '/wps/agent/probe', as(plain.token));
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('error_not_agent');
    expectNoSession(await call(server, '/wps/agent/probe'));
  });
});

describe('every member route', () => {
  const memberRoutes = (Object.values(routes) as RouteDescriptor[]).filter(
    (route) => route.auth === 'member',
  );

  it('has member routes to check', () => {
    expect(memberRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['memberInfo', 'memberLogout', 'memberSessions', 'memberSessionEnd']),
    );
  });

  it.each(memberRoutes.map((route) => [route.id, route] as const))(
    '%s refuses a call without a token with 401 login.not.session',
    async (_id, route) => {
      const dummy = Object.fromEntries(
        [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [
          name!,
          name === 'merchantCode' ? 'aurora' : '1',
        ]),
      );
      const res = await call(server, buildPath(route.path, dummy), {
        method: route.method,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      });
      expectNoSession(res);
    },
  );

  const realAccountRoutes = memberRoutes.filter((route) => route.realAccountOnly);

  it.each(realAccountRoutes.map((route) => [route.id, route] as const))(
    '%s refuses a trial account (type 4) with 403 in_need_true_account and changes nothing',
    async (_id, route) => {
      const trial = await createMember(server, { username: `trial${route.id}`.slice(0, 30), type: 4 });
      const dummy = Object.fromEntries(
        [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [
          name!,
          name === 'merchantCode' ? 'aurora' : '000000000000',
        ]),
      );
      const res = await call(server, buildPath(route.path, dummy), {
        ...as(trial.token, { method: route.method }),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
      });
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('in_need_true_account');
    },
  );
});

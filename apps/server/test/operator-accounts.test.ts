import { routes, type OperatorRole } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, callRoute, startTestServer, type TestServer } from './harness.js';

/*
 * Operators managing operators: role changes, switching an account off and on, and a temporary
 * password, each audited with its reason; nobody changes their own account here, and the site
 * always keeps an active admin, even when two admins demote each other at the same moment.
 */

let server: TestServer;
let token: string;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  token = await adminToken(server);
});
afterAll(() => server?.close());

/** A new operator of the role, signed in with their first password changed: id, name, token, password. */
async function operator(role: OperatorRole) {
  const username = `staff${++serial}${role}`;
  const first = 'First-operator-pass-1';
  const created = await callRoute(server, routes.operatorCreate, {
    token,
    body: { username, password: first, role },
  });
  expect(created.status).toBe(200);
  const login = await callRoute(server, routes.operatorLogin, { body: { username, password: first } });
  const password = 'Second-operator-pass-2';
  await callRoute(server, routes.operatorChangePassword, {
    token: login.body.value.token,
    body: { oldPassword: first, newPassword: password },
  });
  return { id: created.body.value.id, username, token: login.body.value.token as string, password };
}

const update = (as: string, id: number, body: Record<string, unknown>) =>
  callRoute(server, routes.operatorUpdate, { token: as, params: { id }, body: body as never });

async function lastAudit(target: string, action = 'operator.') {
  const res = await callRoute(server, routes.auditList, { token, query: { target, action, pageSize: 1 } });
  return res.body.value.list[0];
}

async function listed(id: number) {
  const res = await callRoute(server, routes.operatorList, { token });
  return res.body.value.find((row) => row.id === id);
}

describe('managing operator accounts', () => {
  it('changes a role, which applies at the next call, audited with before, after and the reason', async () => {
    const staff = await operator('viewer');
    const cannot = await callRoute(server, routes.announcementCreate, {
      token: staff.token,
      params: { merchantCode: 'aurora' },
      body: {} as never,
    });
    expect(cannot.body.errorCode).toBe('operator.forbidden');

    const promoted = await update(token, staff.id, { role: 'editor', reason: 'Joins the content team' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.value).toMatchObject({ id: staff.id, role: 'editor', disabled: false });
    expect((await callRoute(server, routes.operatorMe, { token: staff.token })).body.value.role).toBe(
      'editor',
    );
    const now = await callRoute(server, routes.announcementCreate, {
      token: staff.token,
      params: { merchantCode: 'aurora' },
      body: {} as never,
    });
    expect(now.body.errorCode).toBe('validation.failed');

    expect(await lastAudit(`operator:${staff.id}`)).toMatchObject({
      action: 'operator.update',
      operatorName: 'admin',
      before: { role: 'viewer', disabled: false },
      after: { role: 'editor', disabled: false, reason: 'Joins the content team' },
    });
  });

  it('switches an account off (its sessions end, sign-in refused) and on again', async () => {
    const staff = await operator('editor');
    const off = await update(token, staff.id, { disabled: true, reason: 'Left the company' });
    expect(off.body.value).toMatchObject({ disabled: true, role: 'editor' });
    expect((await callRoute(server, routes.operatorMe, { token: staff.token })).status).toBe(401);
    const login = await callRoute(server, routes.operatorLogin, {
      body: { username: staff.username, password: staff.password },
    });
    expect(login.body.errorCode).toBe('operator.login.failed');
    expect((await listed(staff.id))?.disabled).toBe(true);

    await update(token, staff.id, { disabled: false, reason: 'Came back' });
    const again = await callRoute(server, routes.operatorLogin, {
      body: { username: staff.username, password: staff.password },
    });
    expect(again.body.success).toBe(true);
  });

  it('sets a temporary password that must be changed, ends the sessions, and never shows it again', async () => {
    const staff = await operator('viewer');
    const reset = await callRoute(server, routes.operatorResetPassword, {
      token,
      params: { id: staff.id },
      body: { reason: 'Forgot the password, asked by phone' },
    });
    expect(reset.status).toBe(200);
    const temporary = reset.body.value.temporaryPassword;
    expect(temporary).toHaveLength(16);
    expect((await callRoute(server, routes.operatorMe, { token: staff.token })).status).toBe(401);
    const old = await callRoute(server, routes.operatorLogin, {
      body: { username: staff.username, password: staff.password },
    });
    expect(old.body.errorCode).toBe('operator.login.failed');
    const login = await callRoute(server, routes.operatorLogin, {
      body: { username: staff.username, password: temporary },
    });
    expect(login.body.value.operator.mustChangePassword).toBe(true);
    const entry = await lastAudit(`operator:${staff.id}`, 'operator.password.reset');
    expect(entry).toMatchObject({ action: 'operator.password.reset', after: { mustChangePassword: true } });
    expect(JSON.stringify(entry)).not.toContain(temporary);
  });

  it('refuses bad input, an unknown operator and the caller’s own account, changing nothing', async () => {
    const staff = await operator('viewer');
    for (const body of [
      { reason: 'nothing to change' },
      { role: 'owner', reason: 'no such role' },
      { role: 'editor' },
      { role: 'editor', reason: '   ' },
      { disabled: 'yes', reason: 'not a boolean' },
    ]) {
      const res = await update(token, staff.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe('validation.failed');
    }
    expect(await listed(staff.id)).toMatchObject({ role: 'viewer', disabled: false });

    const unknown = await update(token, 999_999, { role: 'editor', reason: 'typo' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('operator.not.found');

    const me = (await callRoute(server, routes.operatorMe, { token })).body.value.id;
    const own = await update(token, me, { role: 'viewer', reason: 'stepping down' });
    expect(own.body.errorCode).toBe('operator.self');
    const ownReset = await callRoute(server, routes.operatorResetPassword, {
      token,
      params: { id: me },
      body: { reason: 'mine' },
    });
    expect(ownReset.body.errorCode).toBe('operator.self');
    expect((await callRoute(server, routes.operatorMe, { token })).body.value.role).toBe('admin');
  });

  it('keeps an active admin when two admins demote each other at the same moment', async () => {
    for (let round = 0; round < 4; round++) {
      const first = await operator('admin');
      const second = await operator('admin');
      // Only these two are active admins: the seeded admin steps aside for the round.
      const seeded = (await callRoute(server, routes.operatorMe, { token })).body.value.id;
      expect((await update(first.token, seeded, { role: 'editor', reason: 'round' })).status).toBe(200);

      const [a, b] = await Promise.all([
        update(first.token, second.id, { disabled: round % 2 === 0, role: 'viewer', reason: 'race' }),
        update(second.token, first.id, { role: 'viewer', reason: 'race' }),
      ]);
      const outcomes = [a, b].map((res) => res.body.errorCode ?? 'ok').sort();
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
      expect(['operator.forbidden', 'operator.last.admin', 'login.not.session']).toContain(
        outcomes.find((outcome) => outcome !== 'ok'),
      );
      const list = (
        await callRoute(server, routes.operatorList, { token: a.body.success ? first.token : second.token })
      ).body.value;
      const admins = list.filter((row) => row.role === 'admin' && !row.disabled).map((row) => row.id);
      expect(admins).toHaveLength(1);

      // The one left brings the seeded admin back.
      const left = a.body.success ? first : second;
      expect((await update(left.token, seeded, { role: 'admin', reason: 'round over' })).status).toBe(200);
      expect((await update(token, left.id, { disabled: true, reason: 'round over' })).status).toBe(200);
    }
  });
});

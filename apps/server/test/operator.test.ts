import { announcementInput } from './content-support.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { routes } from '@wps/contracts';
import {
  ADMIN_PASSWORD,
  adminToken,
  callRoute,
  createMerchant,
  putSection,
  refusalOf,
  startTestServer,
  type TestServer,
} from './harness.js';

let server: TestServer;
let token: string;
const aurora = { merchantCode: 'aurora' };

beforeAll(async () => {
  server = await startTestServer();
  token = await adminToken(server);
});
afterAll(() => server?.close());

describe('operator sessions', () => {
  it('answers 401 login.not.session without a token or with a dead one', async () => {
    for (const headers of [{}, { authorization: 'x'.repeat(43) }] as Record<string, string>[]) {
      const res = await callRoute(server, routes.merchantList, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, errorCode: 'login.not.session', value: null });
    }
  });

  it('forces the seeded first password to be changed before anything else', async () => {
    const fresh = await startTestServer();
    try {
      const login = await callRoute(fresh, routes.operatorLogin, {
        body: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(login.body.value.operator).toMatchObject({ mustChangePassword: true, role: 'admin' });
      expect(Object.keys(login.body.value.operator).sort()).toEqual([
        'id',
        'mustChangePassword',
        'role',
        'username',
      ]);
      const blocked = await callRoute(fresh, routes.merchantList, { token: login.body.value.token });
      expect(blocked.status).toBe(403);
      expect(blocked.body.errorCode).toBe('operator.password.change.required');
      const weak = await callRoute(fresh, routes.operatorChangePassword, {
        token: login.body.value.token,
        body: { oldPassword: ADMIN_PASSWORD, newPassword: 'aaaaaaaaaaaaaaaa' },
      });
      expect(weak.body.errorCode).toBe('operator.password.weak');
    } finally {
      await fresh.close();
    }
  });

  it('locks the account after five wrong passwords, whatever the password after', async () => {
    const create = await callRoute(server, routes.operatorCreate, {
      token,
      body: { username: 'lockme', password: 'Lock-me-please-1', role: 'viewer' },
    });
    expect(create.status).toBe(200);
    const attempt = (password: string) =>
      callRoute(server, routes.operatorLogin, { body: { username: 'lockme', password } });
    for (let i = 0; i < 4; i++)
      expect((await attempt('wrong-password')).body.errorCode).toBe('operator.login.failed');
    expect((await attempt('wrong-password')).body.errorCode).toBe('operator.locked');
    const locked = await attempt('Lock-me-please-1');
    expect(locked.status).toBe(423);
    expect(locked.body.errorCode).toBe('operator.locked');
    server.clock.advance(16 * 60_000);
    expect((await attempt('Lock-me-please-1')).body.success).toBe(true);
  });

  it('does not leak password hashes in the operator list', async () => {
    const res = await callRoute(server, routes.operatorList, { token });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/argon2|passwordHash|password_hash|failedLogins/);
  });

  it('refuses a viewer the write calls', async () => {
    await callRoute(server, routes.operatorCreate, {
      token,
      body: { username: 'viewer1', password: 'Viewer-pass-123', role: 'viewer' },
    });
    const login = await callRoute(server, routes.operatorLogin, {
      body: { username: 'viewer1', password: 'Viewer-pass-123' },
    });
    const viewer = login.body.value.token;
    await callRoute(server, routes.operatorChangePassword, {
      token: viewer,
      body: { oldPassword: 'Viewer-pass-123', newPassword: 'Viewer-pass-456!' },
    });
    expect((await callRoute(server, routes.merchantList, { token: viewer })).status).toBe(200);
    const write = await callRoute(server, routes.settingsPut, {
      token: viewer,
      params: { ...aurora, section: 'maintenance' },
      body: { value: { enabled: true, until: null }, version: 0 },
    });
    expect(write.status).toBe(403);
    expect(write.body.errorCode).toBe('operator.forbidden');
  });

  it('ends the session on logout', async () => {
    const login = await callRoute(server, routes.operatorLogin, {
      body: { username: 'viewer1', password: 'Viewer-pass-456!' },
    });
    const session = { token: login.body.value.token };
    expect((await callRoute(server, routes.operatorMe, session)).status).toBe(200);
    expect((await callRoute(server, routes.operatorLogout, session)).status).toBe(200);
    expect((await callRoute(server, routes.operatorMe, session)).status).toBe(401);
  });
});

describe('site settings through the operator API', () => {
  it('reads every section with its version', async () => {
    const res = await callRoute(server, routes.settingsGet, { token, params: aurora });
    expect(Object.keys(res.body.value).sort()).toEqual(
      [
        'cdn',
        'currency',
        'customerService',
        'domainRoutes',
        'flags',
        'maintenance',
        'modules',
        'money',
        'profile',
        'regionRestriction',
        'registerRules',
        'resources',
      ].sort(),
    );
  });

  it('flips maintenance: status 1, open calls still answer, closed calls refused, then back to 0', async () => {
    const on = await putSection(server, token, 'maintenance', () => ({
      enabled: true,
      until: '2026-11-22T10:00:00.000Z',
      message: { EN: 'Upgrading the wallet', CN: '钱包升级中' },
    }));
    expect(on.status).toBe(200);
    const status = await callRoute(server, routes.systemStatus, { headers: { language: 'CN' } });
    expect(status.body.value).toMatchObject({
      status: 1,
      maintenance: true,
      maintenanceInfo: { message: '钱包升级中', until: '2026-11-22T10:00:00.000Z' },
    });
    expect((await callRoute(server, routes.helpCenter)).status).toBe(200);
    const closed = await callRoute(server, routes.registerSettings);
    expect(closed.status).toBe(503);
    expect(closed.body.errorCode).toBe('system.maintenance');
    await putSection(server, token, 'maintenance', () => ({ enabled: false, until: null }));
    expect((await callRoute(server, routes.systemStatus)).body.value.status).toBe(0);
  });

  it('refuses a switched-off module with HTTP 400 function.not.available, and switches it back', async () => {
    const off = await putSection(server, token, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      REG3: false,
    }));
    expect(off.status).toBe(200);
    const refused = await callRoute(server, routes.registerSettings);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const status = await callRoute(server, routes.systemStatus);
    const reg = status.body.value.info.whitelabel.find((node) => node.modId === 'REG3')!;
    expect(reg.enabled).toBe('0');
    await putSection(server, token, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      REG3: true,
    }));
    expect((await callRoute(server, routes.registerSettings)).status).toBe(200);
  });

  it('refuses bad input with per-field errors and changes nothing', async () => {
    const before = await callRoute(server, routes.settingsGet, { token, params: aurora });
    const res = await putSection(server, token, 'flags', (value: Record<string, unknown>) => ({
      ...value,
      loginLockThreshold: 0,
      defaultLanguage: 'XX',
    }));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    const fields = refusalOf(res).fields!;
    expect(Object.keys(fields).sort()).toEqual(['value.defaultLanguage', 'value.loginLockThreshold']);
    expect(fields['value.loginLockThreshold']!.code).toBe('field.too_small');
    const after = await callRoute(server, routes.settingsGet, { token, params: aurora });
    expect(after.body.value.flags).toEqual(before.body.value.flags);
  });

  it('refuses an invalid registration pattern', async () => {
    const res = await putSection(
      server,
      token,
      'registerRules',
      (value: { username: Record<string, object> }) => ({
        ...value,
        username: { ...value.username, username: { ...value.username.username, acceptedPattern: '([a-z' } },
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(refusalOf(res).fields!)).toContain('value.username.username.acceptedPattern');
  });

  it('refuses a stale version with 409 settings.version.conflict', async () => {
    const read = await callRoute(server, routes.settingsGet, { token, params: aurora });
    const { value, version } = read.body.value.cdn;
    const put = () =>
      callRoute(server, routes.settingsPut, {
        token,
        params: { ...aurora, section: 'cdn' },
        body: { value, version },
      });
    const first = await put();
    expect(first.status).toBe(200);
    const second = await put();
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('settings.version.conflict');
  });

  it('writes every change to the audit log, with before, after and request id', async () => {
    await putSection(server, token, 'currency', (value: Record<string, unknown>) => ({
      ...value,
      symbol: 'PHP',
    }));
    const res = await callRoute(server, routes.auditList, {
      token,
      query: { merchantCode: 'aurora', pageSize: 5 },
    });
    const entry = res.body.value.list[0]!;
    expect(entry).toMatchObject({
      action: 'settings.update',
      target: 'settings:currency',
      operatorName: 'admin',
    });
    expect(entry.before).toMatchObject({ symbol: '₱' });
    expect(entry.after).toMatchObject({ symbol: 'PHP' });
    expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('filters the audit log by operator, the beginning of the action and target, and time', async () => {
    await putSection(server, token, 'currency', (value: Record<string, unknown>) => ({
      ...value,
      symbol: '₱',
    }));
    const list = async (query: Record<string, string>) =>
      (await callRoute(server, routes.auditList, { token, query: { pageSize: 200, ...query } })).body.value
        .list as { id: number; action: string; target: string; operatorName: string | null; at: string }[];
    const byAction = await list({ action: 'settings.' });
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((entry) => entry.action.startsWith('settings.'))).toBe(true);
    const byTarget = await list({ target: 'settings:currency', operator: 'admin' });
    expect(byTarget.length).toBeGreaterThan(0);
    for (const entry of byTarget) {
      expect(entry.target).toBe('settings:currency');
      expect(entry.operatorName).toBe('admin');
    }
    // [from, to): the newest entry is inside a range starting at its time, outside one ending there.
    const newest = byTarget[0]!;
    expect((await list({ target: 'settings:currency', from: newest.at })).map((entry) => entry.id)).toContain(
      newest.id,
    );
    expect(
      (await list({ target: 'settings:currency', to: newest.at })).map((entry) => entry.id),
    ).not.toContain(newest.id);
    // LIKE's wildcards are taken literally.
    expect(await list({ action: '%' })).toEqual([]);
    expect(await list({ action: 'settings_update' })).toEqual([]);
    expect(await list({ operator: 'nobody' })).toEqual([]);
    const refused = await callRoute(server, routes.auditList, {
      token,
      query: { from: 'yesterday' } as never,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('validation.failed');

    // The export: the same entries as the list, newest first, before and after as JSON.
    const csv = await callRoute(server, routes.auditExport, {
      token,
      query: { target: 'settings:currency', operator: 'admin' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="audit.csv"');
    expect(csv.headers.get('x-export-truncated')).toBe('false');
    expect(
      csv.text.startsWith('\ufeffid,at,operator,merchant,action,target,before,after,ip,request_id\r\n'),
    ).toBe(true);
    const exported = csv.text.trimEnd().split('\r\n').slice(1);
    expect(exported.map((line) => Number(line.split(',')[0]))).toEqual(byTarget.map((entry) => entry.id));
    expect(csv.text).toContain('""symbol"":""PHP""');
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(server.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('creates a second merchant, reachable by its own code and domain', async () => {
    const res = await createMerchant(server, token, 'nova', {
      name: 'Nova Bet',
      domains: ['nova.example'],
      mainDomain: 'nova.example',
      analyticsId: null,
    });
    expect(res.status).toBe(200);
    const byHost = await callRoute(server, routes.systemStatus, {
      merchant: null,
      headers: { host: 'nova.example' },
    });
    expect(byHost.body.value.info.merchantCode).toBe('nova');
    expect(byHost.body.value.info.site.name).toBe('Nova Bet');
    const taken = await createMerchant(server, token, 'nova2', {
      name: 'Copy',
      domains: ['nova.example'],
      mainDomain: '',
      analyticsId: null,
    });
    expect(taken.status).toBe(400);
  });
});

describe('announcements and help managed by the operator', () => {
  const notice = announcementInput({
    title: { EN: 'Scheduled upgrade', TH: 'อัปเกรดตามกำหนด' },
    content: { EN: '<p>Tonight</p>' },
    startsAt: '2026-11-22T07:00:00.000Z',
    endsAt: '2026-11-23T07:00:00.000Z',
  });

  it('creates, shows within its window, updates and deletes a notice', async () => {
    const created = await callRoute(server, routes.announcementCreate, {
      token,
      params: aurora,
      body: notice,
    });
    expect(created.status).toBe(200);
    const id = created.body.value.id;
    const titles = async (language = 'EN') =>
      (
        await callRoute(server, routes.announcements, { query: { types: 'PL' }, headers: { language } })
      ).body.value.player
        .filter((entry) => entry.id === id)
        .map((entry) => entry.title);
    expect(await titles()).toEqual(['Scheduled upgrade']);
    expect(await titles('TH')).toEqual(['อัปเกรดตามกำหนด']);
    expect(await titles('JA')).toEqual(['Scheduled upgrade']);
    server.clock.advance(2 * 24 * 3_600_000);
    expect(await titles()).toEqual([]);
    server.clock.advance(-2 * 24 * 3_600_000);
    const updated = await callRoute(server, routes.announcementUpdate, {
      token,
      params: { ...aurora, id },
      body: { ...notice, enabled: false },
    });
    expect(updated.status).toBe(200);
    expect(await titles()).toEqual([]);
    const remove = () => callRoute(server, routes.announcementDelete, { token, params: { ...aurora, id } });
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
  });

  it('lists announcements in every language for the operator, filtered by type', async () => {
    const all = await callRoute(server, routes.announcementList, {
      token,
      params: aurora,
      query: { pageSize: 200 },
    });
    expect(all.status).toBe(200);
    expect(new Set(all.body.value.list.map((a) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'AG']));
    const banners = await callRoute(server, routes.announcementList, {
      token,
      params: aurora,
      query: { type: 'B' },
    });
    expect(banners.body.value.list.length).toBe(6);
    expect(banners.body.value.total).toBe(6);
    expect(Object.keys(banners.body.value.list[0]!.title).sort()).toEqual([
      'CN',
      'EN',
      'JA',
      'TH',
      'UR',
      'VI',
    ]);
    const bad = await callRoute(server, routes.announcementList, {
      token,
      params: aurora,
      rawQuery: { type: 'X' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a banner without an image and a popup without an execution', async () => {
    const create = (type: 'B' | 'PU') =>
      callRoute(server, routes.announcementCreate, { token, params: aurora, body: { ...notice, type } });
    const banner = await create('B');
    expect(banner.status).toBe(400);
    const popup = await create('PU');
    expect(popup.status).toBe(400);
    expect(Object.keys(refusalOf(popup).fields!)).toEqual(['execution']);
  });

  it('lists help articles for the operator in every language', async () => {
    const res = await callRoute(server, routes.helpList, { token, params: aurora });
    expect(res.status).toBe(200);
    expect(res.body.value.list.length).toBe(12);
    expect(res.body.value.total).toBe(12);
    expect(Object.keys(res.body.value.list[0]!.answer).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'UR', 'VI']);
    const unknown = await callRoute(server, routes.helpList, { token, params: { merchantCode: 'nosuch' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('merchant.not.found');
  });

  it('manages help articles', async () => {
    const article = {
      category: { EN: 'Bonuses' },
      categoryKey: 'bonuses',
      question: { EN: 'How?' },
      answer: { EN: '<p>Like this</p>' },
      sortOrder: 99,
      enabled: true,
    };
    const created = await callRoute(server, routes.helpCreate, { token, params: aurora, body: article });
    expect(created.status).toBe(200);
    const help = await callRoute(server, routes.helpCenter);
    expect(help.body.value.categories.map((c) => c.key)).toContain('bonuses');
    await callRoute(server, routes.helpDelete, { token, params: { ...aurora, id: created.body.value.id } });
    const after = await callRoute(server, routes.helpCenter);
    expect(after.body.value.categories.map((c) => c.key)).not.toContain('bonuses');
  });
});

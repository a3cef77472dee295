import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SystemStatus } from '@wps/contracts';
import {
  ADMIN_PASSWORD,
  adminToken,
  call,
  createMerchant,
  putSection,
  startTestServer,
  type TestServer,
} from './harness.js';

let server: TestServer;
let token: string;
const admin = (headers: Record<string, string> = {}) => ({
  merchant: null,
  headers: { authorization: token, ...headers },
});

beforeAll(async () => {
  server = await startTestServer();
  token = await adminToken(server);
});
afterAll(() => server?.close());

type Audit = {
  list: {
    action: string;
    target: string;
    operatorName: string | null;
    before: unknown;
    after: unknown;
    requestId: string | null;
  }[];
};

describe('operator sessions', () => {
  it('answers 401 login.not.session without a token or with a dead one', async () => {
    for (const headers of [{}, { authorization: 'x'.repeat(43) }] as Record<string, string>[]) {
      const res = await call(server, '/wps/admin/merchants', { merchant: null, headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, errorCode: 'login.not.session', value: null });
    }
  });

  it('forces the seeded first password to be changed before anything else', async () => {
    const fresh = await startTestServer();
    try {
      const login = await call<{ token: string; operator: { mustChangePassword: boolean; role: string } }>(
        fresh,
        '/wps/admin/session/login',
        {
          method: 'POST',
          merchant: null,
          body: { username: 'admin', password: ADMIN_PASSWORD },
        },
      );
      expect(login.body.value.operator).toMatchObject({ mustChangePassword: true, role: 'admin' });
      expect(Object.keys(login.body.value.operator).sort()).toEqual([
        'id',
        'mustChangePassword',
        'role',
        'username',
      ]);
      const blocked = await call(fresh, '/wps/admin/merchants', {
        merchant: null,
        headers: { authorization: login.body.value.token },
      });
      expect(blocked.status).toBe(403);
      expect(blocked.body.errorCode).toBe('operator.password.change.required');
      const weak = await call(fresh, '/wps/admin/password', {
        method: 'POST',
        merchant: null,
        headers: { authorization: login.body.value.token },
        body: { oldPassword: ADMIN_PASSWORD, newPassword: 'aaaaaaaaaaaaaaaa' },
      });
      expect(weak.body.errorCode).toBe('operator.password.weak');
    } finally {
      await fresh.close();
    }
  });

  it('locks the account after five wrong passwords, whatever the password after', async () => {
    const create = await call(server, '/wps/admin/operators', {
      method: 'POST',
      ...admin(),
      body: { username: 'lockme', password: 'Lock-me-please-1', role: 'viewer' },
    });
    expect(create.status).toBe(200);
    const attempt = (password: string) =>
      call(server, '/wps/admin/session/login', {
        method: 'POST',
        merchant: null,
        body: { username: 'lockme', password },
      });
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
    const res = await call(server, '/wps/admin/operators', admin());
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/argon2|passwordHash|password_hash|failedLogins/);
  });

  it('refuses a viewer the write calls', async () => {
    await call(server, '/wps/admin/operators', {
      method: 'POST',
      ...admin(),
      body: { username: 'viewer1', password: 'Viewer-pass-123', role: 'viewer' },
    });
    const login = await call<{ token: string }>(server, '/wps/admin/session/login', {
      method: 'POST',
      merchant: null,
      body: { username: 'viewer1', password: 'Viewer-pass-123' },
    });
    await call(server, '/wps/admin/password', {
      method: 'POST',
      merchant: null,
      headers: { authorization: login.body.value.token },
      body: { oldPassword: 'Viewer-pass-123', newPassword: 'Viewer-pass-456!' },
    });
    const viewer = { merchant: null, headers: { authorization: login.body.value.token } };
    expect((await call(server, '/wps/admin/merchants', viewer)).status).toBe(200);
    const write = await call(server, '/wps/admin/merchants/aurora/settings/maintenance', {
      method: 'PUT',
      ...viewer,
      body: { value: { enabled: true, until: null }, version: 0 },
    });
    expect(write.status).toBe(403);
    expect(write.body.errorCode).toBe('operator.forbidden');
  });

  it('ends the session on logout', async () => {
    const login = await call<{ token: string }>(server, '/wps/admin/session/login', {
      method: 'POST',
      merchant: null,
      body: { username: 'viewer1', password: 'Viewer-pass-456!' },
    });
    const headers = { authorization: login.body.value.token };
    expect((await call(server, '/wps/admin/session/me', { merchant: null, headers })).status).toBe(200);
    expect(
      (await call(server, '/wps/admin/session/logout', { method: 'DELETE', merchant: null, headers })).status,
    ).toBe(200);
    expect((await call(server, '/wps/admin/session/me', { merchant: null, headers })).status).toBe(401);
  });
});

describe('site settings through the operator API', () => {
  it('reads every section with its version', async () => {
    const res = await call<Record<string, { version: number }>>(
      server,
      '/wps/admin/merchants/aurora/settings',
      admin(),
    );
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
    const status = await call<SystemStatus>(server, '/wps/system/status', { headers: { language: 'CN' } });
    expect(status.body.value).toMatchObject({
      status: 1,
      maintenance: true,
      maintenanceInfo: { message: '钱包升级中', until: '2026-11-22T10:00:00.000Z' },
    });
    expect((await call(server, '/wps/system/helpCenter')).status).toBe(200);
    const closed = await call(server, '/wps/system/setting/register');
    expect(closed.status).toBe(503);
    expect(closed.body.errorCode).toBe('system.maintenance');
    await putSection(server, token, 'maintenance', () => ({ enabled: false, until: null }));
    expect((await call<SystemStatus>(server, '/wps/system/status')).body.value.status).toBe(0);
  });

  it('refuses a switched-off module with HTTP 400 function.not.available, and switches it back', async () => {
    const off = await putSection(server, token, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      REG3: false,
    }));
    expect(off.status).toBe(200);
    const refused = await call(server, '/wps/system/setting/register');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    const status = await call<SystemStatus>(server, '/wps/system/status');
    const reg = status.body.value.info.whitelabel.find((node) => node.modId === 'REG3')!;
    expect(reg.enabled).toBe('0');
    await putSection(server, token, 'modules', (value: Record<string, boolean>) => ({
      ...value,
      REG3: true,
    }));
    expect((await call(server, '/wps/system/setting/register')).status).toBe(200);
  });

  it('refuses bad input with per-field errors and changes nothing', async () => {
    const before = await call<Record<string, { value: unknown; version: number }>>(
      server,
      '/wps/admin/merchants/aurora/settings',
      admin(),
    );
    const res = await putSection(server, token, 'flags', (value: Record<string, unknown>) => ({
      ...value,
      loginLockThreshold: 0,
      defaultLanguage: 'XX',
    }));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    const fields = (
      res.body.value as unknown as { fields: Record<string, { code: string; message: string }> }
    ).fields;
    expect(Object.keys(fields).sort()).toEqual(['value.defaultLanguage', 'value.loginLockThreshold']);
    expect(fields['value.loginLockThreshold']!.code).toBe('field.too_small');
    const after = await call<Record<string, { value: unknown; version: number }>>(
      server,
      '/wps/admin/merchants/aurora/settings',
      admin(),
    );
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
    expect(Object.keys((res.body.value as unknown as { fields: object }).fields)).toContain(
      'value.username.username.acceptedPattern',
    );
  });

  it('refuses a stale version with 409 settings.version.conflict', async () => {
    const read = await call<Record<string, { value: unknown; version: number }>>(
      server,
      '/wps/admin/merchants/aurora/settings',
      admin(),
    );
    const { value, version } = read.body.value.cdn!;
    const first = await call(server, '/wps/admin/merchants/aurora/settings/cdn', {
      method: 'PUT',
      ...admin(),
      body: { value, version },
    });
    expect(first.status).toBe(200);
    const second = await call(server, '/wps/admin/merchants/aurora/settings/cdn', {
      method: 'PUT',
      ...admin(),
      body: { value, version },
    });
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('settings.version.conflict');
  });

  it('writes every change to the audit log, with before, after and request id', async () => {
    await putSection(server, token, 'currency', (value: Record<string, unknown>) => ({
      ...value,
      symbol: 'PHP',
    }));
    const res = await call<Audit>(server, '/wps/admin/audit?merchantCode=aurora&pageSize=5', admin());
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
    const byHost = await call<SystemStatus>(server, '/wps/system/status', {
      merchant: null,
      headers: { host: 'nova.example' },
    });
    expect(byHost.body.value.info.merchantCode).toBe('nova');
    expect(byHost.body.value.info.site.name).toBe('Nova Bet');
    const taken = await call(server, '/wps/admin/merchants', {
      method: 'POST',
      ...admin(),
      body: {
        code: 'nova2',
        profile: { name: 'Copy', domains: ['nova.example'], mainDomain: '', analyticsId: null },
      },
    });
    expect(taken.status).toBe(400);
  });
});

describe('announcements and help managed by the operator', () => {
  const base = '/wps/admin/merchants/aurora/announcements';
  const notice = {
    type: 'PL',
    title: { EN: 'Scheduled upgrade', TH: 'อัปเกรดตามกำหนด' },
    content: { EN: '<p>Tonight</p>' },
    imageUrl: null,
    groupName: null,
    linkageType: 'NONE',
    linkage: null,
    execution: null,
    promotionType: null,
    sortOrder: 0,
    enabled: true,
    startsAt: '2026-11-22T07:00:00.000Z',
    endsAt: '2026-11-23T07:00:00.000Z',
  };

  it('creates, shows within its window, updates and deletes a notice', async () => {
    const created = await call<{ id: number }>(server, base, { method: 'POST', ...admin(), body: notice });
    expect(created.status).toBe(200);
    const id = created.body.value.id;
    const titles = async (language = 'EN') =>
      (
        await call<{ player: { id: number; title: string }[] }>(
          server,
          '/wps/relay/MCSFE_getListAnnouncements?types=PL',
          { headers: { language } },
        )
      ).body.value.player
        .filter((entry) => entry.id === id)
        .map((entry) => entry.title);
    expect(await titles()).toEqual(['Scheduled upgrade']);
    expect(await titles('TH')).toEqual(['อัปเกรดตามกำหนด']);
    expect(await titles('JA')).toEqual(['Scheduled upgrade']);
    server.clock.advance(2 * 24 * 3_600_000);
    expect(await titles()).toEqual([]);
    server.clock.advance(-2 * 24 * 3_600_000);
    const updated = await call(server, `${base}/${id}`, {
      method: 'PUT',
      ...admin(),
      body: { ...notice, enabled: false },
    });
    expect(updated.status).toBe(200);
    expect(await titles()).toEqual([]);
    expect((await call(server, `${base}/${id}`, { method: 'DELETE', ...admin() })).status).toBe(200);
    expect((await call(server, `${base}/${id}`, { method: 'DELETE', ...admin() })).status).toBe(404);
  });

  it('lists announcements in every language for the operator, filtered by type', async () => {
    const all = await call<{ type: string; title: Record<string, string> }[]>(server, base, admin());
    expect(all.status).toBe(200);
    expect(new Set(all.body.value.map((a) => a.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR']));
    const banners = await call<{ type: string; title: Record<string, string> }[]>(
      server,
      `${base}?type=B`,
      admin(),
    );
    expect(banners.body.value.length).toBe(6);
    expect(Object.keys(banners.body.value[0]!.title).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'UR', 'VI']);
    const bad = await call(server, `${base}?type=X`, admin());
    expect(bad.status).toBe(400);
  });

  it('refuses a banner without an image and a popup without an execution', async () => {
    const banner = await call(server, base, { method: 'POST', ...admin(), body: { ...notice, type: 'B' } });
    expect(banner.status).toBe(400);
    const popup = await call(server, base, { method: 'POST', ...admin(), body: { ...notice, type: 'PU' } });
    expect(popup.status).toBe(400);
    expect(Object.keys((popup.body.value as unknown as { fields: object }).fields)).toEqual(['execution']);
  });

  it('lists help articles for the operator in every language', async () => {
    const res = await call<{ categoryKey: string; answer: Record<string, string> }[]>(
      server,
      '/wps/admin/merchants/aurora/help',
      admin(),
    );
    expect(res.status).toBe(200);
    expect(res.body.value.length).toBe(12);
    expect(Object.keys(res.body.value[0]!.answer).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'UR', 'VI']);
    const unknown = await call(server, '/wps/admin/merchants/nosuch/help', admin());
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
    const created = await call<{ id: number }>(server, '/wps/admin/merchants/aurora/help', {
      method: 'POST',
      ...admin(),
      body: article,
    });
    expect(created.status).toBe(200);
    const help = await call<{ categories: { key: string }[] }>(server, '/wps/system/helpCenter');
    expect(help.body.value.categories.map((c) => c.key)).toContain('bonuses');
    await call(server, `/wps/admin/merchants/aurora/help/${created.body.value.id}`, {
      method: 'DELETE',
      ...admin(),
    });
    const after = await call<{ categories: { key: string }[] }>(server, '/wps/system/helpCenter');
    expect(after.body.value.categories.map((c) => c.key)).not.toContain('bonuses');
  });
});

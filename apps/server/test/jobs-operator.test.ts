import { sql } from 'drizzle-orm';
import { routes } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, callRoute, startTestServer, type TestServer } from './harness.js';
import { jobCompleted } from './wait.js';

/*
 * The operator's job calls: the list of runs with state, attempts and last error (viewers may read),
 * and the retry of a dead run (admins only, audited; anything but a failed run is not found).
 */

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});

afterAll(async () => {
  await server?.close();
});

async function operatorToken(role: 'viewer' | 'editor'): Promise<string> {
  const username = `jobs${role}`;
  const password = 'Operator-pass-123';
  const created = await callRoute(server, routes.operatorCreate, {
    token: admin,
    body: { username, password, role },
  });
  expect(created.status, created.text).toBe(200);
  const login = await callRoute(server, routes.operatorLogin, { body: { username, password } });
  const token = login.body.value.token;
  const changed = await callRoute(server, routes.operatorChangePassword, {
    token,
    body: { oldPassword: password, newPassword: `${password}x` },
  });
  expect(changed.status, changed.text).toBe(200);
  return token;
}

/** A purge run that failed for good (as after its last retry), made in the queue's own table. */
async function deadRun(): Promise<string> {
  const id = (await server.services.jobs.send('identity.purge-expired'))!;
  await jobCompleted(server.services.jobs, 'identity.purge-expired', id);
  await server.database.db.execute(
    sql`update pgboss.job set state = 'failed', retry_count = 3, output = ${JSON.stringify({ message: 'Error: the job failed' })}::jsonb where id = ${id}::uuid`,
  );
  return id;
}

describe('operator job calls', () => {
  it('lists runs for viewers and retries a dead run for admins only, audited', async () => {
    const viewer = await operatorToken('viewer');
    const editor = await operatorToken('editor');
    const id = await deadRun();

    const list = await callRoute(server, routes.operatorJobRuns, {
      token: viewer,
      query: { name: 'identity.purge-expired', state: 'failed' },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.body.value.list).toEqual([
      expect.objectContaining({
        id,
        name: 'identity.purge-expired',
        state: 'failed',
        lastError: 'Error: the job failed',
      }),
    ]);

    const params = { name: 'identity.purge-expired', id };
    const body = { remark: 'gateway back' };
    const byViewer = await callRoute(server, routes.operatorJobRetry, { token: viewer, params, body });
    expect(byViewer.status, byViewer.text).toBe(403);
    expect((await callRoute(server, routes.operatorJobRetry, { token: editor, params, body })).status).toBe(
      403,
    );
    const retried = await callRoute(server, routes.operatorJobRetry, { token: admin, params, body });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.value.id).toBe(id);
    await jobCompleted(server.services.jobs, 'identity.purge-expired', id);

    // Only a dead run can be retried; unknown ids and malformed ones are refused.
    const again = await callRoute(server, routes.operatorJobRetry, { token: admin, params, body });
    expect(again.status).toBe(404);
    const bad = await callRoute(server, routes.operatorJobRetry, {
      token: admin,
      params: { name: 'identity.purge-expired', id: 'not-a-uuid' },
      body,
    });
    expect(bad.status).toBe(400);
    expect(bad.text).not.toMatch(/pgboss|select|uuid\b.*syntax/i);

    const audit = await callRoute(server, routes.auditList, {
      token: admin,
      query: { pageNo: 1, pageSize: 20 },
    });
    const entry = audit.body.value.list.find((row) => row.action === 'job.retry');
    expect(entry?.target).toBe(`job:identity.purge-expired:${id}`);
    expect(entry?.operatorName).toBe('admin');
    expect(entry?.after).toEqual({ state: 'retry', remark: 'gateway back' });
  });

  it('refuses the list without an operator session', async () => {
    const anonymous = await callRoute(server, routes.operatorJobRuns, { query: {} });
    expect(anonymous.status).toBe(401);
  });

  it('pages runs newest first by a cursor, every run once, and exports what the filter matches', async () => {
    const sent: string[] = [];
    for (let i = 0; i < 7; i++) {
      sent.push((await server.services.jobs.send('identity.purge-expired'))!);
    }
    const seen: { id: string; createdAt: number }[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const res = await callRoute(server, routes.operatorJobRuns, {
        token: admin,
        query: { name: 'identity.purge-expired', limit: 3, ...(cursor ? { cursor } : {}) },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.value.list.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.value.list);
      if (!res.body.value.cursor) break;
      cursor = res.body.value.cursor;
    }
    const ids = seen.map((run) => run.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(sent));
    const times = seen.map((run) => run.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const csv = await callRoute(server, routes.operatorJobExport, {
      token: admin,
      query: { name: 'identity.purge-expired' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="jobs.csv"');
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,queue,state,attempts,created_at,started_at,finished_at,last_error');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(ids);

    const bad = await callRoute(server, routes.operatorJobRuns, {
      token: admin,
      query: { cursor: 'not-a-cursor' } as never,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('validation.failed');
  });
});

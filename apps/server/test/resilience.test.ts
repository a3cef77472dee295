import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPostgresDatabase, PG_ADMIN_URL, startTestServer, type TestServer } from './harness.js';
import { outageProxy } from './outage-proxy.js';
import { waitUntil } from './wait.js';

describe('database outage (PostgreSQL behind a proxy)', () => {
  let server: TestServer;
  let proxy: ReturnType<typeof outageProxy>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const pgUrl = new URL(PG_ADMIN_URL);
    proxy = outageProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    const port = await proxy.listen();
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${port}`;
    server = await startTestServer({ databaseUrl: viaProxy.toString() });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 system.busy while the database is gone, stays up, and recovers', async () => {
    expect((await call(server, '/wps/system/status')).status).toBe(200);
    proxy.cut();
    const during = await call(server, '/wps/system/status');
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ success: false, errorCode: 'system.busy', value: null });
    expect(during.text).not.toMatch(/ECONN|terminated|postgres|at /i);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    proxy.restore();
    let recovered = 0;
    await waitUntil(async () => (recovered = (await call(server, '/wps/system/status')).status) === 200, {
      what: () => `status 200 after the restore (last ${recovered})`,
      timeoutMs: 10_000,
      intervalMs: 100,
    });
    expect(recovered).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});

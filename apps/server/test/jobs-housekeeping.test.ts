import { sql } from 'drizzle-orm';
import { routes } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, startTestServer, type TestServer } from './harness.js';
import { jobCompleted } from './wait.js';

/*
 * The housekeeping jobs on the site's own queue: expired captchas (and challenges and second-step
 * tickets) are deleted by `identity.purge-expired`, not on the request path; live ones stay. The
 * schedules exist once whatever the number of starts.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function captchaIds(): Promise<string[]> {
  const result = (await server.database.db.execute(
    sql`select id from image_captchas order by id`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

describe('housekeeping jobs', () => {
  it('purges expired captchas on the queue and keeps the live ones', async () => {
    const old = await callRoute(server, routes.imageCaptcha);
    expect(old.status).toBe(200);
    // Six minutes later the first picture has expired (5 minutes); a new one is live.
    server.clock.advance(6 * 60_000);
    const live = await callRoute(server, routes.imageCaptcha);
    expect(await captchaIds()).toEqual([old.body.value.captchaId, live.body.value.captchaId].sort());

    const id = await server.services.jobs.send('identity.purge-expired');
    await jobCompleted(server.services.jobs, 'identity.purge-expired', id);
    expect(await captchaIds()).toEqual([live.body.value.captchaId]);
  });

  it('purges ended rate-limit windows and keeps the running ones', async () => {
    await server.database.db.execute(
      sql`insert into rate_limit_windows (key, hits, window_ends) values ('ended', 3, now() - interval '1 second'), ('running', 1, now() + interval '1 minute')`,
    );
    const id = await server.services.jobs.send('system.purge-rate-limits');
    await jobCompleted(server.services.jobs, 'system.purge-rate-limits', id);
    const left = (await server.database.db.execute(
      sql`select key from rate_limit_windows where key in ('ended', 'running')`,
    )) as unknown as { rows: { key: string }[] };
    expect(left.rows).toEqual([{ key: 'running' }]);
  });

  it('schedules the purges once each', async () => {
    const result = (await server.database.db.execute(
      sql`select name, cron from pgboss.schedule order by name`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([
      { name: 'identity.purge-expired', cron: '7 * * * *' },
      { name: 'operators.purge-expired-sessions', cron: '11 * * * *' },
      { name: 'system.purge-rate-limits', cron: '23 * * * *' },
    ]);
  });
});

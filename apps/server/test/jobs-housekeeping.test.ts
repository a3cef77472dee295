import { sql } from 'drizzle-orm';
import { routes } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, createMember, startTestServer, type TestServer } from './harness.js';
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

  it('purges sessions ended over 30 days ago, keeps live and recently ended ones', async () => {
    const old = await createMember(server, { username: 'oldsession' });
    const fresh = await createMember(server, { username: 'freshsession' });
    // The old member signs out, and 31 days pass; the fresh one signs in then.
    expect((await callRoute(server, routes.memberLogout, { token: old.token })).status).toBe(200);
    server.clock.advance(31 * 86_400_000);
    const later = await createMember(server, { username: 'latersession' });
    const id = await server.services.jobs.send('members.purge-ended-sessions');
    await jobCompleted(server.services.jobs, 'members.purge-ended-sessions', id);
    const left = (await server.database.db.execute(
      sql`select m.username from member_sessions s join members m on m.id = s.member_id
           where m.username in ('oldsession', 'freshsession', 'latersession') order by m.username`,
    )) as unknown as { rows: { username: string }[] };
    // The signed-out session ended 31 days ago and goes; the fresh one ended 24 days ago (sessions last
    // 7 days at most) and stays for now, though it no longer signs anyone in.
    expect(left.rows).toEqual([{ username: 'freshsession' }, { username: 'latersession' }]);
    expect((await callRoute(server, routes.memberInfo, { token: later.token })).status).toBe(200);
    expect((await callRoute(server, routes.memberInfo, { token: fresh.token })).status).toBe(401);
  });

  it('schedules the purges, the sweeps, the settlements, the team moves, the loyalty jobs and the daily scheduler once each', async () => {
    const result = (await server.database.db.execute(
      sql`select name, cron from pgboss.schedule order by name`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([
      { name: 'agents.settle-due', cron: '*/5 * * * *' },
      { name: 'identity.purge-expired', cron: '7 * * * *' },
      { name: 'jobs.schedule-daily-tasks', cron: '*/15 * * * *' },
      { name: 'loyalty.accrue-points', cron: '*/5 * * * *' },
      { name: 'loyalty.settle', cron: '* * * * *' },
      { name: 'members.apply-team-moves', cron: '*/5 * * * *' },
      { name: 'members.purge-ended-sessions', cron: '13 * * * *' },
      { name: 'operators.purge-expired-sessions', cron: '11 * * * *' },
      { name: 'promotions.settle-bonuses', cron: '* * * * *' },
      { name: 'slots-vendor.sweep-rounds', cron: '* * * * *' },
      { name: 'system.purge-rate-limits', cron: '23 * * * *' },
      { name: 'withdrawals.mark-auto-received', cron: '* * * * *' },
    ]);
  });
});

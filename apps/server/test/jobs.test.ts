import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/index.js';
import { createJobs, type Jobs } from '../src/platform/jobs.js';
import { createPostgresDatabase, USE_POSTGRES } from './harness.js';
import { waitUntil } from './wait.js';

/*
 * The job queue on the database the tests run on (PGlite, or PostgreSQL with TEST_DATABASE=postgres):
 * runs, retries with backoff up to the limit, a dead (failed) run kept with its message and no stack,
 * an operator's retry, delayed runs, and two queue instances on one database (two processes) taking
 * each job once.
 */

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as never;

let database: DatabaseHandle;
let dropDatabase: (() => Promise<void>) | null = null;
const started: Jobs[] = [];

beforeAll(async () => {
  if (USE_POSTGRES) {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    database = await openDatabase({ databaseUrl: created.url, dataDir: '', logger: silent });
  } else {
    database = await openDatabase({ dataDir: 'memory://', logger: silent });
  }
});

afterAll(async () => {
  for (const jobs of started) await jobs.stop();
  await database?.close();
  await dropDatabase?.();
});

function queue(): Jobs {
  const jobs = createJobs(database, silent, { pollingSeconds: 0.5 });
  started.push(jobs);
  return jobs;
}

describe('job queue', () => {
  it('runs a job, retries a failing one with backoff, keeps it dead with its message, and runs it again on retry', async () => {
    const jobs = queue();
    const seen: unknown[] = [];
    let failing = true;
    jobs.define('test.ok', async (data) => {
      seen.push(data);
    });
    jobs.define(
      'test.flaky',
      async () => {
        if (failing) throw new Error('the gateway did not answer');
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    await jobs.start();

    await jobs.send('test.ok', { orderNo: 'D1' });
    const flakyId = (await jobs.send('test.flaky', {}))!;
    await waitUntil(() => seen.length === 1, { what: 'the ok job ran' });
    expect(seen).toEqual([{ orderNo: 'D1' }]);

    const dead = await waitUntil(
      async () =>
        (await jobs.runs({ name: 'test.flaky', state: 'failed' })).find((run) => run.id === flakyId),
      { timeoutMs: 20_000, what: 'the flaky job is dead after its retries' },
    );
    expect(dead.attempts).toBe(3);
    expect(dead.lastError).toBe('Error: the gateway did not answer');
    expect(JSON.stringify(dead)).not.toMatch(/at .*\.ts|stack/);

    failing = false;
    expect(await jobs.retry('test.flaky', flakyId)).toBe(true);
    await waitUntil(
      async () =>
        (await jobs.runs({ name: 'test.flaky' })).some(
          (run) => run.id === flakyId && run.state === 'completed',
        ),
      { timeoutMs: 20_000, what: 'the retried job completed' },
    );
    expect(await jobs.retry('test.flaky', flakyId)).toBe(false);
    expect(await jobs.retry('test.flaky', '00000000-0000-0000-0000-000000000000')).toBe(false);
  });

  it('keeps no SQL or database text of a failed run', async () => {
    const jobs = queue();
    jobs.define(
      'test.sql',
      async () => {
        await database.executeSql('select secret_column from no_such_table where member = $1', ['alice']);
      },
      { retryLimit: 0 },
    );
    await jobs.start();
    const id = (await jobs.send('test.sql', {}))!;
    const dead = await waitUntil(
      async () => (await jobs.runs({ name: 'test.sql', state: 'failed' })).find((run) => run.id === id),
      { timeoutMs: 15_000, what: 'the failing query run is dead' },
    );
    expect(dead.lastError).toMatch(/\[42P01\]/);
    expect(dead.lastError).not.toMatch(/no_such_table|secret_column|alice|select/i);
  });

  it('holds a delayed job until its time', async () => {
    const jobs = queue();
    const ran: number[] = [];
    jobs.define('test.later', async () => {
      ran.push(Date.now());
    });
    await jobs.start();
    const sentAt = Date.now();
    const id = (await jobs.send('test.later', {}, { startAfterSeconds: 2 }))!;
    expect((await jobs.runs({ name: 'test.later' })).find((run) => run.id === id)?.state).toBe('created');
    await waitUntil(() => ran.length === 1, { timeoutMs: 15_000, what: 'the delayed job ran' });
    expect(ran[0]! - sentAt).toBeGreaterThanOrEqual(1_900);
  });

  it('queues within a transaction: the run exists only if the transaction commits', async () => {
    const jobs = queue();
    const ran: unknown[] = [];
    jobs.define('test.within', async (data) => {
      ran.push(data.n);
    });
    await jobs.start();
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('test.within', { n: 1 }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await database.db.transaction((tx) =>
      jobs.send('test.within', { n: 2 }, { tx, startAfterSeconds: 1 }),
    );
    await waitUntil(
      async () =>
        (await jobs.runs({ name: 'test.within' })).some(
          (run) => run.id === kept && run.state === 'completed',
        ),
      {
        timeoutMs: 15_000,
        what: 'the committed run completed',
      },
    );
    expect(ran).toEqual([2]);
    expect((await jobs.runs({ name: 'test.within' })).map((run) => run.id)).toEqual([kept]);
  });

  it('gives each job to one of two queue instances on the same database', async () => {
    const counts = new Map<string, number>();
    const work = (who: string) => async (data: Record<string, unknown>) => {
      const key = `${String(data.n)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      void who;
    };
    const a = queue();
    const b = queue();
    a.define('test.shared', work('a'));
    b.define('test.shared', work('b'));
    await a.start();
    await b.start();
    for (let n = 0; n < 20; n++) await a.send('test.shared', { n });
    await waitUntil(() => counts.size === 20, { timeoutMs: 20_000, what: 'every shared job ran' });
    await waitUntil(
      async () => (await a.runs({ name: 'test.shared', state: 'completed', limit: 100 })).length === 20,
      { what: 'every shared job completed' },
    );
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});

import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './db/index.js';
import type { Logger } from './logger.js';
import { errorForLog, type LoggedError } from './http/error-log.js';

/*
 * Background jobs on pg-boss (docs/architecture.md, "Jobs"): the jobs live in PostgreSQL (schema
 * `pgboss`), on PGlite through the handle's raw SQL, on PostgreSQL through the same pool, so every
 * process sees one queue. A recurring job runs once per slot however many processes run (pg-boss
 * sends each cron slot once, under its singleton key); a failed run is retried with backoff up to its
 * limit, then stays `failed` (dead) until an operator retries it.
 */

export interface JobOptions {
  /** Retries after the first failure (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled for each next one with `retryBackoff` (default 5). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run that takes longer is failed (and retried) (default 15 minutes). */
  expireInSeconds?: number;
}

export interface JobRun {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  attempts: number;
  /** The last failure's message (never its stack). */
  lastError: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

type Handler = (data: Record<string, unknown>) => Promise<void>;

export interface Jobs {
  /** Declares a queue and what runs its jobs (before `start`). */
  define(name: string, handler: Handler, options?: JobOptions): void;
  /** Runs `name` on a cron schedule (minutes), in a time zone (default UTC). */
  every(name: string, cron: string, options?: { tz?: string; data?: Record<string, unknown> }): void;
  /** Queues one run, now or after a delay; with a singleton key at most one waits at a time. */
  send(
    name: string,
    data?: Record<string, unknown>,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<string | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The latest runs, newest first (jobs kept and archived by pg-boss). */
  runs(filter?: { name?: string; state?: JobRun['state']; limit?: number }): Promise<JobRun[]>;
  /** Runs a failed (dead) job again; false when there is no such failed job. */
  retry(name: string, id: string): Promise<boolean>;
}

export interface JobsConfig {
  /** How often a worker looks for work (seconds; pg-boss's minimum is 0.5). */
  pollingSeconds?: number;
}

export function createJobs(database: DatabaseHandle, logger: Logger, config: JobsConfig = {}): Jobs {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Finished jobs stay 7 days for the operator's list.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.error({ err: error.message }, 'job queue error'));
  const queues = new Map<string, { handler: Handler; options: JobOptions }>();
  const schedules: { name: string; cron: string; tz?: string; data?: Record<string, unknown> }[] = [];
  let started = false;

  async function runs(filter: { name?: string; state?: JobRun['state']; limit?: number } = {}) {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (filter.name) conditions.push(`name = $${values.push(filter.name)}`);
    if (filter.state) conditions.push(`state = $${values.push(filter.state)}`);
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    values.push(Math.min(Math.max(filter.limit ?? 50, 1), 500));
    const { rows } = await database.executeSql(
      `select id, name, state, retry_count, output, created_on, started_on, completed_on
         from (select id, name, state, retry_count, output, created_on, started_on, completed_on from pgboss.job
               union all
               select id, name, state, retry_count, output, created_on, started_on, completed_on from pgboss.archive) runs
        ${where} order by created_on desc limit $${values.length}`,
      values,
    );
    return rows.map(runOf);
  }

  return {
    define(name, handler, options = {}) {
      if (started) throw new Error(`jobs: ${name} defined after start`);
      queues.set(name, { handler, options });
    },
    every(name, cron, options = {}) {
      schedules.push({ name, cron, ...options });
    },
    send: (name, data = {}, options = {}) =>
      boss.send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      }),
    async start() {
      started = true;
      await boss.start();
      for (const [name, { handler, options }] of queues) {
        await boss.createQueue(name, {
          name,
          retryLimit: options.retryLimit ?? 3,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: options.retryBackoff ?? true,
          expireInSeconds: options.expireInSeconds ?? 15 * 60,
        });
        await boss.work(name, { pollingIntervalSeconds: config.pollingSeconds ?? 2 }, async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data as Record<string, unknown>);
          } catch (error) {
            const logged = errorForLog(error);
            logger.warn({ job: name, id: job.id, err: logged }, 'job failed');
            // pg-boss keeps what is thrown as the run's output: only the error's class, code and
            // message (no stack; no SQL, parameters or database text), as the error log keeps it.
            throw new JobFailure(logged);
          }
        });
      }
      for (const schedule of schedules)
        await boss.schedule(schedule.name, schedule.cron, schedule.data ?? {}, { tz: schedule.tz ?? 'UTC' });
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      started = false;
    },
    runs,
    async retry(name, id) {
      const failed = await runs({ name, state: 'failed', limit: 500 });
      if (!failed.some((job) => job.id === id)) return false;
      await boss.retry(name, id);
      return true;
    },
  };
}

function runOf(row: Record<string, unknown>): JobRun {
  const output = row.output as { message?: unknown } | null;
  const failed = row.state === 'failed' || row.state === 'retry';
  return {
    id: String(row.id),
    name: String(row.name),
    state: row.state as JobRun['state'],
    attempts: Number(row.retry_count) + (row.started_on ? 1 : 0),
    lastError: failed
      ? typeof output?.message === 'string'
        ? output.message.slice(0, 500)
        : 'failed'
      : null,
    createdAt: new Date(row.created_on as string),
    startedAt: row.started_on ? new Date(row.started_on as string) : null,
    finishedAt: row.completed_on ? new Date(row.completed_on as string) : null,
  };
}

/** What a failed run keeps: `Type [code]: message` of the error, never its stack or SQL. */
class JobFailure extends Error {
  constructor(logged: LoggedError) {
    const head = logged.code ? `${logged.type} [${logged.code}]` : logged.type;
    super(logged.message ? `${head}: ${logged.message}` : head);
    this.name = 'JobFailure';
    this.stack = undefined;
  }
}

import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { systemClock, type Clock } from './clock.js';
import { boundsOfLocalDay, dueDays } from './daily/calendar.js';
import { claimDay, lastClaimedDays } from './daily/claims.js';
import type { DatabaseHandle, Executor } from './db/index.js';
import type { Logger } from './logger.js';
import { errorForLog, type LoggedError } from './http/error-log.js';

/*
 * Background jobs on pg-boss (docs/architecture.md, "Jobs"): the jobs live in PostgreSQL (schema
 * `pgboss`), on PGlite through the handle's raw SQL, on PostgreSQL through the same pool, so every
 * process sees one queue. A recurring job runs once per slot however many processes run (pg-boss
 * sends each cron slot once, under its singleton key); a failed run is retried with backoff up to its
 * limit, then stays `failed` (dead) until an operator retries it. A daily task (`daily`) runs once
 * per merchant and local day, after the merchant's local midnight (platform/daily).
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

/** Most runs one read of `Jobs.runs` answers (the operators' export: 50,000 and one more to tell it was cut). */
export const RUNS_READ_MAX = 50_001;

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
  /** Where the run stands in the newest-first order: `<created, microseconds since 1970>~<id>`. */
  position: string;
}

/** Which runs `Jobs.runs` reads: by queue and state, newest first, after a position (keyset). */
export interface JobRunFilter {
  name?: string;
  state?: JobRun['state'];
  limit?: number;
  /** A run's `position`: only runs after it in the newest-first order. */
  after?: string;
}

/** The run a handler is running (its id names it in logs and audit entries). */
export interface JobContext {
  id: string;
  name: string;
}

type Handler = (data: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface SendOptions {
  startAfterSeconds?: number;
  /**
   * pg-boss's singleton key: it keeps one run per key only on queues whose policy says so (none of
   * ours: our queues are `standard`); a handler that must run once per key checks that itself.
   */
  singletonKey?: string;
  /** The run's id (a UUID); a run with this id already queued makes the send a no-op (null). */
  id?: string;
  /**
   * Queues inside this open transaction (of the same database): the run exists if and only if the
   * transaction commits, so a state change and the job that follows it up are never split by a crash.
   */
  tx?: Executor;
}

/** A merchant and its time zone, as a daily task's merchant list gives them. */
export interface MerchantZone {
  merchantId: number;
  merchantCode: string;
  timeZone: string;
}

/** One merchant's local day a daily task runs for: the day that ended at the merchant's local midnight. */
export interface MerchantDay extends MerchantZone {
  /** The local date, `YYYY-MM-DD`. */
  day: string;
  /** The instants the local day covers, [from, to). */
  from: Date;
  to: Date;
}

export interface DailyOptions extends JobOptions {
  /** The merchants to run for, with their time zones (the merchants module's calendars). */
  merchants(): Promise<MerchantZone[]>;
}

/** The queue of the scheduler that queues every daily task's due merchant days. */
export const DAILY_SCHEDULER = 'jobs.schedule-daily-tasks';
/** Every 15 minutes: local midnights fall on the quarter hours (zones at :30 and :45 too). */
const DAILY_SCHEDULER_CRON = '*/15 * * * *';
/** Days a daily task catches up after a downtime, at most. */
export const DAILY_CATCH_UP_DAYS = 7;

export interface Jobs {
  /** Declares a queue and what runs its jobs (before `start`). */
  define(name: string, handler: Handler, options?: JobOptions): void;
  /** Runs `name` on a cron schedule (minutes), in a time zone (default UTC). */
  every(name: string, cron: string, options?: { tz?: string; data?: Record<string, unknown> }): void;
  /**
   * Runs `name` once per slot of `seconds` (a cron cannot go below a minute): every process offers
   * the next slot's run a few times per slot, and pg-boss's singleton index (name, slot) keeps one.
   * The run gets `{ slot }` (its due time, ISO). A slot no process could offer (the database away for
   * a whole slot) is skipped, not caught up; one offered before an outage runs after it, once.
   */
  everySeconds(name: string, seconds: number): void;
  /**
   * Declares a daily task: queue `name` gets one run per merchant and local day, queued within 15
   * minutes after the merchant's local midnight for the day that just ended (and for days missed
   * while no process ran, up to DAILY_CATCH_UP_DAYS), exactly once whatever the number of processes.
   */
  daily(
    name: string,
    handler: (day: MerchantDay, job: JobContext) => Promise<void>,
    options: DailyOptions,
  ): void;
  /** Queues one run, now or after a delay. */
  send(name: string, data?: Record<string, unknown>, options?: SendOptions): Promise<string | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The latest runs, newest first (jobs kept and archived by pg-boss). */
  runs(filter?: JobRunFilter): Promise<JobRun[]>;
  /** Runs a failed (dead) job again; false when there is no such failed job. */
  retry(name: string, id: string): Promise<boolean>;
  /** Queues every daily task's due merchant days now (what the scheduler's runs do). */
  scheduleDaily(): Promise<void>;
}

export interface JobsConfig {
  /** How often a worker looks for work (seconds; pg-boss's minimum is 0.5). */
  pollingSeconds?: number;
  /** Whose "now" decides the merchants' local dates (default the system clock). */
  clock?: Clock;
  /**
   * How often one of the processes expires runs that outlived their `expireInSeconds` (a process
   * killed mid-run: the run is retried by another), archives and drops old ones (default 30).
   */
  maintenanceSeconds?: number;
}

/**
 * pg-boss's raw SQL run inside an open drizzle transaction: on the driver connection the transaction
 * holds (node-postgres's pooled client, PGlite's transaction), so its placeholders and their types are
 * exactly pg-boss's. drizzle keeps that connection as the transaction's `session.client`.
 */
function executeSqlIn(tx: Executor) {
  const client = (
    tx as unknown as {
      session?: { client?: { query?: (text: string, values?: unknown[]) => Promise<unknown> } };
    }
  ).session?.client;
  const query = client?.query;
  if (!client || typeof query !== 'function')
    throw new Error('jobs: a send within a transaction needs an open drizzle transaction');
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = (await query.call(client, text, values)) as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

export function createJobs(database: DatabaseHandle, logger: Logger, config: JobsConfig = {}): Jobs {
  const clock = config.clock ?? systemClock;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Finished jobs stay 7 days for the operator's list.
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: config.maintenanceSeconds ?? 30,
  });
  boss.on('error', (error) => logger.error({ err: error.message }, 'job queue error'));
  const queues = new Map<string, { handler: Handler; options: JobOptions }>();
  const schedules: { name: string; cron: string; tz?: string; data?: Record<string, unknown> }[] = [];
  const dailyTasks = new Map<string, DailyOptions>();
  const tickers: { name: string; seconds: number }[] = [];
  const timers: NodeJS.Timeout[] = [];
  let started = false;

  async function send(name: string, data: Record<string, unknown> = {}, options: SendOptions = {}) {
    return boss.send(name, data, {
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.id ? { id: options.id } : {}),
      ...(options.tx ? { db: executeSqlIn(options.tx) } : {}),
    });
  }

  /**
   * For every daily task and merchant, the local days that ended and were not claimed yet: each is
   * claimed and its run queued in one transaction, so a day is queued once even when several
   * processes (or a late scheduler run) look at the same time.
   */
  async function scheduleDaily() {
    const now = clock.now();
    for (const [task, options] of dailyTasks) {
      const [merchants, claimed] = await Promise.all([
        options.merchants(),
        lastClaimedDays(database.db, task),
      ]);
      for (const merchant of merchants) {
        const last = claimed.get(merchant.merchantId) ?? null;
        for (const day of dueDays(now, merchant.timeZone, last, DAILY_CATCH_UP_DAYS)) {
          await database.db.transaction(async (tx) => {
            const jobId = randomUUID();
            const fresh = await claimDay(tx, {
              task,
              merchantId: merchant.merchantId,
              day,
              timeZone: merchant.timeZone,
              jobId,
              claimedAt: now,
            });
            if (!fresh) return;
            const data = { ...merchant, day };
            if ((await send(task, data, { id: jobId, tx })) === null)
              throw new Error(`jobs: ${task} could not be queued for ${merchant.merchantCode} ${day}`);
          });
        }
      }
    }
  }

  async function runs(filter: JobRunFilter = {}) {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (filter.name) conditions.push(`name = $${values.push(filter.name)}`);
    if (filter.state) conditions.push(`state = $${values.push(filter.state)}`);
    const after = filter.after?.match(/^(\d{1,17})~([0-9a-f-]{36})$/);
    if (after)
      // Exact to the microsecond (an interval of whole microseconds), so no run is skipped or repeated.
      conditions.push(
        `(created_on, id) < (timestamptz 'epoch' + $${values.push(after[1])}::bigint * interval '1 microsecond', $${values.push(after[2])}::uuid)`,
      );
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    values.push(Math.min(Math.max(filter.limit ?? 50, 1), RUNS_READ_MAX));
    const { rows } = await database.executeSql(
      `select id, name, state, retry_count, output, created_on, started_on, completed_on,
              (extract(epoch from created_on) * 1000000)::bigint as created_us
         from (select id, name, state, retry_count, output, created_on, started_on, completed_on from pgboss.job
               union all
               select id, name, state, retry_count, output, created_on, started_on, completed_on from pgboss.archive) runs
        ${where} order by created_on desc, id desc limit $${values.length}`,
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
    everySeconds(name, seconds) {
      if (!Number.isInteger(seconds) || seconds < 2 || seconds > 3_600)
        throw new Error(`jobs: ${name} every ${seconds} s (2 to 3,600 whole seconds)`);
      tickers.push({ name, seconds });
    },
    daily(name, handler, options) {
      if (started) throw new Error(`jobs: ${name} defined after start`);
      if (dailyTasks.size === 0) {
        queues.set(DAILY_SCHEDULER, { handler: scheduleDaily, options: {} });
        schedules.push({ name: DAILY_SCHEDULER, cron: DAILY_SCHEDULER_CRON });
      }
      dailyTasks.set(name, options);
      const { merchants: _merchants, ...jobOptions } = options;
      queues.set(name, {
        handler: (data, job) => {
          const zone = {
            merchantId: Number(data.merchantId),
            merchantCode: String(data.merchantCode),
            timeZone: String(data.timeZone),
          };
          const day = String(data.day);
          return handler({ ...zone, day, ...boundsOfLocalDay(day, zone.timeZone) }, job);
        },
        options: jobOptions,
      });
    },
    send,
    scheduleDaily,
    async start() {
      started = true;
      await boss.start();
      for (const [name, { handler, options }] of queues) {
        const policy = {
          name,
          retryLimit: options.retryLimit ?? 3,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: options.retryBackoff ?? true,
          expireInSeconds: options.expireInSeconds ?? 15 * 60,
        };
        // pg-boss keeps a queue's first settings: the policy the code declares now is written over them.
        await boss.createQueue(name, policy);
        await boss.updateQueue(name, policy);
        await boss.work(name, { pollingIntervalSeconds: config.pollingSeconds ?? 2 }, async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data as Record<string, unknown>, { id: job.id, name });
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
      for (const { name, seconds } of tickers) {
        const offer = () => {
          // During slot k the run for slot k+1 is queued, due when k+1 starts (by this process's
          // clock; pg-boss keys the slot by the database's): a run queued before an outage still runs,
          // once, after it.
          const slotMs = seconds * 1000;
          // Real time, as pg-boss's (a test's fixed business clock must not pin the slot).
          const dueMs = (Math.floor(Date.now() / slotMs) + 1) * slotMs;
          const data = { slot: new Date(dueMs).toISOString() };
          return boss
            .send(name, data, { singletonSeconds: seconds, startAfter: new Date(dueMs) })
            .catch((error: unknown) => {
              // The database is away: this process skips the slot (another may still offer it).
              logger.debug({ job: name, err: (error as Error).message }, 'slot not offered');
            });
        };
        void offer();
        const timer = setInterval(() => void offer(), Math.max(500, Math.floor((seconds * 1000) / 3)));
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
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
    position: `${String(row.created_us)}~${String(row.id)}`,
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

import os from 'node:os';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { jobHeartbeats } from './tables.js';

export const HEARTBEAT_JOB = 'system.heartbeat';
/** Heartbeats older than this are dropped by the heartbeat itself. */
const KEEP_MS = 24 * 3_600_000;

/** Who runs a slot: host and process id. */
export const PROCESS_NAME = `${os.hostname()}:${process.pid}`;

/**
 * Records that this process ran the heartbeat of `slot` (once: a retried run of the same slot changes
 * nothing) and forgets heartbeats older than a day.
 */
export async function recordHeartbeat(db: Database, slot: Date, now: Date): Promise<void> {
  await db
    .insert(jobHeartbeats)
    .values({ slot, process: PROCESS_NAME, ranAt: sql`now()` })
    .onConflictDoNothing({ target: jobHeartbeats.slot });
  await db.delete(jobHeartbeats).where(lt(jobHeartbeats.slot, new Date(now.getTime() - KEEP_MS)));
}

import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { auditLog } from './tables.js';
import { pageCount, pageWindow } from '../../kernel/paging.js';

export interface AuditActor {
  operatorId: number | null;
  operatorName: string | null;
  ip: string | null;
  requestId: string | null;
}

/**
 * The audit actor of work the site does by itself (a background job): no operator, named `system`,
 * the job's run named as the request (`job:<queue>:<id>`).
 */
export function systemActor(job?: { name: string; id: string }): AuditActor {
  return {
    operatorId: null,
    operatorName: 'system',
    ip: null,
    requestId: job ? `job:${job.name}:${job.id}` : null,
  };
}

export interface AuditRecord {
  action: string;
  target: string;
  merchantCode?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one entry; pass the transaction of the change so both commit or neither does. */
export async function recordAudit(
  db: Executor,
  actor: AuditActor,
  record: AuditRecord,
  at: Date,
): Promise<void> {
  await db.insert(auditLog).values({
    at,
    operatorId: actor.operatorId,
    operatorName: actor.operatorName,
    merchantCode: record.merchantCode ?? null,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

export async function listAudit(
  db: Executor,
  filter: { merchantCode?: string | undefined; pageNo: number; pageSize: number },
): Promise<{ list: AuditEntry[]; pageNum: number; totalPages: number }> {
  const where = filter.merchantCode ? eq(auditLog.merchantCode, filter.merchantCode) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.pageSize)
    .offset(pageWindow(filter).offset);
  return {
    list: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    pageNum: filter.pageNo,
    totalPages: pageCount(total?.n ?? 0, filter.pageSize),
  };
}

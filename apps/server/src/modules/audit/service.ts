import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import { LIST_EXPORT_MAX_ROWS, type AuditEntry, type AuditFilter, type AuditQuery } from '@wps/contracts';
import { csvExport, type CsvColumn } from '../../kernel/csv.js';
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

/** `text%` with the LIKE wildcards in `text` taken literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The rows a filter matches (the list's and the export's). */
function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.merchantCode) conditions.push(eq(auditLog.merchantCode, filter.merchantCode));
  if (filter.operator) conditions.push(eq(auditLog.operatorName, filter.operator));
  if (filter.action) conditions.push(like(auditLog.action, startsWith(filter.action)));
  if (filter.target) conditions.push(like(auditLog.target, startsWith(filter.target)));
  if (filter.from) conditions.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, new Date(filter.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listAudit(
  db: Executor,
  filter: AuditQuery,
): Promise<{ list: AuditEntry[]; pageNum: number; totalPages: number }> {
  const where = auditWhere(filter);
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

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const AUDIT_COLUMNS: CsvColumn<typeof auditLog.$inferSelect>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'at', value: (row) => row.at },
  { header: 'operator', value: (row) => row.operatorName },
  { header: 'merchant', value: (row) => row.merchantCode },
  { header: 'action', value: (row) => row.action },
  { header: 'target', value: (row) => row.target },
  { header: 'before', value: (row) => json(row.before) },
  { header: 'after', value: (row) => json(row.after) },
  { header: 'ip', value: (row) => row.ip },
  { header: 'request_id', value: (row) => row.requestId },
];

/** The entries a filter matches as CSV, newest first, at most LIST_EXPORT_MAX_ROWS. */
export async function exportAudit(
  db: Executor,
  filter: AuditFilter,
): Promise<{ csv: string; truncated: boolean }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.id))
    .limit(LIST_EXPORT_MAX_ROWS + 1);
  return csvExport(AUDIT_COLUMNS, rows, LIST_EXPORT_MAX_ROWS);
}

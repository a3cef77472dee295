import { sql, type SQL } from 'drizzle-orm';
import type { BillState, ContractKind } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { bigOf, dateOf, maybeDateOf, rowsOf } from '../../platform/db/rows.js';

/* Reading bills and runs (the agent centre's salary pages, the operator's settlement pages). */

export interface BillRow {
  id: number;
  contractId: number;
  kind: ContractKind;
  agentId: number;
  payerId: number | null;
  periodStart: Date;
  periodEnd: Date;
  validBet: bigint;
  wins: bigint;
  activeMembers: number;
  lateValidBet: bigint;
  lateWins: bigint;
  carryIn: bigint;
  carryOut: bigint;
  tier: number | null;
  rateBp: number;
  amount: bigint;
  state: BillState;
  attempts: number;
  paidAt: Date | null;
}

export interface BillFilter {
  kind?: ContractKind | undefined;
  state?: BillState | undefined;
  agentId?: number | undefined;
  payerId?: number | undefined;
  /** Bills paid to or by this member. */
  memberId?: number | undefined;
  runId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

function billRow(row: Record<string, unknown>): BillRow {
  return {
    id: Number(row.id),
    contractId: Number(row.contract_id),
    kind: row.kind as ContractKind,
    agentId: Number(row.agent_id),
    payerId: row.payer_id === null ? null : Number(row.payer_id),
    periodStart: dateOf(row.period_start),
    periodEnd: dateOf(row.period_end),
    validBet: bigOf(row.valid_bet),
    wins: bigOf(row.wins),
    activeMembers: Number(row.active_members),
    lateValidBet: bigOf(row.late_valid_bet),
    lateWins: bigOf(row.late_wins),
    carryIn: bigOf(row.carry_in),
    carryOut: bigOf(row.carry_out),
    tier: row.tier === null ? null : Number(row.tier),
    rateBp: Number(row.rate_bp),
    amount: bigOf(row.amount),
    state: row.state as BillState,
    attempts: Number(row.attempts),
    paidAt: maybeDateOf(row.paid_at),
  };
}

/** Bills of the merchant by the filter, newest period first, with the total paid of all matching. */
export async function listBills(
  db: Executor,
  merchantId: number,
  filter: BillFilter,
): Promise<{ rows: BillRow[]; total: number; totalPaid: bigint }> {
  const parts: SQL[] = [sql`b.merchant_id = ${merchantId}`];
  if (filter.kind) parts.push(sql`b.kind = ${filter.kind}`);
  if (filter.state) parts.push(sql`b.state = ${filter.state}`);
  if (filter.agentId !== undefined) parts.push(sql`b.agent_id = ${filter.agentId}`);
  if (filter.payerId !== undefined) parts.push(sql`b.payer_id = ${filter.payerId}`);
  if (filter.memberId !== undefined)
    parts.push(sql`(b.agent_id = ${filter.memberId} or b.payer_id = ${filter.memberId})`);
  if (filter.runId !== undefined) parts.push(sql`b.run_id = ${filter.runId}`);
  if (filter.from) parts.push(sql`b.period_start >= ${filter.from}`);
  if (filter.to) parts.push(sql`b.period_start < ${filter.to}`);
  const where = sql.join(parts, sql` and `);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select b.* from contract_bills b where ${where}
        order by b.period_start desc, b.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [sum] = await rowsOf<{ n: unknown; paid: unknown }>(
    db,
    sql`select count(*) as n, coalesce(sum(b.amount) filter (where b.state = 'paid'), 0) as paid
        from contract_bills b where ${where}`,
  );
  return { rows: rows.map(billRow), total: Number(sum?.n ?? 0), totalPaid: bigOf(sum?.paid) };
}

export interface RunRow {
  id: number;
  kind: ContractKind;
  periodStart: Date;
  periodEnd: Date;
  trigger: 'job' | 'operator';
  requestedBy: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  rowsRead: number;
  checksum: string;
  bills: number;
  postings: number;
  amountPaid: bigint;
}

function runRow(row: Record<string, unknown>): RunRow {
  return {
    id: Number(row.id),
    kind: row.kind as ContractKind,
    periodStart: dateOf(row.period_start),
    periodEnd: dateOf(row.period_end),
    trigger: row.trigger === 'operator' ? 'operator' : 'job',
    requestedBy: row.requested_by === null ? null : String(row.requested_by),
    startedAt: dateOf(row.started_at),
    finishedAt: maybeDateOf(row.finished_at),
    rowsRead: Number(row.rows_read),
    checksum: String(row.checksum),
    bills: Number(row.bills),
    postings: Number(row.postings),
    amountPaid: bigOf(row.amount_paid),
  };
}

export async function listRuns(
  db: Executor,
  merchantId: number,
  filter: { kind?: ContractKind | undefined; limit: number; offset: number },
): Promise<{ rows: RunRow[]; total: number }> {
  const where = sql`merchant_id = ${merchantId} ${filter.kind ? sql`and kind = ${filter.kind}` : sql``}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from settlement_runs where ${where} order by id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from settlement_runs where ${where}`,
  );
  return { rows: rows.map(runRow), total: Number(count?.n ?? 0) };
}

export async function findRun(db: Executor, merchantId: number, id: number): Promise<RunRow | null> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from settlement_runs where merchant_id = ${merchantId} and id = ${id}`,
  );
  return row ? runRow(row) : null;
}

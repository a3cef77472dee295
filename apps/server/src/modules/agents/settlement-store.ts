import { sql } from 'drizzle-orm';
import type { ContractKind } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { bigOf, dateOf, maybeDateOf, rowsOf } from '../../platform/db/rows.js';
import type { PreparedPosting } from '../ledger/service.js';
import type { TeamFigures } from './rules.js';
import { CONTRACT_COLUMNS, contractRow, type ContractRow } from './store.js';

/*
 * The settlement's SQL (docs/product.md §Agents, "Settlement"). Figures come from the published read
 * views (`settled_rounds_read`, `team_links_read`: migration 0033), never another module's tables;
 * pay is posted with the ledger's own `ledger_post` inside the run's transaction, so a period's
 * bills and postings commit together or not at all.
 */

const ids = (values: readonly number[]) => `{${values.join(',')}}`;
const bigints = (values: readonly bigint[]) => `{${values.join(',')}}`;

/** Versions of a kind that pay the period ending at `end`: accepted before it, not ended before it. */
export async function contractsInForce(
  db: Executor,
  merchantId: number,
  kind: ContractKind,
  periodName: string,
  end: Date,
): Promise<ContractRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${CONTRACT_COLUMNS} from agent_contracts c
        where c.merchant_id = ${merchantId} and c.kind = ${kind} and c.period = ${periodName}
          and c.status in ('active', 'superseded', 'terminated')
          and c.active_from < ${end} and (c.ends_at is null or c.ends_at >= ${end})
        order by c.id`,
  );
  return rows.map(contractRow);
}

/** Whether the merchant has ever had an accepted contract of the kind and period, and since when. */
export async function firstActiveFrom(
  db: Executor,
  merchantId: number,
  kind: ContractKind,
  periodName: string,
): Promise<Date | null> {
  const [row] = await rowsOf<{ first: unknown }>(
    db,
    sql`select min(active_from) as first from agent_contracts
        where merchant_id = ${merchantId} and kind = ${kind} and period = ${periodName} and active_from is not null`,
  );
  return maybeDateOf(row?.first ?? null);
}

/** The end of the last period of this kind and period the jobs settled. */
export async function lastSettledEnd(
  db: Executor,
  merchantId: number,
  kind: ContractKind,
  periodName: string,
): Promise<Date | null> {
  const [row] = await rowsOf<{ last: unknown }>(
    db,
    sql`select max(period_end) as last from settlement_runs
        where merchant_id = ${merchantId} and kind = ${kind} and period = ${periodName} and trigger = 'job'`,
  );
  return maybeDateOf(row?.last ?? null);
}

/**
 * Each agent's team figures over [from, to): rounds settled in the window, each counted for the
 * bettor and every ancestor in the tree as it stood when the round settled, per stake threshold
 * (a round counts at threshold t when its valid bet is at least t).
 */
export async function teamFigures(
  db: Executor,
  merchantId: number,
  currency: string,
  agentIds: readonly number[],
  thresholds: readonly bigint[],
  from: Date,
  to: Date,
): Promise<Map<string, TeamFigures>> {
  const out = new Map<string, TeamFigures>();
  if (agentIds.length === 0) return out;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select l.ancestor_id, t.th, count(*) as n, sum(r.valid_bet_minor) as valid_bet, sum(r.win_minor) as wins,
          count(distinct r.member_id) filter (where r.valid_bet_minor > 0) as active,
          coalesce(sum(r.valid_bet_minor) filter (where r.opened_at < ${from}), 0) as late_valid_bet,
          coalesce(sum(r.win_minor) filter (where r.opened_at < ${from}), 0) as late_wins
        from settled_rounds_read r
        join team_links_read l on l.member_id = r.member_id
          and l.valid_from <= r.settled_at and (l.valid_to is null or l.valid_to > r.settled_at)
        cross join unnest(${bigints(thresholds)}::bigint[]) as t(th)
        where r.merchant_id = ${merchantId} and r.currency = ${currency}
          and r.settled_at >= ${from} and r.settled_at < ${to}
          and r.valid_bet_minor >= t.th
          and l.ancestor_id = any(${ids(agentIds)}::int[])
        group by l.ancestor_id, t.th`,
  );
  for (const row of rows)
    out.set(`${row.ancestor_id}:${bigOf(row.th)}`, {
      rows: Number(row.n),
      validBet: bigOf(row.valid_bet),
      wins: bigOf(row.wins),
      activeMembers: Number(row.active),
      lateValidBet: bigOf(row.late_valid_bet),
      lateWins: bigOf(row.late_wins),
    });
  return out;
}

/** Every round the window holds (the run's record): how many, their valid bets and wins. */
export async function windowTotals(
  db: Executor,
  merchantId: number,
  currency: string,
  from: Date,
  to: Date,
): Promise<{ rows: number; validBet: bigint; wins: bigint }> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(valid_bet_minor), 0) as valid_bet, coalesce(sum(win_minor), 0) as wins
        from settled_rounds_read
        where merchant_id = ${merchantId} and currency = ${currency} and settled_at >= ${from} and settled_at < ${to}`,
  );
  return { rows: Number(row?.n ?? 0), validBet: bigOf(row?.valid_bet), wins: bigOf(row?.wins) };
}

/** How deep each agent sits in the tree at `at` (0: top level). */
export async function depthsOf(
  db: Executor,
  agentIds: readonly number[],
  at: Date,
): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await rowsOf<{ member_id: number; depth: number }>(
    db,
    sql`select member_id, max(depth) as depth from team_links_read
        where member_id = any(${ids(agentIds)}::int[]) and valid_from <= ${at} and (valid_to is null or valid_to > ${at})
        group by member_id`,
  );
  return new Map(rows.map((row) => [Number(row.member_id), Number(row.depth)]));
}

/** What the previous period's bill of each contract chain (agent, payer) carried out, by agent. */
export async function carriedIn(
  db: Executor,
  contracts: readonly ContractRow[],
  periodStart: Date,
): Promise<Map<number, bigint>> {
  if (contracts.length === 0) return new Map();
  const rows = await rowsOf<{ agent_id: number; carry_out: unknown }>(
    db,
    sql`select b.agent_id, b.carry_out from contract_bills b
        where b.agent_id = any(${ids(contracts.map((c) => c.agentId))}::int[]) and b.kind = ${contracts[0]!.kind}
          and b.period_end = ${periodStart}`,
  );
  const payerOf = new Map(contracts.map((c) => [c.agentId, c.payerId]));
  const out = new Map<number, bigint>();
  for (const row of rows)
    if (payerOf.has(Number(row.agent_id))) out.set(Number(row.agent_id), bigOf(row.carry_out));
  return out;
}

/** The contracts of this list already billed for the period (an earlier run of it). */
export async function billedFor(
  db: Executor,
  contractIds: readonly number[],
  periodStart: Date,
): Promise<Set<number>> {
  if (contractIds.length === 0) return new Set();
  const rows = await rowsOf<{ contract_id: number }>(
    db,
    sql`select contract_id from contract_bills where contract_id = any(${ids(contractIds)}::int[])
        and period_start = ${periodStart}`,
  );
  return new Set(rows.map((row) => Number(row.contract_id)));
}

export interface UnpaidBill {
  id: number;
  contractId: number;
  agentId: number;
  payerId: number | null;
  periodStart: Date;
  amount: bigint;
  attempts: number;
  createdAt: Date;
}

/** Bills of the kind whose payer lacked the money, oldest first (tried again by every run). */
export async function unpaidBills(
  db: Executor,
  merchantId: number,
  kind: ContractKind,
): Promise<UnpaidBill[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, contract_id, agent_id, payer_id, period_start, amount, attempts, created_at from contract_bills
        where merchant_id = ${merchantId} and kind = ${kind} and state = 'insufficient' order by created_at, id limit 1000`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    contractId: Number(row.contract_id),
    agentId: Number(row.agent_id),
    payerId: row.payer_id === null ? null : Number(row.payer_id),
    periodStart: dateOf(row.period_start),
    amount: bigOf(row.amount),
    attempts: Number(row.attempts),
    createdAt: dateOf(row.created_at),
  }));
}

/** Serializes runs of one merchant, kind, period name and period (a second one waits, then finds it billed). */
export async function lockPeriod(tx: Executor, merchantId: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${merchantId}, hashtext(${key}))`);
}

export interface NewRun {
  merchantId: number;
  kind: ContractKind;
  period: string;
  periodStart: Date;
  periodEnd: Date;
  trigger: 'job' | 'operator';
  requestedBy: string | null;
  startedAt: Date;
  rowsRead: number;
  checksum: string;
}

export async function insertRun(tx: Executor, run: NewRun): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into settlement_runs (merchant_id, kind, period, period_start, period_end, trigger, requested_by,
          started_at, finished_at, rows_read, checksum, bills, postings, amount_paid)
        values (${run.merchantId}, ${run.kind}, ${run.period}, ${run.periodStart}, ${run.periodEnd}, ${run.trigger},
          ${run.requestedBy}, ${run.startedAt}, ${run.startedAt}, ${run.rowsRead}, ${run.checksum}, 0, 0, 0)
        returning id`,
  );
  return Number(row!.id);
}

export async function finishRun(
  tx: Executor,
  id: number,
  done: { finishedAt: Date; bills: number; postings: number; amountPaid: bigint },
): Promise<void> {
  await tx.execute(sql`update settlement_runs set finished_at = ${done.finishedAt}, bills = ${done.bills},
      postings = ${done.postings}, amount_paid = ${done.amountPaid} where id = ${id}`);
}

export interface NewBill {
  merchantId: number;
  contractId: number;
  kind: ContractKind;
  agentId: number;
  payerId: number | null;
  runId: number;
  periodStart: Date;
  periodEnd: Date;
  figures: TeamFigures;
  carryIn: bigint;
  carryOut: bigint;
  tier: number | null;
  rateBp: number;
  amount: bigint;
  state: 'paid' | 'target_not_reached' | 'insufficient';
  createdAt: Date;
  paidAt: Date | null;
  transactionId: number | null;
}

export async function insertBill(tx: Executor, bill: NewBill): Promise<void> {
  const f = bill.figures;
  await tx.execute(sql`insert into contract_bills (merchant_id, contract_id, kind, agent_id, payer_id, run_id,
      period_start, period_end, valid_bet, wins, active_members, late_valid_bet, late_wins, carry_in, carry_out,
      tier, rate_bp, amount, state, attempts, created_at, paid_at, transaction_id)
    values (${bill.merchantId}, ${bill.contractId}, ${bill.kind}, ${bill.agentId}, ${bill.payerId}, ${bill.runId},
      ${bill.periodStart}, ${bill.periodEnd}, ${f.validBet}, ${f.wins}, ${f.activeMembers}, ${f.lateValidBet},
      ${f.lateWins}, ${bill.carryIn}, ${bill.carryOut}, ${bill.tier}, ${bill.rateBp}, ${bill.amount}, ${bill.state},
      ${bill.state === 'target_not_reached' ? 0 : 1}, ${bill.createdAt}, ${bill.paidAt}, ${bill.transactionId})`);
}

export async function settleUnpaid(
  tx: Executor,
  id: number,
  outcome: {
    state: 'paid' | 'insufficient' | 'expired';
    at: Date;
    transactionId: number | null;
    tried: boolean;
  },
): Promise<void> {
  await tx.execute(sql`update contract_bills set state = ${outcome.state},
      attempts = attempts + ${outcome.tried ? 1 : 0},
      paid_at = ${outcome.state === 'paid' ? outcome.at : null}, transaction_id = ${outcome.transactionId}
    where id = ${id}`);
}

/**
 * Posts a prepared move with `ledger_post` inside the run's transaction, in a savepoint: `paid`
 * (with the transaction, also when an earlier run already posted this key), or `insufficient`
 * when the payer's wallet would go below zero (the savepoint is rolled back, the run goes on).
 */
export async function postInRun(
  tx: Executor & { transaction: <T>(work: (sp: Executor) => Promise<T>) => Promise<T> },
  posting: PreparedPosting,
  sqlStateOf: (error: unknown) => string | null,
): Promise<{ outcome: 'posted' | 'replayed'; transactionId: number } | { outcome: 'insufficient' }> {
  try {
    return await tx.transaction(async (sp) => {
      const [row] = await rowsOf<{ outcome: Record<string, unknown> }>(
        sp,
        sql`select ledger_post(${posting.merchantId}, ${posting.currency}, ${posting.type}, ${posting.idempotencyKey},
            ${posting.fingerprint}, null, ${posting.meta}::jsonb, ${ids(posting.legs.map((leg) => leg.accountId))}::bigint[],
            ${bigints(posting.legs.map((leg) => leg.amount))}::bigint[], ${posting.lockTimeoutMs}) as outcome`,
      );
      const outcome = (typeof row!.outcome === 'string' ? JSON.parse(row!.outcome) : row!.outcome) as Record<
        string,
        unknown
      >;
      if (outcome.posted !== undefined && outcome.posted !== null)
        return {
          outcome: 'posted' as const,
          transactionId: Number((outcome.posted as { transactionId: number }).transactionId),
        };
      const byKey = outcome.byKey as { fingerprint: string; answer: { transactionId: number } } | null;
      if (!byKey || byKey.fingerprint !== posting.fingerprint)
        throw new Error(`settlement: posting key ${posting.idempotencyKey} is held by another posting`);
      return { outcome: 'replayed' as const, transactionId: Number(byKey.answer.transactionId) };
    });
  } catch (error) {
    if (sqlStateOf(error) === 'LG001') return { outcome: 'insufficient' };
    throw error;
  }
}

import { sql } from 'drizzle-orm';
import type { ContractKind } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { arrayOf, bigOf, dateOf, maybeDateOf, rowsOf, textArrayOf } from '../../platform/db/rows.js';
import type { PreparedPosting } from '../ledger/service.js';
import type { TeamFigures } from './rules.js';
import { CONTRACT_COLUMNS, contractRow, type ContractRow } from './store.js';

/*
 * The settlement's SQL (docs/product.md §Agents, "Settlement"). Figures come from the published read
 * views (`settled_rounds_read`, `team_links_read`: migration 0033), never another module's tables;
 * pay is posted with the ledger's own `ledger_post`, called for a whole list of bills by
 * `agent_pay_bills` (migration 0035) inside the run's transaction, so a period's bills and postings
 * commit together or not at all. A run's writes are a statement each, not a statement per bill.
 */

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
        cross join unnest(${arrayOf(thresholds)}::bigint[]) as t(th)
        where r.merchant_id = ${merchantId} and r.currency = ${currency}
          and r.settled_at >= ${from} and r.settled_at < ${to}
          and r.valid_bet_minor >= t.th
          and l.ancestor_id = any(${arrayOf(agentIds)}::int[])
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
        where member_id = any(${arrayOf(agentIds)}::int[]) and valid_from <= ${at} and (valid_to is null or valid_to > ${at})
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
        where b.agent_id = any(${arrayOf(contracts.map((c) => c.agentId))}::int[]) and b.kind = ${contracts[0]!.kind}
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
    sql`select contract_id from contract_bills where contract_id = any(${arrayOf(contractIds)}::int[])
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

/** Which of these bills are still unpaid (read under the run's lock). */
export async function stillUnpaid(tx: Executor, billIds: readonly number[]): Promise<Set<number>> {
  if (billIds.length === 0) return new Set();
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from contract_bills where id = any(${arrayOf(billIds)}::int[]) and state = 'insufficient' for update`,
  );
  return new Set(rows.map((row) => Number(row.id)));
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

/** What every bill of a run shares. */
export interface RunBills {
  merchantId: number;
  kind: ContractKind;
  runId: number;
  periodStart: Date;
  periodEnd: Date;
  /** The run's start: when its bills were made, and when the paid ones were paid. */
  createdAt: Date;
}

export interface NewBill {
  contractId: number;
  agentId: number;
  payerId: number | null;
  figures: TeamFigures;
  carryIn: bigint;
  carryOut: bigint;
  tier: number | null;
  rateBp: number;
  amount: bigint;
  state: 'paid' | 'target_not_reached' | 'insufficient';
  transactionId: number | null;
}

/**
 * The period's bills in one statement, a column per array (one parameter each, however many bills:
 * a VALUES list would take 20 parameters a bill and meet the protocol's 65,535 at a few thousand). A
 * bill was tried once unless its target was not reached, and a paid one was paid when it was made.
 */
export async function insertBills(tx: Executor, run: RunBills, bills: readonly NewBill[]): Promise<void> {
  if (bills.length === 0) return;
  const ints = (pick: (bill: NewBill) => number | null) => arrayOf(bills.map(pick));
  const bigs = (pick: (bill: NewBill) => bigint) => arrayOf(bills.map(pick));
  await tx.execute(sql`insert into contract_bills (merchant_id, contract_id, kind, agent_id, payer_id, run_id,
      period_start, period_end, valid_bet, wins, active_members, late_valid_bet, late_wins, carry_in, carry_out,
      tier, rate_bp, amount, state, attempts, created_at, paid_at, transaction_id)
    select ${run.merchantId}::int, b.contract_id, ${run.kind}::text, b.agent_id, b.payer_id, ${run.runId}::int,
      ${run.periodStart}::timestamptz, ${run.periodEnd}::timestamptz, b.valid_bet, b.wins, b.active_members,
      b.late_valid_bet, b.late_wins, b.carry_in, b.carry_out, b.tier, b.rate_bp, b.amount, b.state,
      case when b.state = 'target_not_reached' then 0 else 1 end, ${run.createdAt}::timestamptz,
      case when b.state = 'paid' then ${run.createdAt}::timestamptz end, b.transaction_id
    from unnest(
      ${ints((bill) => bill.contractId)}::int[], ${ints((bill) => bill.agentId)}::int[],
      ${ints((bill) => bill.payerId)}::int[], ${bigs((bill) => bill.figures.validBet)}::bigint[],
      ${bigs((bill) => bill.figures.wins)}::bigint[], ${ints((bill) => bill.figures.activeMembers)}::int[],
      ${bigs((bill) => bill.figures.lateValidBet)}::bigint[], ${bigs((bill) => bill.figures.lateWins)}::bigint[],
      ${bigs((bill) => bill.carryIn)}::bigint[], ${bigs((bill) => bill.carryOut)}::bigint[],
      ${ints((bill) => bill.tier)}::int[], ${ints((bill) => bill.rateBp)}::int[],
      ${bigs((bill) => bill.amount)}::bigint[], ${textArrayOf(bills.map((bill) => bill.state))}::text[],
      ${ints((bill) => bill.transactionId)}::bigint[]
    ) with ordinality as b(contract_id, agent_id, payer_id, valid_bet, wins, active_members, late_valid_bet,
      late_wins, carry_in, carry_out, tier, rate_bp, amount, state, transaction_id, position)
    order by b.position`);
}

export interface UnpaidOutcome {
  id: number;
  state: 'paid' | 'insufficient' | 'expired';
  transactionId: number | null;
  /** Whether this run tried to pay it (an expired bill was not). */
  tried: boolean;
}

/** The older unpaid bills' new states, in one statement. */
export async function settleUnpaid(
  tx: Executor,
  at: Date,
  outcomes: readonly UnpaidOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await tx.execute(sql`update contract_bills b set state = u.state, attempts = b.attempts + u.tried::int,
      paid_at = case when u.state = 'paid' then ${at}::timestamptz end, transaction_id = u.transaction_id
    from unnest(${arrayOf(outcomes.map((outcome) => outcome.id))}::int[],
      ${textArrayOf(outcomes.map((outcome) => outcome.state))}::text[],
      ${arrayOf(outcomes.map((outcome) => outcome.transactionId))}::bigint[],
      ${arrayOf(outcomes.map((outcome) => outcome.tried))}::boolean[])
      as u(id, state, transaction_id, tried)
    where b.id = u.id`);
}

export type PayOutcome =
  { outcome: 'posted' | 'replayed'; transactionId: number } | { outcome: 'insufficient' };

/**
 * Posts prepared moves in the given order with `agent_pay_bills` (migration 0035), inside the run's
 * transaction and in one round trip, whatever their number: `posted`, `replayed` (with the
 * transaction an earlier run posted under the key), or `insufficient` when the payer would go below
 * zero (that posting alone is undone, the next ones are still tried). The moves share the run's
 * merchant, currency and lock wait.
 */
export async function payInRun(tx: Executor, postings: readonly PreparedPosting[]): Promise<PayOutcome[]> {
  const [first] = postings;
  if (!first) return [];
  const moves = postings.map((posting) => {
    const [from, to] = posting.legs;
    if (
      posting.legs.length !== 2 ||
      posting.merchantId !== first.merchantId ||
      posting.currency !== first.currency ||
      posting.lockTimeoutMs !== first.lockTimeoutMs ||
      !(to!.amount > 0n && from!.amount === -to!.amount)
    )
      throw new Error(`settlement: posting ${posting.idempotencyKey} is not a move of the run`);
    return { from: from!.accountId, to: to!.accountId, amount: to!.amount };
  });
  const rows = await rowsOf<{ ordinal: number; outcome: string; transaction_id: unknown }>(
    tx,
    sql`select ordinal, outcome, transaction_id from agent_pay_bills(${first.merchantId}, ${first.currency},
        ${textArrayOf(postings.map((posting) => posting.idempotencyKey))}::text[],
        ${textArrayOf(postings.map((posting) => posting.fingerprint))}::text[],
        ${textArrayOf(postings.map((posting) => posting.type))}::text[],
        ${textArrayOf(postings.map((posting) => posting.meta))}::jsonb[],
        ${arrayOf(moves.map((move) => move.from))}::bigint[], ${arrayOf(moves.map((move) => move.to))}::bigint[],
        ${arrayOf(moves.map((move) => move.amount))}::bigint[], ${first.lockTimeoutMs})`,
  );
  const outcomes = new Array<PayOutcome | undefined>(postings.length);
  for (const row of rows)
    outcomes[Number(row.ordinal) - 1] =
      row.outcome === 'insufficient'
        ? { outcome: 'insufficient' }
        : { outcome: row.outcome as 'posted' | 'replayed', transactionId: Number(row.transaction_id) };
  return outcomes.map((outcome, index) => {
    if (!outcome) throw new Error(`settlement: no outcome for posting ${postings[index]!.idempotencyKey}`);
    return outcome;
  });
}

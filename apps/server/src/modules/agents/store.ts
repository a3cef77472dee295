import { sql, type SQL } from 'drizzle-orm';
import type { ContractKind, ContractStatus } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { arrayOf, dateOf, maybeDateOf, rowsOf } from '../../platform/db/rows.js';
import { membersByIds } from './report-store.js';
import { tierFromJson, tierToJson, type StoredTier, type TierJson } from './rules.js';

/*
 * Contracts (tables.ts `agent_contracts`). Lifecycle writes lock the rows they change (`forUpdate`)
 * inside the use case's transaction; the partial unique indexes keep one offer and one active
 * version per (agent, kind) whatever runs at once.
 */

export interface ContractRow {
  id: number;
  merchantId: number;
  kind: ContractKind;
  agentId: number;
  payerId: number | null;
  version: number;
  status: ContractStatus;
  period: string;
  carryOver: 'none' | 'accumulate';
  tiers: StoredTier[];
  topRateBp: number;
  offeredBy: string;
  offeredAt: Date;
  answeredAt: Date | null;
  activeFrom: Date | null;
  endsAt: Date | null;
  terminationBy: 'payer' | 'agent' | null;
  terminationAt: Date | null;
  endReason: string | null;
}

export const CONTRACT_COLUMNS = sql.raw(
  'c.id, c.merchant_id, c.kind, c.agent_id, c.payer_id, c.version, c.status, c.period, c.carry_over, c.tiers, c.top_rate_bp, c.offered_by, c.offered_at, c.answered_at, c.active_from, c.ends_at, c.termination_by, c.termination_at, c.end_reason',
);

export function contractRow(row: Record<string, unknown>): ContractRow {
  const tiers = (typeof row.tiers === 'string' ? JSON.parse(row.tiers) : row.tiers) as TierJson[];
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    kind: row.kind as ContractKind,
    agentId: Number(row.agent_id),
    payerId: row.payer_id === null ? null : Number(row.payer_id),
    version: Number(row.version),
    status: row.status as ContractStatus,
    period: String(row.period),
    carryOver: row.carry_over === 'accumulate' ? 'accumulate' : 'none',
    tiers: tiers.map(tierFromJson),
    topRateBp: Number(row.top_rate_bp),
    offeredBy: String(row.offered_by),
    offeredAt: dateOf(row.offered_at),
    answeredAt: maybeDateOf(row.answered_at),
    activeFrom: maybeDateOf(row.active_from),
    endsAt: maybeDateOf(row.ends_at),
    terminationBy: row.termination_by === null ? null : (row.termination_by as 'payer' | 'agent'),
    terminationAt: maybeDateOf(row.termination_at),
    endReason: row.end_reason === null ? null : String(row.end_reason),
  };
}

async function contractsWhere(db: Executor, where: SQL, tail: SQL = sql``): Promise<ContractRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${CONTRACT_COLUMNS} from agent_contracts c where ${where} ${tail}`,
  );
  return rows.map(contractRow);
}

export async function findContract(db: Executor, merchantId: number, id: number, forUpdate = false) {
  const [row] = await contractsWhere(
    db,
    sql`c.id = ${id} and c.merchant_id = ${merchantId}`,
    forUpdate ? sql`for update` : sql``,
  );
  return row ?? null;
}

/** The agent's version in force of a kind (active, even when its end is set), and a waiting offer. */
export async function agentContractsOf(db: Executor, agentId: number, kind: ContractKind, forUpdate = false) {
  const rows = await contractsWhere(
    db,
    sql`c.agent_id = ${agentId} and c.kind = ${kind} and c.status in ('active', 'offered')`,
    forUpdate ? sql`order by c.id for update` : sql`order by c.id`,
  );
  return {
    active: rows.find((row) => row.status === 'active') ?? null,
    offered: rows.find((row) => row.status === 'offered') ?? null,
  };
}

/** The agent's version of a kind paying now: active, or ended with its last period still running. */
export async function inForceOf(db: Executor, agentId: number, kind: ContractKind, now: Date) {
  const [row] = await contractsWhere(
    db,
    sql`c.agent_id = ${agentId} and c.kind = ${kind} and c.status in ('active', 'terminated')
        and c.active_from <= ${now} and (c.ends_at is null or c.ends_at > ${now})`,
    sql`order by c.id desc limit 1`,
  );
  return row ?? null;
}

/** Contracts of a kind the payer pays (active or offered), oldest first. */
export async function paidBy(db: Executor, payerId: number, kind: ContractKind, forUpdate = false) {
  return contractsWhere(
    db,
    sql`c.payer_id = ${payerId} and c.kind = ${kind} and c.status in ('active', 'offered')`,
    forUpdate ? sql`order by c.id for update` : sql`order by c.id`,
  );
}

/** Every version between the same payer and agent for a kind, newest first. */
export async function historyOf(
  db: Executor,
  agentId: number,
  payerId: number | null,
  kind: ContractKind,
): Promise<ContractRow[]> {
  return contractsWhere(
    db,
    sql`c.agent_id = ${agentId} and c.kind = ${kind} and c.payer_id is not distinct from ${payerId}`,
    sql`order by c.id desc limit 200`,
  );
}

/** The next version number between a payer and an agent for a kind. */
export async function nextVersion(db: Executor, agentId: number, payerId: number | null, kind: ContractKind) {
  const [row] = await rowsOf<{ v: unknown }>(
    db,
    sql`select coalesce(max(version), 0) + 1 as v from agent_contracts
        where agent_id = ${agentId} and kind = ${kind} and payer_id is not distinct from ${payerId}`,
  );
  return Number(row?.v ?? 1);
}

export interface NewContract {
  merchantId: number;
  kind: ContractKind;
  agentId: number;
  payerId: number | null;
  version: number;
  period: string;
  carryOver: 'none' | 'accumulate';
  tiers: StoredTier[];
  topRateBp: number;
  offeredBy: string;
  offeredAt: Date;
}

export async function insertOffer(tx: Executor, offer: NewContract): Promise<ContractRow> {
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`insert into agent_contracts as c (merchant_id, kind, agent_id, payer_id, version, status, period, carry_over,
          tiers, top_rate_bp, offered_by, offered_at)
        values (${offer.merchantId}, ${offer.kind}, ${offer.agentId}, ${offer.payerId}, ${offer.version}, 'offered',
          ${offer.period}, ${offer.carryOver}, ${JSON.stringify(offer.tiers.map(tierToJson))}::jsonb, ${offer.topRateBp},
          ${offer.offeredBy}, ${offer.offeredAt})
        returning ${CONTRACT_COLUMNS}`,
  );
  return contractRow(row!);
}

/** Lifecycle columns a use case may set; everything else of a version never changes. */
export interface ContractPatch {
  status?: ContractStatus;
  answeredAt?: Date;
  activeFrom?: Date;
  endsAt?: Date | null;
  terminationBy?: 'payer' | 'agent' | null;
  terminationAt?: Date | null;
  endReason?: string | null;
}

export async function updateContract(tx: Executor, id: number, patch: ContractPatch): Promise<ContractRow> {
  const sets: SQL[] = [];
  if (patch.status !== undefined) sets.push(sql`status = ${patch.status}`);
  if (patch.answeredAt !== undefined) sets.push(sql`answered_at = ${patch.answeredAt}`);
  if (patch.activeFrom !== undefined) sets.push(sql`active_from = ${patch.activeFrom}`);
  if (patch.endsAt !== undefined) sets.push(sql`ends_at = ${patch.endsAt}`);
  if (patch.terminationBy !== undefined) sets.push(sql`termination_by = ${patch.terminationBy}`);
  if (patch.terminationAt !== undefined) sets.push(sql`termination_at = ${patch.terminationAt}`);
  if (patch.endReason !== undefined) sets.push(sql`end_reason = ${patch.endReason}`);
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`update agent_contracts as c set ${sql.join(sets, sql`, `)} where c.id = ${id} returning ${CONTRACT_COLUMNS}`,
  );
  return contractRow(row!);
}

/** Requests waiting for this member: offers to them, and terminations the other side asked. */
export async function requestsFor(db: Executor, memberId: number): Promise<ContractRow[]> {
  return contractsWhere(
    db,
    sql`(c.agent_id = ${memberId} and c.status = 'offered')
        or (c.status = 'active' and c.ends_at is null and (
          (c.agent_id = ${memberId} and c.termination_by = 'payer')
          or (c.payer_id = ${memberId} and c.termination_by = 'agent')))`,
    sql`order by c.id`,
  );
}

/** Per kind: whether a request waits for the member, and whether they hold or pay any contract. */
export async function flagsOf(db: Executor, memberId: number) {
  const rows = await rowsOf<{ kind: string; request: boolean; info: boolean }>(
    db,
    sql`select c.kind,
          bool_or((c.agent_id = ${memberId} and c.status = 'offered')
            or (c.status = 'active' and c.ends_at is null and ((c.agent_id = ${memberId} and c.termination_by = 'payer')
              or (c.payer_id = ${memberId} and c.termination_by = 'agent')))) as request,
          bool_or(c.status in ('active', 'superseded', 'terminated')) as info
        from agent_contracts c where c.agent_id = ${memberId} or c.payer_id = ${memberId}
        group by c.kind`,
  );
  return new Map(
    rows.map((row) => [row.kind as ContractKind, { request: Boolean(row.request), info: Boolean(row.info) }]),
  );
}

/** The operator's contract list: by kind, status, member (agent or payer) and payer type, newest first. */
export async function listContracts(
  db: Executor,
  merchantId: number,
  filter: {
    kind?: ContractKind;
    status?: ContractStatus;
    memberId?: number;
    payer?: 'platform' | 'upline';
    limit: number;
    offset: number;
  },
): Promise<{ rows: ContractRow[]; total: number }> {
  const parts: SQL[] = [sql`c.merchant_id = ${merchantId}`];
  if (filter.kind) parts.push(sql`c.kind = ${filter.kind}`);
  if (filter.status) parts.push(sql`c.status = ${filter.status}`);
  if (filter.memberId !== undefined)
    parts.push(sql`(c.agent_id = ${filter.memberId} or c.payer_id = ${filter.memberId})`);
  if (filter.payer === 'platform') parts.push(sql`c.payer_id is null`);
  if (filter.payer === 'upline') parts.push(sql`c.payer_id is not null`);
  const where = sql.join(parts, sql` and `);
  const rows = await contractsWhere(
    db,
    where,
    sql`order by c.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from agent_contracts c where ${where}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Usernames of these members (the contracts' parties). */
export async function usernamesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const members = await membersByIds(db, [...new Set(ids)]);
  return new Map([...members].map(([id, member]) => [id, member.username]));
}

/** The agent's direct downlines that are agents themselves (who may hold contracts from them). */
export async function directAgentDownlines(
  db: Executor,
  merchantId: number,
  agentId: number,
  agentTypes: readonly number[],
): Promise<{ id: number; username: string }[]> {
  const rows = await rowsOf<{ id: number; username: string }>(
    db,
    sql`select id, username from members_read
        where merchant_id = ${merchantId} and upline_id = ${agentId} and type = any(${arrayOf(agentTypes)}::int[])
        order by lower(username) limit 500`,
  );
  return rows.map((row) => ({ id: Number(row.id), username: String(row.username) }));
}

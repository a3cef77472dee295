import { sql, type SQL } from 'drizzle-orm';
import { AGENT_MEMBER_TYPES } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { arrayOf, bigOf, dateOf, maybeDateOf, rowsOf, textArrayOf } from '../../platform/db/rows.js';

/*
 * Team reports (the agent centre and the operator's agent pages) over the published read views
 * (migration 0033): `team_links_read`, `members_read`, `settled_rounds_read`, `member_money_read`,
 * `member_balances_read`. "The team" is the agent and everyone under them, in the tree as it stands at
 * `at`; money and play are read over local-day windows the caller gives ([from, to) instants).
 */

export interface DayWindow {
  day: string;
  from: Date;
  to: Date;
}

export interface DayFigures {
  deposits: bigint;
  withdrawals: bigint;
  validBet: bigint;
  wins: bigint;
  newMembers: number;
  activeMembers: number;
}

export const EMPTY_DAY: DayFigures = {
  deposits: 0n,
  withdrawals: 0n,
  validBet: 0n,
  wins: 0n,
  newMembers: 0,
  activeMembers: 0,
};

const AGENT_TYPES = arrayOf(AGENT_MEMBER_TYPES);

function validAt(alias: string, at: Date): SQL {
  const t = sql.raw(alias);
  return sql`${t}.valid_from <= ${at} and (${t}.valid_to is null or ${t}.valid_to > ${at})`;
}

function windows(days: readonly DayWindow[]): SQL {
  return sql`unnest(${textArrayOf(days.map((d) => d.from.toISOString()))}::timestamptz[],
    ${textArrayOf(days.map((d) => d.to.toISOString()))}::timestamptz[]) with ordinality as d(day_from, day_to, i)`;
}

/** Everyone under the agent at `at` (not the agent), and their direct downlines. */
export async function teamCounts(db: Executor, agentId: number, at: Date) {
  const [row] = await rowsOf<{ size: unknown; direct: unknown }>(
    db,
    sql`select count(*) filter (where l.depth > 0) as size, count(*) filter (where l.depth = 1) as direct
        from team_links_read l where l.ancestor_id = ${agentId} and ${validAt('l', at)}`,
  );
  return { teamSize: Number(row?.size ?? 0), directCount: Number(row?.direct ?? 0) };
}

/** Team sizes (everyone under, any depth) and direct downlines of these members at `at`. */
export async function teamSizes(
  db: Executor,
  memberIds: readonly number[],
  at: Date,
): Promise<Map<number, { size: number; direct: number }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; size: unknown; direct: unknown }>(
    db,
    sql`select l.ancestor_id as id, count(*) filter (where l.depth > 0) as size,
          count(*) filter (where l.depth = 1) as direct
        from team_links_read l where l.ancestor_id = any(${arrayOf(memberIds)}::int[]) and ${validAt('l', at)}
        group by l.ancestor_id`,
  );
  return new Map(rows.map((row) => [Number(row.id), { size: Number(row.size), direct: Number(row.direct) }]));
}

/**
 * The figures per day window of the teams of `agentIds` grouped by `groupOf`: for each money
 * movement, round and registration of a team member, the group is the agent (`agent`), or the
 * agent's direct downline the member counts under (`direct`: the agent itself for its own play).
 */
export async function teamDayFigures(
  db: Executor,
  merchantId: number,
  currency: string,
  agentIds: readonly number[],
  days: readonly DayWindow[],
  at: Date,
  groupBy: 'agent' | 'direct',
): Promise<Map<string, DayFigures>> {
  const out = new Map<string, DayFigures>();
  if (agentIds.length === 0 || days.length === 0) return out;
  const from = days[0]!.from;
  const to = days[days.length - 1]!.to;
  // The team members with the group each counts in.
  const team =
    groupBy === 'agent'
      ? sql`select l.ancestor_id as grp, l.member_id from team_links_read l
            where l.ancestor_id = any(${arrayOf(agentIds)}::int[]) and ${validAt('l', at)}`
      : sql`select coalesce(y.ancestor_id, x.ancestor_id) as grp, x.member_id from team_links_read x
            left join team_links_read y on y.member_id = x.member_id and x.depth > 0 and y.depth = x.depth - 1
              and ${validAt('y', at)}
            where x.ancestor_id = any(${arrayOf(agentIds)}::int[]) and ${validAt('x', at)}`;
  const key = (grp: unknown, i: unknown) => `${Number(grp)}:${days[Number(i) - 1]!.day}`;
  const slot = (grp: unknown, i: unknown) => {
    const k = key(grp, i);
    let figures = out.get(k);
    if (!figures) {
      figures = { ...EMPTY_DAY };
      out.set(k, figures);
    }
    return figures;
  };
  const money = await rowsOf<Record<string, unknown>>(
    db,
    sql`select t.grp, d.i,
          coalesce(sum(m.amount) filter (where m.effective_type = 'deposit' and m.account_kind = 'member'), 0) as deposits,
          coalesce(-sum(m.amount) filter (where m.type = 'withdrawal' and m.account_kind = 'pending_withdrawal'), 0) as withdrawals
        from (${team}) t
        join member_money_read m on m.member_id = t.member_id and m.currency = ${currency}
          and m.created_at >= ${from} and m.created_at < ${to}
          and (m.effective_type = 'deposit' or m.type = 'withdrawal')
        join ${windows(days)} on m.created_at >= d.day_from and m.created_at < d.day_to
        group by t.grp, d.i`,
  );
  for (const row of money) {
    const figures = slot(row.grp, row.i);
    figures.deposits = bigOf(row.deposits);
    figures.withdrawals = bigOf(row.withdrawals);
  }
  const play = await rowsOf<Record<string, unknown>>(
    db,
    sql`select t.grp, d.i, sum(r.valid_bet_minor) as valid_bet, sum(r.win_minor) as wins,
          count(distinct r.member_id) filter (where r.valid_bet_minor > 0) as active
        from (${team}) t
        join settled_rounds_read r on r.member_id = t.member_id and r.merchant_id = ${merchantId}
          and r.currency = ${currency} and r.settled_at >= ${from} and r.settled_at < ${to}
        join ${windows(days)} on r.settled_at >= d.day_from and r.settled_at < d.day_to
        group by t.grp, d.i`,
  );
  for (const row of play) {
    const figures = slot(row.grp, row.i);
    figures.validBet = bigOf(row.valid_bet);
    figures.wins = bigOf(row.wins);
    figures.activeMembers = Number(row.active);
  }
  const joined = await rowsOf<Record<string, unknown>>(
    db,
    sql`select t.grp, d.i, count(*) as n
        from (${team}) t
        join members_read mr on mr.id = t.member_id and mr.created_at >= ${from} and mr.created_at < ${to}
        join ${windows(days)} on mr.created_at >= d.day_from and mr.created_at < d.day_to
        where ${groupBy === 'agent' ? sql`t.member_id <> t.grp` : sql`true`}
        group by t.grp, d.i`,
  );
  for (const row of joined) slot(row.grp, row.i).newMembers = Number(row.n);
  return out;
}

/** Distinct active members of each group over the whole range (a day's counts do not add up). */
export async function activeOverRange(
  db: Executor,
  merchantId: number,
  currency: string,
  agentIds: readonly number[],
  from: Date,
  to: Date,
  at: Date,
): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await rowsOf<{ grp: number; n: unknown }>(
    db,
    sql`select l.ancestor_id as grp, count(distinct r.member_id) as n
        from team_links_read l
        join settled_rounds_read r on r.member_id = l.member_id and r.merchant_id = ${merchantId}
          and r.currency = ${currency} and r.settled_at >= ${from} and r.settled_at < ${to} and r.valid_bet_minor > 0
        where l.ancestor_id = any(${arrayOf(agentIds)}::int[]) and ${validAt('l', at)}
        group by l.ancestor_id`,
  );
  return new Map(rows.map((row) => [Number(row.grp), Number(row.n)]));
}

export interface DownlineRow {
  id: number;
  username: string;
  type: number;
  level: number;
  upline: string | null;
  balance: bigint;
  registeredAt: Date;
  lastLoginAt: Date | null;
}

/** The agent's downlines (direct, or any depth) at `at`, by username, with balance and upline. */
export async function downlinePage(
  db: Executor,
  merchantId: number,
  currency: string,
  agentId: number,
  filter: { scope: 'direct' | 'all'; username?: string | undefined; limit: number; offset: number },
  at: Date,
): Promise<{ rows: DownlineRow[]; total: number }> {
  const where = sql`l.ancestor_id = ${agentId} and ${validAt('l', at)}
    and ${filter.scope === 'direct' ? sql`l.depth = 1` : sql`l.depth > 0`}
    ${filter.username ? sql`and lower(m.username) like ${`%${filter.username.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}` : sql``}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select m.id, m.username, m.type, l.depth, m.created_at, m.last_login_at, u.username as upline,
          coalesce(b.balance, 0) as balance
        from team_links_read l
        join members_read m on m.id = l.member_id and m.merchant_id = ${merchantId}
        left join members_read u on u.id = m.upline_id
        left join member_balances_read b on b.member_id = m.id and b.currency = ${currency} and b.wallet = 'main'
        where ${where}
        order by l.depth, lower(m.username), m.id limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from team_links_read l join members_read m on m.id = l.member_id where ${where}`,
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      username: String(row.username),
      type: Number(row.type),
      level: Number(row.depth),
      upline: row.upline === null ? null : String(row.upline),
      balance: bigOf(row.balance),
      registeredAt: dateOf(row.created_at),
      lastLoginAt: maybeDateOf(row.last_login_at),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** The top rate (basis points) of each member's active contract per kind, paid by `payerId`. */
export async function ratesPaidBy(db: Executor, payerId: number, memberIds: readonly number[]) {
  if (memberIds.length === 0) return new Map<number, Map<string, number>>();
  const rows = await rowsOf<{ agent_id: number; kind: string; top_rate_bp: number }>(
    db,
    sql`select agent_id, kind, top_rate_bp from agent_contracts
        where payer_id = ${payerId} and status = 'active' and agent_id = any(${arrayOf(memberIds)}::int[])`,
  );
  const out = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const rates = out.get(Number(row.agent_id)) ?? new Map<string, number>();
    rates.set(row.kind, Number(row.top_rate_bp));
    out.set(Number(row.agent_id), rates);
  }
  return out;
}

export interface TeamBetRow {
  roundId: string;
  username: string;
  directAgent: string;
  vendor: string;
  game: string;
  category: string;
  bet: bigint;
  validBet: bigint;
  win: bigint;
  openedAt: Date;
  settledAt: Date;
}

/** Settled rounds of the agent's team in [from, to) (by settlement), newest first, with totals. */
export async function teamBets(
  db: Executor,
  merchantId: number,
  currency: string,
  agentId: number,
  filter: { memberId?: number | undefined; from: Date; to: Date; limit: number; offset: number },
  at: Date,
) {
  const where = sql`x.ancestor_id = ${agentId} and ${validAt('x', at)}
    ${filter.memberId !== undefined ? sql`and x.member_id = ${filter.memberId}` : sql``}`;
  const rounds = sql`settled_rounds_read r on r.member_id = x.member_id and r.merchant_id = ${merchantId}
    and r.currency = ${currency} and r.settled_at >= ${filter.from} and r.settled_at < ${filter.to}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select r.round_id, r.vendor_code, r.game_code, r.category, r.bet_minor, r.valid_bet_minor, r.win_minor,
          r.opened_at, r.settled_at, m.username, coalesce(dm.username, m.username) as direct_agent
        from team_links_read x
        join ${rounds}
        join members_read m on m.id = r.member_id
        left join team_links_read y on y.member_id = x.member_id and x.depth > 0 and y.depth = x.depth - 1
          and ${validAt('y', at)}
        left join members_read dm on dm.id = y.ancestor_id
        where ${where}
        order by r.settled_at desc, r.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [sum] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select count(*) as n, coalesce(sum(r.bet_minor), 0) as bet, coalesce(sum(r.valid_bet_minor), 0) as valid_bet,
          coalesce(sum(r.win_minor), 0) as win
        from team_links_read x join ${rounds} where ${where}`,
  );
  return {
    rows: rows.map((row): TeamBetRow => ({
      roundId: String(row.round_id),
      username: String(row.username),
      directAgent: String(row.direct_agent),
      vendor: String(row.vendor_code),
      game: String(row.game_code),
      category: String(row.category),
      bet: bigOf(row.bet_minor),
      validBet: bigOf(row.valid_bet_minor),
      win: bigOf(row.win_minor),
      openedAt: dateOf(row.opened_at),
      settledAt: dateOf(row.settled_at),
    })),
    total: Number(sum?.n ?? 0),
    footer: { bet: bigOf(sum?.bet), validBet: bigOf(sum?.valid_bet), win: bigOf(sum?.win) },
  };
}

/** Usernames, types and team sizes of these members. */
export async function membersByIds(db: Executor, memberIds: readonly number[]) {
  if (memberIds.length === 0) return new Map<number, { username: string; type: number }>();
  const rows = await rowsOf<{ id: number; username: string; type: number }>(
    db,
    sql`select id, username, type from members_read where id = any(${arrayOf(memberIds)}::int[])`,
  );
  return new Map(
    rows.map((row) => [Number(row.id), { username: String(row.username), type: Number(row.type) }]),
  );
}

/** The agent's direct downlines at `at` (ids). */
export async function directIds(db: Executor, agentId: number, at: Date): Promise<number[]> {
  const rows = await rowsOf<{ member_id: number }>(
    db,
    sql`select l.member_id from team_links_read l where l.ancestor_id = ${agentId} and l.depth = 1 and ${validAt('l', at)}`,
  );
  return rows.map((row) => Number(row.member_id));
}

/** Per day window: the agent's contract pay received and paid by kind type, and transfers. */
export async function incomeDays(
  db: Executor,
  currency: string,
  memberId: number,
  days: readonly DayWindow[],
): Promise<Map<string, Record<string, bigint>>> {
  const out = new Map<string, Record<string, bigint>>();
  if (days.length === 0) return out;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select d.i, m.effective_type as type,
          coalesce(sum(m.amount) filter (where m.amount > 0), 0) as incoming,
          coalesce(sum(m.amount) filter (where m.amount < 0), 0) as outgoing
        from member_money_read m
        join ${windows(days)} on m.created_at >= d.day_from and m.created_at < d.day_to
        where m.member_id = ${memberId} and m.currency = ${currency} and m.account_kind = 'member' and m.wallet = 'main'
          and m.created_at >= ${days[0]!.from} and m.created_at < ${days[days.length - 1]!.to}
          and m.effective_type in ('wages', 'hourly_wages', 'realtime_wages', 'share_bonus', 'transfer')
        group by d.i, m.effective_type`,
  );
  for (const row of rows) {
    const day = days[Number(row.i) - 1]!.day;
    const sums = out.get(day) ?? {};
    sums[`${row.type}:in`] = bigOf(row.incoming);
    sums[`${row.type}:out`] = bigOf(row.outgoing);
    out.set(day, sums);
  }
  return out;
}

/** Contract pay received by each member over [from, to). */
export async function contractPayOf(
  db: Executor,
  currency: string,
  memberIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await rowsOf<{ member_id: number; paid: unknown }>(
    db,
    sql`select m.member_id, sum(m.amount) as paid from member_money_read m
        where m.member_id = any(${arrayOf(memberIds)}::int[]) and m.currency = ${currency} and m.wallet = 'main'
          and m.account_kind = 'member' and m.amount > 0 and m.created_at >= ${from} and m.created_at < ${to}
          and m.effective_type in ('wages', 'hourly_wages', 'realtime_wages', 'share_bonus')
        group by m.member_id`,
  );
  return new Map(rows.map((row) => [Number(row.member_id), bigOf(row.paid)]));
}

export interface TreeNodeRow {
  id: number;
  username: string;
  type: number;
}

/**
 * A level of the operator's tree at `at`: the direct downlines of `parentId`, or the top-level
 * members (no upline), by username.
 */
export async function treeLevel(
  db: Executor,
  merchantId: number,
  filter: { parentId?: number | undefined; agentsOnly: boolean; limit: number; offset: number },
  at: Date,
): Promise<{ rows: TreeNodeRow[]; total: number }> {
  const agents = filter.agentsOnly ? sql`and m.type = any(${AGENT_TYPES}::int[])` : sql``;
  const from =
    filter.parentId !== undefined
      ? sql`from team_links_read l join members_read m on m.id = l.member_id
            where l.ancestor_id = ${filter.parentId} and l.depth = 1 and ${validAt('l', at)} and m.merchant_id = ${merchantId} ${agents}`
      : sql`from members_read m where m.merchant_id = ${merchantId} ${agents}
            and not exists (select 1 from team_links_read l where l.member_id = m.id and l.depth = 1 and ${validAt('l', at)})`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select m.id, m.username, m.type ${from} order by lower(m.username), m.id limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n ${from}`);
  return {
    rows: rows.map((row) => ({ id: Number(row.id), username: String(row.username), type: Number(row.type) })),
    total: Number(count?.n ?? 0),
  };
}

/** A member's chain at `at`: the top-level ancestor first, the member last. */
export async function chainOf(db: Executor, memberId: number, at: Date): Promise<TreeNodeRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select m.id, m.username, m.type from team_links_read l join members_read m on m.id = l.ancestor_id
        where l.member_id = ${memberId} and ${validAt('l', at)} order by l.depth desc`,
  );
  return rows.map((row) => ({ id: Number(row.id), username: String(row.username), type: Number(row.type) }));
}

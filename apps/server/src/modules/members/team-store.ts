import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { arrayOf, dateOf, maybeDateOf, rowsOf } from '../../platform/db/rows.js';

/*
 * The team tree (tables.ts `team_links`, docs/decisions.md "The team tree"): a closure table whose
 * rows are valid over [valid_from, valid_to). Writes here run inside the caller's transaction; a
 * move takes the merchant's tree lock first, so two moves never interleave.
 */

/** Advisory lock namespace of a merchant's tree (pg_advisory_xact_lock(namespace, merchant)). */
const TREE_LOCK = 7301;

function validAt(alias: string, at: Date): SQL {
  const table = sql.raw(alias);
  return sql`${table}.valid_from <= ${at} and (${table}.valid_to is null or ${table}.valid_to > ${at})`;
}

/** A new member's rows: their own, and one under each ancestor of the upline valid now or later. */
export async function linkNewMember(
  tx: Executor,
  merchantId: number,
  memberId: number,
  uplineId: number | null,
  at: Date,
): Promise<void> {
  await tx.execute(sql`insert into team_links (merchant_id, ancestor_id, member_id, depth, valid_from, valid_to)
    values (${merchantId}, ${memberId}, ${memberId}, 0, ${at}, null)`);
  if (uplineId === null) return;
  await tx.execute(sql`insert into team_links (merchant_id, ancestor_id, member_id, depth, valid_from, valid_to)
    select merchant_id, ancestor_id, ${memberId}, depth + 1, greatest(valid_from, ${at}), valid_to
    from team_links where member_id = ${uplineId} and (valid_to is null or valid_to > ${at})`);
}

/** The member's upline in the tree at `at` (null: top level). */
export async function uplineAt(db: Executor, memberId: number, at: Date): Promise<number | null> {
  const [row] = await rowsOf<{ ancestor_id: number }>(
    db,
    sql`select l.ancestor_id from team_links l where l.member_id = ${memberId} and l.depth = 1 and ${validAt('l', at)}`,
  );
  return row ? Number(row.ancestor_id) : null;
}

/** How far below `agentId` the member is at `at` (0: the agent), or null when not in the team. */
export async function depthBelow(
  db: Executor,
  agentId: number,
  memberId: number,
  at: Date,
): Promise<number | null> {
  const [row] = await rowsOf<{ depth: number }>(
    db,
    sql`select l.depth from team_links l where l.ancestor_id = ${agentId} and l.member_id = ${memberId} and ${validAt('l', at)}`,
  );
  return row ? Number(row.depth) : null;
}

/**
 * Moves `memberId` and everyone under them under `uplineId` (null: to the top) from the instant
 * `at`: the rows that tie the moved team to its ancestors above the member end at `at`, new ones
 * begin there, and rows that end and begin at `at` with the same pair and depth are joined again
 * (a move back before it took effect leaves the tree as it was). Refuses a move under the member's
 * own team with `cycle`.
 */
export async function moveTeam(
  tx: Executor,
  merchantId: number,
  memberId: number,
  uplineId: number | null,
  at: Date,
): Promise<'moved' | 'cycle'> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK}, ${merchantId})`);
  if (uplineId !== null && (await depthBelow(tx, memberId, uplineId, at)) !== null) return 'cycle';
  // The moved team at `at`: s.member_id with s.depth below the member. A row of one of them whose
  // depth is larger ties them to an ancestor above the member: those are the ones that change.
  const team = sql`select s.member_id, s.depth from team_links s where s.ancestor_id = ${memberId} and ${validAt('s', at)}`;
  await tx.execute(sql`delete from team_links l using (${team}) t
    where l.member_id = t.member_id and l.depth > t.depth and l.valid_from = ${at}`);
  await tx.execute(sql`update team_links l set valid_to = ${at} from (${team}) t
    where l.member_id = t.member_id and l.depth > t.depth and ${validAt('l', at)}`);
  if (uplineId !== null)
    await tx.execute(sql`insert into team_links (merchant_id, ancestor_id, member_id, depth, valid_from, valid_to)
      select ${merchantId}, p.ancestor_id, t.member_id, p.depth + 1 + t.depth, ${at}, null
      from team_links p, (${team}) t
      where p.member_id = ${uplineId} and ${validAt('p', at)}`);
  await tx.execute(sql`with pairs as (
      select r1.id as keep_id, r2.id as drop_id, r2.valid_to as new_to
      from (${team}) t
      join team_links r1 on r1.member_id = t.member_id and r1.valid_to = ${at}
      join team_links r2 on r2.member_id = r1.member_id and r2.ancestor_id = r1.ancestor_id
        and r2.depth = r1.depth and r2.valid_from = ${at}
    ), joined as (
      update team_links set valid_to = pairs.new_to from pairs where team_links.id = pairs.keep_id
    )
    delete from team_links where id in (select drop_id from pairs)`);
  return 'moved';
}

export interface TeamMoveRow {
  id: number;
  merchantId: number;
  memberId: number;
  fromUplineId: number | null;
  toUplineId: number | null;
  effectiveAt: Date;
  state: 'pending' | 'applied' | 'cancelled';
  requestedBy: string;
  reason: string;
  createdAt: Date;
  appliedAt: Date | null;
}

function moveRow(row: Record<string, unknown>): TeamMoveRow {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    memberId: Number(row.member_id),
    fromUplineId: row.from_upline_id === null ? null : Number(row.from_upline_id),
    toUplineId: row.to_upline_id === null ? null : Number(row.to_upline_id),
    effectiveAt: dateOf(row.effective_at),
    state: row.state as TeamMoveRow['state'],
    requestedBy: String(row.requested_by),
    reason: String(row.reason),
    createdAt: dateOf(row.created_at),
    appliedAt: maybeDateOf(row.applied_at),
  };
}

const MOVE_COLUMNS = sql.raw(
  'id, merchant_id, member_id, from_upline_id, to_upline_id, effective_at, state, requested_by, reason, created_at, applied_at',
);

export async function insertMove(
  tx: Executor,
  move: Omit<TeamMoveRow, 'id' | 'state' | 'appliedAt'>,
): Promise<TeamMoveRow> {
  // An earlier move of the same member waiting for the same instant is replaced by this one.
  await tx.execute(sql`update team_moves set state = 'cancelled'
    where member_id = ${move.memberId} and state = 'pending' and effective_at = ${move.effectiveAt}`);
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`insert into team_moves (merchant_id, member_id, from_upline_id, to_upline_id, effective_at, state,
        requested_by, reason, created_at)
      values (${move.merchantId}, ${move.memberId}, ${move.fromUplineId}, ${move.toUplineId}, ${move.effectiveAt},
        'pending', ${move.requestedBy}, ${move.reason}, ${move.createdAt})
      returning ${MOVE_COLUMNS}`,
  );
  return moveRow(row!);
}

export async function findMove(db: Executor, merchantId: number, moveId: number, lock = false) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${MOVE_COLUMNS} from team_moves where id = ${moveId} and merchant_id = ${merchantId}
        ${lock ? sql`for update` : sql``}`,
  );
  return row ? moveRow(row) : null;
}

export async function setMoveState(tx: Executor, moveId: number, state: 'cancelled'): Promise<TeamMoveRow> {
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`update team_moves set state = ${state} where id = ${moveId} returning ${MOVE_COLUMNS}`,
  );
  return moveRow(row!);
}

/** Moves whose instant has come: `members.upline_id` follows the tree, and the move is applied. */
export async function applyDueMoves(tx: Executor, now: Date): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`with due as (
        select id, member_id, to_upline_id from team_moves
        where state = 'pending' and effective_at <= ${now} order by id for update skip locked
      ), moved as (
        update members set upline_id = due.to_upline_id from due where members.id = due.member_id
      )
      update team_moves set state = 'applied', applied_at = ${now} from due where team_moves.id = due.id
      returning team_moves.id`,
  );
  return rows.length;
}

export async function listMoves(
  db: Executor,
  merchantId: number,
  filter: { state?: string; limit: number; offset: number },
): Promise<{ rows: TeamMoveRow[]; total: number }> {
  const where = sql`merchant_id = ${merchantId} ${filter.state ? sql`and state = ${filter.state}` : sql``}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${MOVE_COLUMNS} from team_moves where ${where} order by id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from team_moves where ${where}`);
  return { rows: rows.map(moveRow), total: Number(count?.n ?? 0) };
}

/** Pending moves of these members (the operator's tree shows them on the nodes). */
export async function pendingMovesOf(db: Executor, memberIds: number[]): Promise<TeamMoveRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${MOVE_COLUMNS} from team_moves where state = 'pending'
        and member_id = any(${arrayOf(memberIds)}::int[]) order by id`,
  );
  return rows.map(moveRow);
}

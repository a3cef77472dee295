import { and, asc, count, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ActivityKind, ActivityState, ApplicationState, BonusState } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { bigOf, dateOf, rowsOf, textArrayOf } from '../../platform/db/rows.js';
import {
  promoActivities,
  promoApplicationImages,
  promoApplications,
  promoBonuses,
  promoParticipants,
} from './tables.js';

/*
 * Promotions SQL. Its own tables, and the read views other modules publish (docs/architecture.md,
 * "Read views"): `members_read`, `member_money_read`, `settled_rounds_read`, `team_links_read`,
 * `payout_accounts_read`.
 */

export type ActivityRow = typeof promoActivities.$inferSelect;
export type BonusRow = typeof promoBonuses.$inferSelect;
export type ApplicationRow = typeof promoApplications.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Activities

export async function insertActivity(db: Executor, row: typeof promoActivities.$inferInsert) {
  const [inserted] = await db.insert(promoActivities).values(row).returning();
  return inserted!;
}

export async function updateActivity(
  db: Executor,
  merchantId: number,
  id: number,
  patch: Partial<typeof promoActivities.$inferInsert>,
) {
  const [row] = await db
    .update(promoActivities)
    .set(patch)
    .where(and(eq(promoActivities.id, id), eq(promoActivities.merchantId, merchantId)))
    .returning();
  return row ?? null;
}

export async function findActivity(db: Executor, merchantId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(promoActivities)
    .where(and(eq(promoActivities.id, id), eq(promoActivities.merchantId, merchantId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Every activity members may see (not drafts), in display order. */
export async function shownActivities(db: Executor, merchantId: number) {
  return db
    .select()
    .from(promoActivities)
    .where(and(eq(promoActivities.merchantId, merchantId), ne(promoActivities.state, 'draft')))
    .orderBy(asc(promoActivities.sort), desc(promoActivities.startsAt), asc(promoActivities.id));
}

export interface ActivityCounts {
  bonuses: number;
  pending: number;
  members: number;
  issuedMinor: bigint;
}

/** Per activity: bonuses given (not rejected), members given one, what waits for review, issued money. */
export async function activityCounts(db: Executor, activityIds: readonly number[]) {
  const counts = new Map<number, ActivityCounts>();
  if (activityIds.length === 0) return counts;
  const rows = await rowsOf<{
    activity_id: number;
    bonuses: unknown;
    members: unknown;
    review: unknown;
    issued: unknown;
    applying: unknown;
  }>(
    db,
    sql`select a.id as activity_id,
          (select count(*) from promo_bonuses b where b.activity_id = a.id and b.state not in ('review', 'rejected')) as bonuses,
          (select count(distinct b.member_id) from promo_bonuses b where b.activity_id = a.id and b.state not in ('review', 'rejected')) as members,
          (select count(*) from promo_bonuses b where b.activity_id = a.id and b.state = 'review') as review,
          (select coalesce(sum(b.amount_minor), 0) from promo_bonuses b where b.activity_id = a.id and b.state = 'issued') as issued,
          (select count(*) from promo_applications p where p.activity_id = a.id and p.state = 'applying') as applying
        from promo_activities a where a.id = any(${`{${activityIds.join(',')}}`}::int[])`,
  );
  for (const row of rows)
    counts.set(Number(row.activity_id), {
      bonuses: Number(row.bonuses),
      members: Number(row.members),
      pending: Number(row.review) + Number(row.applying),
      issuedMinor: bigOf(row.issued),
    });
  return counts;
}

export async function listActivities(
  db: Executor,
  merchantId: number,
  filter: { state?: ActivityState; kind?: ActivityKind; limit: number; offset: number },
) {
  const where = and(
    eq(promoActivities.merchantId, merchantId),
    filter.state ? eq(promoActivities.state, filter.state) : undefined,
    filter.kind ? eq(promoActivities.kind, filter.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoActivities)
      .where(where)
      .orderBy(desc(promoActivities.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(promoActivities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function allActivities(db: Executor, merchantId: number) {
  return db
    .select()
    .from(promoActivities)
    .where(eq(promoActivities.merchantId, merchantId))
    .orderBy(asc(promoActivities.sort), asc(promoActivities.id));
}

/**
 * Reserves `amount` of an activity's budget: one conditional update, so concurrent claims never
 * take the spend above the budget (the table's CHECK holds the same bound). False when it does not fit.
 */
export async function reserveBudget(db: Executor, activityId: number, amount: bigint): Promise<boolean> {
  const rows = await db
    .update(promoActivities)
    .set({ spentMinor: sql`${promoActivities.spentMinor} + ${amount}` })
    .where(
      and(
        eq(promoActivities.id, activityId),
        sql`(${promoActivities.budgetMinor} is null or ${promoActivities.spentMinor} + ${amount} <= ${promoActivities.budgetMinor})`,
      ),
    )
    .returning({ id: promoActivities.id });
  return rows.length === 1;
}

/** Gives back what a rejected claim or reward had reserved. */
export async function releaseBudget(db: Executor, activityId: number, amount: bigint) {
  await db
    .update(promoActivities)
    .set({ spentMinor: sql`greatest(${promoActivities.spentMinor} - ${amount}, 0)` })
    .where(eq(promoActivities.id, activityId));
}

// ---------------------------------------------------------------------------------------------
// Participants

export async function join(db: Executor, row: typeof promoParticipants.$inferInsert) {
  await db.insert(promoParticipants).values(row).onConflictDoNothing();
}

export async function joinedAt(db: Executor, activityId: number, memberId: number) {
  const [row] = await db
    .select({ joinedAt: promoParticipants.joinedAt })
    .from(promoParticipants)
    .where(and(eq(promoParticipants.activityId, activityId), eq(promoParticipants.memberId, memberId)));
  return row?.joinedAt ?? null;
}

export async function joinedActivities(db: Executor, memberId: number) {
  const rows = await db
    .select({ activityId: promoParticipants.activityId, joinedAt: promoParticipants.joinedAt })
    .from(promoParticipants)
    .where(eq(promoParticipants.memberId, memberId));
  return new Map(rows.map((row) => [row.activityId, row.joinedAt]));
}

// ---------------------------------------------------------------------------------------------
// Bonuses

/** Inserts a bonus unless its (activity, member, occurrence) exists: null then. */
export async function insertBonus(db: Executor, row: typeof promoBonuses.$inferInsert) {
  const [inserted] = await db.insert(promoBonuses).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function bonusByOccurrence(
  db: Executor,
  activityId: number,
  memberId: number,
  occurrence: string,
) {
  const [row] = await db
    .select()
    .from(promoBonuses)
    .where(
      and(
        eq(promoBonuses.activityId, activityId),
        eq(promoBonuses.memberId, memberId),
        eq(promoBonuses.occurrence, occurrence),
      ),
    );
  return row ?? null;
}

export async function findBonus(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(promoBonuses)
    .where(and(eq(promoBonuses.id, id), eq(promoBonuses.merchantId, merchantId)));
  return row ?? null;
}

export async function bonusesOfMember(db: Executor, memberId: number, states?: readonly BonusState[]) {
  return db
    .select()
    .from(promoBonuses)
    .where(
      and(eq(promoBonuses.memberId, memberId), states ? inArray(promoBonuses.state, [...states]) : undefined),
    )
    .orderBy(desc(promoBonuses.id));
}

/** Moves a bonus from one of `from` to a new state; null when it was not in one of them (someone else moved it). */
export async function moveBonus(
  db: Executor,
  id: number,
  from: readonly BonusState[],
  patch: Partial<typeof promoBonuses.$inferInsert>,
) {
  const [row] = await db
    .update(promoBonuses)
    .set(patch)
    .where(and(eq(promoBonuses.id, id), inArray(promoBonuses.state, [...from])))
    .returning();
  return row ?? null;
}

export async function markPaid(
  db: Executor,
  id: number,
  patch: { transactionId: number; paidAt: Date; expiresAt: Date | null; updatedAt: Date },
) {
  const [row] = await db
    .update(promoBonuses)
    .set(patch)
    .where(and(eq(promoBonuses.id, id), isNull(promoBonuses.transactionId)))
    .returning();
  return row ?? null;
}

export async function markReclaimed(db: Executor, id: number, reclaimedMinor: bigint, at: Date) {
  await db
    .update(promoBonuses)
    .set({ reclaimedMinor, updatedAt: at })
    .where(and(eq(promoBonuses.id, id), isNull(promoBonuses.reclaimedMinor)));
}

/** Paid states whose posting has not been recorded (a crash between the commit and the posting). */
export async function unpostedBonuses(db: Executor, before: Date, limit = 200) {
  return db
    .select()
    .from(promoBonuses)
    .where(
      and(
        inArray(promoBonuses.state, ['active', 'completed', 'forfeited', 'expired']),
        isNull(promoBonuses.transactionId),
        lte(promoBonuses.updatedAt, before),
      ),
    )
    .orderBy(asc(promoBonuses.id))
    .limit(limit);
}

/** Active bonuses whose time ran out. */
export async function expiredActive(db: Executor, now: Date, limit = 200) {
  return db
    .select()
    .from(promoBonuses)
    .where(and(eq(promoBonuses.state, 'active'), lte(promoBonuses.expiresAt, now)))
    .orderBy(asc(promoBonuses.id))
    .limit(limit);
}

/** Ended bonuses whose take-back has not been recorded. */
export async function unreclaimed(db: Executor, before: Date, limit = 200) {
  return db
    .select()
    .from(promoBonuses)
    .where(
      and(
        inArray(promoBonuses.state, ['forfeited', 'expired']),
        isNull(promoBonuses.reclaimedMinor),
        lte(promoBonuses.updatedAt, before),
      ),
    )
    .orderBy(asc(promoBonuses.id))
    .limit(limit);
}

export async function listBonuses(
  db: Executor,
  merchantId: number,
  filter: { state?: BonusState; activityId?: number; memberId?: number; limit: number; offset: number },
) {
  const where: (SQL | undefined)[] = [
    eq(promoBonuses.merchantId, merchantId),
    filter.state ? eq(promoBonuses.state, filter.state) : undefined,
    filter.activityId ? eq(promoBonuses.activityId, filter.activityId) : undefined,
    filter.memberId ? eq(promoBonuses.memberId, filter.memberId) : undefined,
  ];
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoBonuses)
      .where(condition)
      .orderBy(sql`(${promoBonuses.state} = 'review') desc`, desc(promoBonuses.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(promoBonuses).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Applications

export async function insertApplication(
  db: Executor,
  row: typeof promoApplications.$inferInsert,
  images: readonly { contentType: string; bytes: Buffer }[],
) {
  const [inserted] = await db.insert(promoApplications).values(row).onConflictDoNothing().returning();
  if (!inserted) return null;
  if (images.length > 0)
    await db.insert(promoApplicationImages).values(
      images.map((image, position) => ({
        applicationId: inserted.id,
        position,
        contentType: image.contentType,
        bytes: image.bytes,
      })),
    );
  return inserted;
}

export async function findApplication(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(promoApplications)
    .where(and(eq(promoApplications.id, id), eq(promoApplications.merchantId, merchantId)));
  return row ?? null;
}

export async function applicationImage(db: Executor, applicationId: number, position: number) {
  const [row] = await db
    .select()
    .from(promoApplicationImages)
    .where(
      and(
        eq(promoApplicationImages.applicationId, applicationId),
        eq(promoApplicationImages.position, position),
      ),
    );
  return row ?? null;
}

/** The member's latest application per activity. */
export async function latestApplications(db: Executor, memberId: number) {
  const rows = await db
    .selectDistinctOn([promoApplications.activityId])
    .from(promoApplications)
    .where(eq(promoApplications.memberId, memberId))
    .orderBy(promoApplications.activityId, desc(promoApplications.id));
  return new Map(rows.map((row) => [row.activityId, row]));
}

export async function approvedApplicationIn(
  db: Executor,
  activityId: number,
  memberId: number,
  occurrence: string,
) {
  const [row] = await db
    .select({ id: promoApplications.id })
    .from(promoApplications)
    .where(
      and(
        eq(promoApplications.activityId, activityId),
        eq(promoApplications.memberId, memberId),
        eq(promoApplications.occurrence, occurrence),
        eq(promoApplications.state, 'approved'),
      ),
    );
  return row !== undefined;
}

export async function moveApplication(
  db: Executor,
  id: number,
  patch: Partial<typeof promoApplications.$inferInsert>,
) {
  const [row] = await db
    .update(promoApplications)
    .set(patch)
    .where(and(eq(promoApplications.id, id), eq(promoApplications.state, 'applying')))
    .returning();
  return row ?? null;
}

export async function listApplications(
  db: Executor,
  merchantId: number,
  filter: { state?: ApplicationState; activityId?: number; limit: number; offset: number },
) {
  const condition = and(
    eq(promoApplications.merchantId, merchantId),
    filter.state ? eq(promoApplications.state, filter.state) : undefined,
    filter.activityId ? eq(promoApplications.activityId, filter.activityId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promoApplications)
      .where(condition)
      .orderBy(sql`(${promoApplications.state} = 'applying') desc`, desc(promoApplications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(promoApplications).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Other modules' data, through their read views

export { memberIdByUsername, usernamesOf } from '../../kernel/members-read.js';

/** Whether the member is in the team of any of these agents (by username) now. */
export async function inTeamOf(
  db: Executor,
  merchantId: number,
  memberId: number,
  agents: readonly string[],
  at: Date,
) {
  if (agents.length === 0) return false;
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from team_links_read l join members_read a on a.id = l.ancestor_id
        where l.member_id = ${memberId} and a.merchant_id = ${merchantId}
          and lower(a.username) = any(${textArrayOf(agents.map((name) => name.toLowerCase()))}::text[])
          and l.valid_from <= ${at} and (l.valid_to is null or l.valid_to > ${at})
        limit 1`,
  );
  return rows.length > 0;
}

export interface Deposit {
  transactionId: number;
  amount: bigint;
  at: Date;
}

const depositRows = (rows: { transaction_id: unknown; amount: unknown; created_at: unknown }[]): Deposit[] =>
  rows.map((row) => ({
    transactionId: Number(row.transaction_id),
    amount: bigOf(row.amount),
    at: dateOf(row.created_at),
  }));

const DEPOSIT_CREDIT = sql`type = 'deposit' and account_kind = 'member' and wallet = 'main' and amount > 0`;

/** The member's first deposit ever (credited to the main wallet). */
export async function firstDeposit(db: Executor, merchantId: number, memberId: number, currency: string) {
  const rows = await rowsOf<{ transaction_id: unknown; amount: unknown; created_at: unknown }>(
    db,
    sql`select transaction_id, amount, created_at from member_money_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency} and ${DEPOSIT_CREDIT}
        order by created_at, transaction_id limit 1`,
  );
  return depositRows(rows)[0] ?? null;
}

/** The member's deposits in [from, to), oldest first. */
export async function depositsIn(
  db: Executor,
  merchantId: number,
  memberId: number,
  currency: string,
  range: { from: Date; to: Date },
) {
  const rows = await rowsOf<{ transaction_id: unknown; amount: unknown; created_at: unknown }>(
    db,
    sql`select transaction_id, amount, created_at from member_money_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency} and ${DEPOSIT_CREDIT}
          and created_at >= ${range.from} and created_at < ${range.to}
        order by created_at, transaction_id limit 500`,
  );
  return depositRows(rows);
}

/** Valid bets, stakes and wins of the member's settled rounds opened in [from, to). */
export async function playIn(
  db: Executor,
  merchantId: number,
  memberId: number,
  currency: string,
  range: { from: Date; to: Date },
) {
  const [row] = await rowsOf<{ valid: unknown; bet: unknown; win: unknown }>(
    db,
    sql`select coalesce(sum(valid_bet_minor), 0) as valid, coalesce(sum(bet_minor), 0) as bet,
               coalesce(sum(win_minor), 0) as win
        from settled_rounds_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency}
          and opened_at >= ${range.from} and opened_at < ${range.to}`,
  );
  return {
    validBetMinor: bigOf(row?.valid ?? 0),
    betMinor: bigOf(row?.bet ?? 0),
    winMinor: bigOf(row?.win ?? 0),
  };
}

/**
 * Valid bets per category of the member's settled rounds opened at or after `from` (and before
 * `to`), leaving out rounds staked above `maxBet`: what a bonus's turnover counts.
 */
export async function validBetsByCategory(
  db: Executor,
  merchantId: number,
  memberId: number,
  currency: string,
  range: { from: Date; to: Date | null },
  maxBet: bigint | null,
) {
  const rows = await rowsOf<{ category: string; valid: unknown }>(
    db,
    sql`select category, coalesce(sum(valid_bet_minor), 0) as valid
        from settled_rounds_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency}
          and opened_at >= ${range.from}
          ${range.to ? sql`and opened_at < ${range.to}` : sql``}
          ${maxBet !== null ? sql`and bet_minor <= ${maxBet}` : sql``}
        group by category`,
  );
  return rows.map((row) => ({ category: row.category, validBetMinor: bigOf(row.valid) }));
}

/**
 * Other members who took the same activity (a bonus not rejected) from the same address or device,
 * or who share one of the claimant's live payout accounts.
 */
export async function lookalikes(
  db: Executor,
  input: {
    merchantId: number;
    activityId: number;
    memberId: number;
    ip: string | null;
    device: string | null;
  },
) {
  const { merchantId, activityId, memberId, ip, device } = input;
  const others = sql`select member_id from promo_bonuses
    where activity_id = ${activityId} and member_id <> ${memberId} and state <> 'rejected'`;
  const [sameIp, sameDevice, samePayout] = await Promise.all([
    ip
      ? rowsOf<{ member_id: number }>(db, sql`${others} and ip = ${ip} group by member_id limit 20`)
      : Promise.resolve([]),
    device
      ? rowsOf<{ member_id: number }>(db, sql`${others} and device = ${device} group by member_id limit 20`)
      : Promise.resolve([]),
    rowsOf<{ member_id: number }>(
      db,
      sql`select distinct b.member_id from payout_accounts_read a
          join payout_accounts_read b
            on b.merchant_id = a.merchant_id and b.bank_code = a.bank_code and b.account_number = a.account_number
           and b.member_id <> a.member_id
          where a.merchant_id = ${merchantId} and a.member_id = ${memberId}
            and b.member_id in (${others})
          limit 20`,
    ),
  ]);
  const ids = (rows: { member_id: number }[]) => rows.map((row) => Number(row.member_id));
  return { sameIp: ids(sameIp), sameDevice: ids(sameDevice), samePayoutAccount: ids(samePayout) };
}

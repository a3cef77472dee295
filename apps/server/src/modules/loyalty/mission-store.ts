import { and, asc, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { bigOf, dateOf, rowsOf } from '../../platform/db/rows.js';
import { loyaltyMissionClaims, loyaltyMissions, loyaltyReferralRewards } from './tables.js';

/* Missions' and referral rewards' SQL (and the read views they need). */

export type MissionRow = typeof loyaltyMissions.$inferSelect;
export type MissionClaimRow = typeof loyaltyMissionClaims.$inferSelect;
export type ReferralRewardRow = typeof loyaltyReferralRewards.$inferSelect;

export async function missions(db: Executor, merchantId: number, activeOnly: boolean) {
  return db
    .select()
    .from(loyaltyMissions)
    .where(
      and(
        eq(loyaltyMissions.merchantId, merchantId),
        activeOnly ? eq(loyaltyMissions.active, true) : undefined,
      ),
    )
    .orderBy(asc(loyaltyMissions.sort), asc(loyaltyMissions.id));
}

export async function mission(db: Executor, merchantId: number, id: number) {
  const [row] = await db
    .select()
    .from(loyaltyMissions)
    .where(and(eq(loyaltyMissions.id, id), eq(loyaltyMissions.merchantId, merchantId)));
  return row ?? null;
}

export async function insertMission(db: Executor, row: typeof loyaltyMissions.$inferInsert) {
  const [inserted] = await db.insert(loyaltyMissions).values(row).returning();
  return inserted!;
}

export async function updateMission(
  db: Executor,
  merchantId: number,
  id: number,
  patch: Partial<typeof loyaltyMissions.$inferInsert>,
) {
  const [row] = await db
    .update(loyaltyMissions)
    .set(patch)
    .where(and(eq(loyaltyMissions.id, id), eq(loyaltyMissions.merchantId, merchantId)))
    .returning();
  return row ?? null;
}

export async function claimsPerMission(db: Executor, merchantId: number) {
  const rows = await db
    .select({ missionId: loyaltyMissionClaims.missionId, n: count() })
    .from(loyaltyMissionClaims)
    .where(eq(loyaltyMissionClaims.merchantId, merchantId))
    .groupBy(loyaltyMissionClaims.missionId);
  return new Map(rows.map((row) => [row.missionId, Number(row.n)]));
}

export async function memberClaims(db: Executor, memberId: number, periodKeys: readonly string[]) {
  if (periodKeys.length === 0) return [];
  return db
    .select()
    .from(loyaltyMissionClaims)
    .where(
      and(
        eq(loyaltyMissionClaims.memberId, memberId),
        sql`${loyaltyMissionClaims.periodKey} = any(${`{${periodKeys.join(',')}}`}::text[])`,
      ),
    );
}

export async function insertClaim(db: Executor, row: typeof loyaltyMissionClaims.$inferInsert) {
  const [inserted] = await db.insert(loyaltyMissionClaims).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function claimOf(db: Executor, missionId: number, memberId: number, periodKey: string) {
  const [row] = await db
    .select()
    .from(loyaltyMissionClaims)
    .where(
      and(
        eq(loyaltyMissionClaims.missionId, missionId),
        eq(loyaltyMissionClaims.memberId, memberId),
        eq(loyaltyMissionClaims.periodKey, periodKey),
      ),
    );
  return row ?? null;
}

export async function markClaimPaid(db: Executor, id: number, at: Date) {
  await db.update(loyaltyMissionClaims).set({ paidAt: at }).where(eq(loyaltyMissionClaims.id, id));
}

export async function unpaidClaims(db: Executor, before: Date, limit = 200) {
  return db
    .select()
    .from(loyaltyMissionClaims)
    .where(and(isNull(loyaltyMissionClaims.paidAt), lte(loyaltyMissionClaims.createdAt, before)))
    .limit(limit);
}

/** The week's board: members by missions claimed in periods of the week (daily ones of its days and the week itself). */
export async function board(db: Executor, merchantId: number, periodKeys: readonly string[], limit = 20) {
  const rows = await rowsOf<{ member_id: number; username: string; completed: unknown }>(
    db,
    sql`select c.member_id, m.username, count(*) as completed
        from loyalty_mission_claims c join members_read m on m.id = c.member_id
        where c.merchant_id = ${merchantId} and c.period_key = any(${`{${periodKeys.join(',')}}`}::text[])
        group by c.member_id, m.username
        order by count(*) desc, min(c.created_at) asc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    username: row.username,
    completed: Number(row.completed),
  }));
}

export async function completedBy(db: Executor, memberId: number, periodKeys: readonly string[]) {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from loyalty_mission_claims
        where member_id = ${memberId} and period_key = any(${`{${periodKeys.join(',')}}`}::text[])`,
  );
  return Number(row?.n ?? 0);
}

/** How many members completed more missions in the week than `completed` (the member's rank is that + 1). */
export async function aheadOf(
  db: Executor,
  merchantId: number,
  periodKeys: readonly string[],
  completed: number,
) {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from (
          select member_id from loyalty_mission_claims
          where merchant_id = ${merchantId} and period_key = any(${`{${periodKeys.join(',')}}`}::text[])
          group by member_id having count(*) > ${completed}) ahead`,
  );
  return Number(row?.n ?? 0);
}

/** Settled rounds of the member opened in [from, to). */
export async function roundsIn(db: Executor, merchantId: number, memberId: number, from: Date, to: Date) {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from settled_rounds_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and opened_at >= ${from} and opened_at < ${to}`,
  );
  return BigInt(Number(row?.n ?? 0));
}

export async function validBetIn(
  db: Executor,
  merchantId: number,
  memberId: number,
  currency: string,
  from: Date,
  to: Date,
) {
  const [row] = await rowsOf<{ total: unknown }>(
    db,
    sql`select coalesce(sum(valid_bet_minor), 0) as total from settled_rounds_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency}
          and opened_at >= ${from} and opened_at < ${to}`,
  );
  return bigOf(row?.total ?? 0);
}

export async function depositsBetween(
  db: Executor,
  merchantId: number,
  memberId: number,
  currency: string,
  from: Date,
  to: Date,
) {
  const [row] = await rowsOf<{ total: unknown }>(
    db,
    sql`select coalesce(sum(amount), 0) as total from member_money_read
        where merchant_id = ${merchantId} and member_id = ${memberId} and currency = ${currency}
          and type = 'deposit' and account_kind = 'member' and wallet = 'main' and amount > 0
          and created_at >= ${from} and created_at < ${to}`,
  );
  return bigOf(row?.total ?? 0);
}

// Referral

/** Members who registered with this referral code. */
export async function friendsOf(db: Executor, merchantId: number, code: string) {
  const rows = await rowsOf<{ member_id: number; username: string; created_at: unknown }>(
    db,
    sql`select member_id, username, created_at from member_referrals_read
        where merchant_id = ${merchantId} and referral_code = ${code.toUpperCase()}
        order by created_at desc limit 500`,
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    username: row.username,
    createdAt: dateOf(row.created_at),
  }));
}

/** Friends' total valid bets and first deposits (deposits of at least `minDeposit` count). */
export async function friendFigures(
  db: Executor,
  merchantId: number,
  currency: string,
  memberIds: readonly number[],
) {
  const figures = new Map<number, { turnover: bigint; firstDeposit: bigint | null }>();
  if (memberIds.length === 0) return figures;
  const ids = `{${memberIds.join(',')}}`;
  const [bets, deposits] = await Promise.all([
    rowsOf<{ member_id: number; total: unknown }>(
      db,
      sql`select member_id, coalesce(sum(valid_bet_minor), 0) as total from settled_rounds_read
          where merchant_id = ${merchantId} and currency = ${currency} and member_id = any(${ids}::int[])
          group by member_id`,
    ),
    rowsOf<{ member_id: number; amount: unknown }>(
      db,
      sql`select distinct on (member_id) member_id, amount from member_money_read
          where merchant_id = ${merchantId} and currency = ${currency} and member_id = any(${ids}::int[])
            and type = 'deposit' and account_kind = 'member' and wallet = 'main' and amount > 0
          order by member_id, created_at, transaction_id`,
    ),
  ]);
  for (const id of memberIds) figures.set(id, { turnover: 0n, firstDeposit: null });
  for (const row of bets) figures.get(Number(row.member_id))!.turnover = bigOf(row.total);
  for (const row of deposits) figures.get(Number(row.member_id))!.firstDeposit = bigOf(row.amount);
  return figures;
}

export async function insertReferralReward(db: Executor, row: typeof loyaltyReferralRewards.$inferInsert) {
  const [inserted] = await db.insert(loyaltyReferralRewards).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function referralRewardsOf(db: Executor, referrerId: number) {
  return db
    .select()
    .from(loyaltyReferralRewards)
    .where(eq(loyaltyReferralRewards.referrerId, referrerId))
    .orderBy(desc(loyaltyReferralRewards.createdAt));
}

export async function markReferralPaid(
  db: Executor,
  friendId: number,
  kind: ReferralRewardRow['kind'],
  transactionId: number,
) {
  await db
    .update(loyaltyReferralRewards)
    .set({ transactionId })
    .where(and(eq(loyaltyReferralRewards.friendId, friendId), eq(loyaltyReferralRewards.kind, kind)));
}

export async function unpaidReferralRewards(db: Executor, before: Date, limit = 200) {
  return db
    .select()
    .from(loyaltyReferralRewards)
    .where(and(isNull(loyaltyReferralRewards.transactionId), lte(loyaltyReferralRewards.createdAt, before)))
    .limit(limit);
}

/** Referrers (their codes) with friends who registered since `since`: the daily job's candidates. */
export async function recentReferralCodes(db: Executor, merchantId: number, since: Date) {
  const rows = await rowsOf<{ referral_code: string }>(
    db,
    sql`select distinct referral_code from member_referrals_read where merchant_id = ${merchantId} and created_at >= ${since}`,
  );
  return rows.map((row) => row.referral_code);
}

import { sql } from 'drizzle-orm';
import { TRIAL_MEMBER_TYPE } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';

/** A local day of a merchant: its name and the instants it covers, [from, to). */
export interface ActivityDay {
  day: string;
  from: Date;
  to: Date;
}

/** Per day: members registered (trial accounts aside) and the ids of those who logged in. */
export type ActivityByDay = Map<string, { registered: number; loggedIn: number[] }>;

function idsOf(value: unknown): number[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.filter((id) => id !== null).map(Number);
  const text = String(value).replace(/[{}]/g, '');
  return text ? text.split(',').map(Number) : [];
}

/**
 * Registrations and successful logins per local day of a merchant (the dashboard's new and active
 * members), trial accounts aside: one statement over the days' windows, by the indexes
 * `members_merchant_created_idx` and `login_history_merchant_time_idx`.
 */
export async function activityByDay(
  db: Executor,
  merchantId: number,
  days: readonly ActivityDay[],
): Promise<ActivityByDay> {
  const answer = new Map<string, { registered: number; loggedIn: number[] }>();
  if (days.length === 0) return answer;
  const windows = sql.join(
    days.map(
      (day) =>
        sql`(${day.day}::text, ${day.from.toISOString()}::timestamptz, ${day.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
        with days (day, day_from, day_to) as (values ${windows})
        select d.day,
          (select count(*) from members m
            where m.merchant_id = ${merchantId} and m.type <> ${TRIAL_MEMBER_TYPE}
              and m.created_at >= d.day_from and m.created_at < d.day_to) as registered,
          (select array_agg(distinct h.member_id) from login_history h
              join members m on m.id = h.member_id and m.type <> ${TRIAL_MEMBER_TYPE}
            where h.merchant_id = ${merchantId} and h.outcome = 'success'
              and h.at >= d.day_from and h.at < d.day_to) as logged_in
        from days d`)) as unknown as { rows: Record<string, unknown>[] };
  for (const row of result.rows)
    answer.set(String(row.day), {
      registered: Number(row.registered),
      loggedIn: idsOf(row.logged_in),
    });
  return answer;
}

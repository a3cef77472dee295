import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { memberProfiles, members } from './tables.js';
import { rowsOf } from '../../platform/db/rows.js';

/*
 * The operator's queries on members (the back office's Members area): the search with keyset paging
 * and a bounded count, one member with the upline chain, the lock, and the login history. Every list
 * reads in the order of an index of tables.ts, so a page costs the same at any depth and at a
 * million members (`npm run bench:admin` measures it at 1,000,000 members).
 */

/** A time as toISOString() writes it (milliseconds), whatever the driver's date parsing. */
const isoMs = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A time with the database's whole precision (microseconds): the sort key of a cursor. */
const isoUs = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What `q` becomes: each part null when `q` cannot be one (an id must be digits, …). */
export interface SearchTerms {
  /** A LIKE pattern on lower(username), already escaped. */
  usernameLike: string;
  id: number | null;
  affiliateCode: string | null;
  /** A LIKE pattern on lower(email): a prefix. */
  emailLike: string | null;
  /** A LIKE pattern on the E.164 number: `+digits%`. */
  mobileLike: string | null;
  /** A LIKE pattern on reverse(mobile): the number ends with the digits (national numbers). */
  mobileEndLike: string | null;
}

export interface MemberSearch {
  merchantId: number;
  /** One member (the answer of an action on it). */
  id?: number | undefined;
  /** A LIKE pattern on lower(username), already escaped (the list's legacy `username` filter). */
  usernameLike?: string | undefined;
  terms?: SearchTerms | undefined;
  locked?: boolean | undefined;
  types?: { in: readonly number[] } | { notIn: readonly number[] } | undefined;
  registeredFrom?: Date | undefined;
  registeredTo?: Date | undefined;
}

export type MemberSort = 'id' | 'username' | 'createdAt' | 'lastLoginAt';

export interface MemberWindow {
  sort: MemberSort;
  order: 'asc' | 'desc';
  /** The sort key and id of the previous page's last row. */
  after?: { key: string | number; id: number } | undefined;
  limit: number;
  offset?: number;
}

/** Each sort: its expression (the indexed one), and its key as text or number for the cursor. */
const SORTS: Record<MemberSort, { expression: SQL; key: SQL; cast: (value: string | number) => SQL }> = {
  id: { expression: sql`m.id`, key: sql`m.id`, cast: (value) => sql`${value}::bigint` },
  username: {
    expression: sql`lower(m.username)`,
    key: sql`lower(m.username)`,
    cast: (value) => sql`${value}::text`,
  },
  createdAt: {
    expression: sql`m.created_at`,
    key: isoUs(sql`m.created_at`),
    cast: (value) => sql`${value}::timestamptz`,
  },
  lastLoginAt: {
    // Never logged in sorts as the earliest time (the index holds the same expression).
    expression: sql`coalesce(m.last_login_at, '-infinity'::timestamptz)`,
    key: sql`case when m.last_login_at is null then '-infinity' else ${isoUs(sql`m.last_login_at`)} end`,
    cast: (value) => sql`${value}::timestamptz`,
  },
};

/**
 * The ways `q` matches, each one condition on the member `m` or on their profile `p`, each with an
 * index of its own (tables.ts): the username's start (or, with `match=contains`, anywhere: trigrams),
 * the id, the affiliate code, the e-mail's start, the mobile number's start or end. `ranged`: the
 * condition is a range of its index (everything but `contains`).
 */
function termConditions(terms: SearchTerms): { profile: boolean; ranged: boolean; condition: SQL }[] {
  const parts = [
    {
      profile: false,
      ranged: !terms.usernameLike.startsWith('%'),
      condition: sql`lower(m.username) like ${terms.usernameLike}`,
    },
  ];
  const add = (profile: boolean, condition: SQL) => parts.push({ profile, ranged: true, condition });
  if (terms.id !== null) add(false, sql`m.id = ${terms.id}`);
  if (terms.affiliateCode !== null) add(false, sql`m.affiliate_code = ${terms.affiliateCode}`);
  if (terms.emailLike !== null) add(true, sql`lower(p.email) like ${terms.emailLike}`);
  if (terms.mobileLike !== null) add(true, sql`p.mobile like ${terms.mobileLike}`);
  if (terms.mobileEndLike !== null) add(true, sql`reverse(p.mobile) like ${terms.mobileEndLike}`);
  return parts;
}

/** Member types written as literals (integers of the contracts), so a partial index's predicate matches them. */
const typeList = (types: readonly number[]) =>
  sql.raw(types.map((type) => String(Math.trunc(type))).join(', '));

/** The conditions on the member row, `q` aside; the first is the merchant. */
function memberConditions(search: MemberSearch): SQL[] {
  const conditions = [sql`m.merchant_id = ${search.merchantId}`];
  if (search.id !== undefined) conditions.push(sql`m.id = ${search.id}`);
  if (search.usernameLike) conditions.push(sql`lower(m.username) like ${search.usernameLike}`);
  if (search.locked !== undefined)
    conditions.push(search.locked ? sql`m.locked_at is not null` : sql`m.locked_at is null`);
  // Agent and trial types (a few percent of the members) have a partial index by registration time.
  if (search.types && 'in' in search.types) conditions.push(sql`m.type in (${typeList(search.types.in)})`);
  if (search.types && 'notIn' in search.types)
    conditions.push(sql`m.type not in (${typeList(search.types.notIn)})`);
  if (search.registeredFrom)
    conditions.push(sql`m.created_at >= ${search.registeredFrom.toISOString()}::timestamptz`);
  if (search.registeredTo)
    conditions.push(sql`m.created_at < ${search.registeredTo.toISOString()}::timestamptz`);
  return conditions;
}

/**
 * One way `q` matches as a query of its own: the member's conditions and the term's. A profile term
 * reads the profile alone (its covering index) when nothing else needs the member row.
 */
interface Branch {
  from: SQL;
  where: SQL;
  /** The member id column of `from`. */
  id: SQL;
  ranged: boolean;
}

function branchesOf(search: MemberSearch, terms: SearchTerms, needsMember: boolean): Branch[] {
  const members = memberConditions(search);
  const joined = needsMember || members.length > 1;
  return termConditions(terms).map(({ profile, ranged, condition }) => {
    if (!profile)
      return {
        from: sql`members m`,
        where: sql.join([...members, condition], sql` and `),
        id: sql`m.id`,
        ranged,
      };
    const onProfile = [sql`p.merchant_id = ${search.merchantId}`, condition];
    return joined
      ? {
          from: sql`members m join member_profiles p on p.member_id = m.id`,
          where: sql.join([...members, ...onProfile], sql` and `),
          id: sql`m.id`,
          ranged,
        }
      : {
          from: sql`member_profiles p`,
          where: sql.join(onProfile, sql` and `),
          id: sql`p.member_id`,
          ranged,
        };
  });
}

export interface MemberListRow {
  id: number;
  username: string;
  type: number;
  nickname: string | null;
  uplineId: number | null;
  affiliateCode: string | null;
  mustChangePassword: boolean;
  locked: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  mobile: string | null;
  email: string | null;
  /** The row's sort key, for the next page's cursor. */
  sortKey: string | number;
}

/**
 * One window of the members matching `search`, in the window's order. With `q`, each way of matching
 * gives its own first rows of the window in that order, and the window is taken from their union
 * (the union of every match of every way, sorted, cost what a two-letter prefix matches: tens of
 * thousands of rows). The window is chosen on the members alone and their profiles joined to its
 * rows only (joined first, the planner would rather walk every member in id order than sort an old
 * month's few agents).
 */
export async function searchMembers(
  db: Executor,
  search: MemberSearch,
  window: MemberWindow,
): Promise<MemberListRow[]> {
  const sort = SORTS[window.sort];
  const direction = window.order === 'asc' ? sql.raw('asc') : sql.raw('desc');
  const comparison = sql.raw(window.order === 'asc' ? '>' : '<');
  const offset = window.offset ?? 0;
  // After the previous page's last row: its key, then its id among rows of the same key.
  const after = (id: SQL) =>
    !window.after
      ? sql``
      : window.sort === 'id'
        ? sql`and ${id} ${comparison} ${window.after.id}`
        : sql`and (${sort.expression}, m.id) ${comparison} (${sort.cast(window.after.key)}, ${window.after.id}::bigint)`;
  let where: SQL;
  if (search.terms) {
    const branches = branchesOf(search, search.terms, window.sort !== 'id').map((branch) => {
      const key = window.sort === 'id' ? branch.id : sort.expression;
      // A range of the term's index is read whole (index-only, as many entries as it matches) and
      // its first rows taken: walking the list's order instead, the planner counts on the matches
      // being spread evenly and on its estimate of their number, and a long prefix it overestimates
      // ("johnba": 7,500 instead of a few dozen) walked 800,000 profiles. `offset 0` keeps the two
      // apart. `contains` is left to the planner: frequent texts are found by walking, rare ones by
      // their trigrams.
      return branch.ranged
        ? sql`(select b.id from (select ${branch.id} as id, ${key} as key from ${branch.from}
              where ${branch.where} ${after(branch.id)} offset 0) b
            order by b.key ${direction}, b.id ${direction} limit ${window.limit + offset})`
        : sql`(select ${branch.id} as id from ${branch.from} where ${branch.where} ${after(branch.id)}
            order by ${window.sort === 'id' ? sql`${branch.id} ${direction}` : sql`${sort.expression} ${direction}, m.id ${direction}`}
            limit ${window.limit + offset})`;
    });
    where = sql`m.id in (${sql.join(branches, sql` union all `)})`;
  } else where = sql`${sql.join(memberConditions(search), sql` and `)} ${after(sql`m.id`)}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select m.id, m.username, m.type, m.nickname, m.upline_id, m.affiliate_code,
        m.must_change_password, m.locked_at is not null as locked,
        ${isoMs(sql`m.created_at`)} as created_at, ${isoMs(sql`m.last_login_at`)} as last_login_at,
        p.mobile, p.email, ${sort.key} as sort_key
      from (
        select m.* from members m where ${where}
        order by ${sort.expression} ${direction}, m.id ${direction}
        limit ${window.limit} offset ${offset}
      ) m left join member_profiles p on p.member_id = m.id
      order by ${sort.expression} ${direction}, m.id ${direction}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    username: String(row.username),
    type: Number(row.type),
    nickname: (row.nickname as string | null) ?? null,
    uplineId: row.upline_id === null ? null : Number(row.upline_id),
    affiliateCode: (row.affiliate_code as string | null) ?? null,
    mustChangePassword: row.must_change_password === true,
    locked: row.locked === true,
    createdAt: String(row.created_at),
    lastLoginAt: (row.last_login_at as string | null) ?? null,
    mobile: (row.mobile as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    sortKey: window.sort === 'id' ? Number(row.sort_key) : String(row.sort_key),
  }));
}

/**
 * How many members match, counted up to `bound` rows (more than `bound` tells "more than bound").
 * With `q`, each way of matching counts up to `bound + 1` of its own (index-only on its covering
 * index) and the union is counted: past the bound in any of them is past it in all.
 */
export async function countMembers(db: Executor, search: MemberSearch, bound: number): Promise<number> {
  const counted = search.terms
    ? sql`select count(*) as n from (${sql.join(
        branchesOf(search, search.terms, false).map(
          (branch) => sql`(select ${branch.id} from ${branch.from} where ${branch.where} limit ${bound + 1})`,
        ),
        sql` union `,
      )}) c`
    : sql`select count(*) as n from (select 1 from members m where ${sql.join(memberConditions(search), sql` and `)} limit ${bound + 1}) c`;
  const [row] = await rowsOf<{ n: unknown }>(db, counted);
  return Number(row?.n ?? 0);
}

/** A member with their profile (null when they have none). */
export async function memberWithProfile(db: Executor, memberId: number) {
  const rows = await db
    .select({ member: members, profile: memberProfiles })
    .from(members)
    .leftJoin(memberProfiles, eq(memberProfiles.memberId, members.id))
    .where(eq(members.id, memberId));
  return rows[0] ?? null;
}

/** The member's row, locked for the rest of the transaction (a lock or unlock decides on it). */
export async function memberForUpdate(db: Executor, memberId: number, merchantId: number) {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
    .for('update');
  return rows[0] ?? null;
}

/** The ancestors of a member, direct upline first, at most `depth` of them (a cycle cannot loop). */
export async function uplineChain(db: Executor, memberId: number, merchantId: number, depth: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with recursive chain (id, depth) as (
        select upline_id, 1 from members where id = ${memberId} and upline_id is not null
        union all
        select m.upline_id, c.depth + 1 from chain c join members m on m.id = c.id
          where m.upline_id is not null and c.depth < ${depth}
      )
      select m.id, m.username, m.type, m.affiliate_code from chain c join members m on m.id = c.id
      where m.merchant_id = ${merchantId}
      order by c.depth`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    username: String(row.username),
    type: Number(row.type),
    affiliateCode: (row.affiliate_code as string | null) ?? null,
  }));
}

export interface LoginWindow {
  from?: Date | undefined;
  to?: Date | undefined;
  /** The time (microseconds, ISO) and id of the previous page's last row. */
  after?: { at: string; id: number } | undefined;
  limit: number;
}

/** The member's login attempts, newest first (index login_history_member_idx). */
export async function loginHistoryWindow(db: Executor, memberId: number, window: LoginWindow) {
  const conditions = [sql`member_id = ${memberId}`];
  if (window.from) conditions.push(sql`at >= ${window.from.toISOString()}::timestamptz`);
  if (window.to) conditions.push(sql`at < ${window.to.toISOString()}::timestamptz`);
  if (window.after)
    conditions.push(sql`(at, id) < (${window.after.at}::timestamptz, ${window.after.id}::bigint)`);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, ${isoMs(sql`at`)} as at, ${isoUs(sql`at`)} as at_key, ip, country, user_agent, method,
        outcome
      from login_history where ${sql.join(conditions, sql` and `)}
      order by at desc, id desc limit ${window.limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: String(row.at),
    atKey: String(row.at_key),
    ip: (row.ip as string | null) ?? null,
    country: (row.country as string | null) ?? null,
    userAgent: (row.user_agent as string | null) ?? null,
    method: String(row.method),
    outcome: String(row.outcome),
  }));
}

/** One member of a merchant as the search lists it, or null. */
export async function operatorMemberRow(db: Executor, merchantId: number, memberId: number) {
  const [row] = await searchMembers(
    db,
    { merchantId, id: memberId },
    { sort: 'id', order: 'desc', limit: 1 },
  );
  return row ?? null;
}

import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/index.js';
import { fixedRows as rowsOfFixed } from '../../platform/db/fixed-rows.js';
import type { AccountKind } from './accounts.js';
import { rowsOf } from '../../platform/db/rows.js';

/** A timestamp as JavaScript's toISOString() writes it, whatever the driver's date parsing. */
function isoTime(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Drivers return int8 as string, number or bigint; money always comes back as bigint. */
export function toBigint(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new Error(`ledger: expected an integer, got ${typeof value}`);
}

export interface AccountKey {
  merchantId: number;
  currency: string;
  kind: AccountKind;
  ownerMemberId: number | null;
  wallet: string;
  shard: number;
  allowNegative: boolean;
}

function sameAccount(key: AccountKey): SQL {
  return sql`merchant_id = ${key.merchantId} and currency = ${key.currency} and kind = ${key.kind}
    and ${key.ownerMemberId === null ? sql`owner_member_id is null` : sql`owner_member_id = ${key.ownerMemberId}`}
    and wallet = ${key.wallet} and shard = ${key.shard}`;
}

/** The id of an account, creating the row (balance 0) on first use. */
export async function ensureAccount(db: Executor, key: AccountKey): Promise<number> {
  const inserted = await rowsOf<{ id: unknown }>(
    db,
    sql`insert into ledger_accounts (merchant_id, currency, kind, owner_member_id, wallet, shard, allow_negative)
      values (${key.merchantId}, ${key.currency}, ${key.kind}, ${key.ownerMemberId}, ${key.wallet}, ${key.shard}, ${key.allowNegative})
      on conflict do nothing returning id`,
  );
  if (inserted[0]) return Number(inserted[0].id);
  const found = await rowsOf<{ id: unknown }>(
    db,
    sql`select id from ledger_accounts where ${sameAccount(key)}`,
  );
  if (!found[0]) throw new Error('ledger: account neither inserted nor found');
  return Number(found[0].id);
}

export interface StoredTransaction {
  fingerprint: string;
  answer: unknown;
}

export interface NewTransaction {
  merchantId: number;
  currency: string;
  type: string;
  idempotencyKey: string;
  fingerprint: string;
  reverses: number | null;
  /** Canonical JSON text of the meta. */
  meta: string;
}

/** What `ledger_post` did: posted (its answer), or found the key taken and touched nothing. */
export type PostOutcome =
  { posted: object } | { posted?: undefined; byKey: StoredTransaction | null; reversal: unknown };

/** SQLSTATE `ledger_post` raises when a leg would take an account below its floor. */
export const INSUFFICIENT_BALANCE_STATE = 'LG001';

/**
 * One posting in one statement (migration 0010, `ledger_post`): claims the key, moves the balances
 * in ascending account order, writes the entries in the order of the legs and seals the answer.
 * Lock waits (a twin of an uncommitted posting, a held balance row) are bounded by `lockTimeoutMs`.
 */
export async function postTransaction(
  db: Database,
  row: NewTransaction,
  legs: { accountId: number; amount: bigint }[],
  lockTimeoutMs: number,
): Promise<PostOutcome> {
  const [result] = await rowsOfFixed<{ outcome: PostOutcome }>(
    db,
    'ledger_post',
    'select ledger_post($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) as outcome',
    [
      row.merchantId,
      row.currency,
      row.type,
      row.idempotencyKey,
      row.fingerprint,
      row.reverses,
      row.meta,
      `{${legs.map((leg) => leg.accountId).join(',')}}`,
      `{${legs.map((leg) => leg.amount.toString()).join(',')}}`,
      lockTimeoutMs,
    ],
  );
  if (!result) throw new Error('ledger: ledger_post answered nothing');
  return result.outcome;
}

export interface AccountRow {
  id: number;
  merchantId: number;
  currency: string;
  kind: AccountKind;
  ownerMemberId: number | null;
  wallet: string;
  shard: number;
  balance: bigint;
}

function accountRow(row: Record<string, unknown>): AccountRow {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    currency: String(row.currency),
    kind: row.kind as AccountKind,
    ownerMemberId: row.owner_member_id === null ? null : Number(row.owner_member_id),
    wallet: String(row.wallet),
    shard: Number(row.shard),
    balance: toBigint(row.balance),
  };
}

const ACCOUNT_COLUMNS = sql`id, merchant_id, currency, kind, owner_member_id, wallet, shard, balance`;

/** Every account a member owns in a merchant (wallets and pending withdrawals), in a stable order. */
export async function memberAccounts(
  db: Database,
  merchantId: number,
  memberId: number,
): Promise<AccountRow[]> {
  const rows = await rowsOfFixed<Record<string, unknown>>(
    db,
    'ledger_member_accounts',
    `select id, merchant_id, currency, kind, owner_member_id, wallet, shard, balance from ledger_accounts
      where owner_member_id = $1 and merchant_id = $2
      order by currency, kind, wallet <> 'main', wallet`,
    [memberId, merchantId],
  );
  return rows.map(accountRow);
}

/** The rows of one account identity: one for member-owned kinds, every existing shard otherwise. */
export async function accountsOf(
  db: Executor,
  key: Omit<AccountKey, 'shard' | 'allowNegative'>,
): Promise<AccountRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${ACCOUNT_COLUMNS} from ledger_accounts
      where merchant_id = ${key.merchantId} and currency = ${key.currency} and kind = ${key.kind}
        and ${key.ownerMemberId === null ? sql`owner_member_id is null` : sql`owner_member_id = ${key.ownerMemberId}`}
        and wallet = ${key.wallet}
      order by shard`,
  );
  return rows.map(accountRow);
}

export interface HistoryFilter {
  accountIds: number[];
  types?: readonly string[] | undefined;
  /** Types matched against the effective type: a reversal counts as the type of what it reverses. */
  effectiveTypes?: readonly string[] | undefined;
  /** Inclusive lower bound of the entry time. */
  from?: Date | undefined;
  /** Exclusive upper bound of the entry time. */
  to?: Date | undefined;
  limit: number;
  offset: number;
}

export interface HistoryRow {
  entryId: number;
  transactionId: number;
  accountId: number;
  type: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: string;
  reverses: number | null;
  /** The type of the transaction this one reverses (null when it reverses none). */
  reversedType: string | null;
  meta: unknown;
}

function historyWhere(filter: HistoryFilter): SQL {
  const conditions = [
    sql`e.account_id in (${sql.join(
      filter.accountIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  ];
  if (filter.types && filter.types.length > 0)
    conditions.push(
      sql`t.type in (${sql.join(
        filter.types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  if (filter.effectiveTypes)
    conditions.push(
      filter.effectiveTypes.length === 0
        ? sql`false`
        : sql`coalesce(o.type, t.type) in (${sql.join(
            filter.effectiveTypes.map((type) => sql`${type}`),
            sql`, `,
          )})`,
    );
  if (filter.from) conditions.push(sql`e.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`e.created_at < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

/** Entries of some accounts, newest first, with their transaction's type; and how many match. */
export async function historyPage(
  db: Executor,
  filter: HistoryFilter,
): Promise<{ rows: HistoryRow[]; total: number }> {
  if (filter.accountIds.length === 0) return { rows: [], total: 0 };
  const where = historyWhere(filter);
  const from = sql`ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    left join ledger_transactions o on o.id = t.reverses`;
  const [counted] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from ${from} where ${where}`);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.id, e.transaction_id, e.account_id, t.type, e.amount, e.balance_after,
        ${isoTime(sql`e.created_at`)} as created_at, t.reverses, o.type as reversed_type, t.meta
      from ${from}
      where ${where}
      order by e.id desc
      limit ${filter.limit} offset ${filter.offset}`,
  );
  return { total: Number(counted?.n ?? 0), rows: rows.map(historyRowOf) };
}

function historyRowOf(row: Record<string, unknown>): HistoryRow {
  return {
    entryId: Number(row.id),
    transactionId: Number(row.transaction_id),
    accountId: Number(row.account_id),
    type: String(row.type),
    amount: toBigint(row.amount),
    balanceAfter: toBigint(row.balance_after),
    createdAt: String(row.created_at),
    reverses: row.reverses === null ? null : Number(row.reverses),
    reversedType:
      row.reversed_type === null || row.reversed_type === undefined ? null : String(row.reversed_type),
    meta: row.meta,
  };
}

/**
 * Entries of some accounts older than `beforeId`, newest first, `limit` of them: each account's
 * newest ids on their own (the account as a value the planner sees, so a member with a million
 * entries is planned as one), then merged and read, so a page costs the same at any depth and
 * however many entries the accounts hold. No count (the caller pages by the last entry id).
 * - No time window: the account's (account_id, id, transaction_id) index, newest first; a type
 *   filter checks each entry's transaction (rare types index-only: ledger_transactions_rare_type_idx).
 * - A window with both ends: the entries inside it through (account_id, created_at, id), then their
 *   newest ids; a page then costs in proportion to the account's entries in the window, not to its
 *   history after it (walking ids down to an old week of a big account reads every newer entry).
 */
export async function entriesBefore(
  db: Executor,
  filter: Omit<HistoryFilter, 'effectiveTypes' | 'offset'> & { beforeId?: number | undefined },
): Promise<HistoryRow[]> {
  if (filter.accountIds.length === 0) return [];
  const typed = filter.types && filter.types.length > 0;
  const types = typed
    ? sql`xt.type in (${sql.join(
        filter.types!.map((type) => sql`${type}`),
        sql`, `,
      )})`
    : sql``;
  const window = filter.from !== undefined && filter.to !== undefined;
  const branches = filter.accountIds.map((accountId) => {
    const conditions = [sql`x.account_id = ${accountId}`];
    if (filter.beforeId !== undefined) conditions.push(sql`x.id < ${filter.beforeId}`);
    if (filter.from) conditions.push(sql`x.created_at >= ${filter.from.toISOString()}::timestamptz`);
    if (filter.to) conditions.push(sql`x.created_at < ${filter.to.toISOString()}::timestamptz`);
    const where = sql.join(conditions, sql` and `);
    if (!window)
      return sql`(select x.id from ledger_entries x
          ${typed ? sql`join ledger_transactions xt on xt.id = x.transaction_id and ${types}` : sql``}
        where ${where} order by x.id desc limit ${filter.limit})`;
    // `offset 0` keeps the window's scan apart from the order: the planner would otherwise walk the
    // ids from the newest, counting on matches spread evenly over the history.
    return sql`(select x.id from (select x.id, x.transaction_id from ledger_entries x where ${where} offset 0) x
        ${typed ? sql`join ledger_transactions xt on xt.id = x.transaction_id and ${types}` : sql``}
      order by x.id desc limit ${filter.limit})`;
  });
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.id, e.transaction_id, e.account_id, t.type, e.amount, e.balance_after,
        ${isoTime(sql`e.created_at`)} as created_at, t.reverses, o.type as reversed_type, t.meta
      from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      left join ledger_transactions o on o.id = t.reverses
      where e.id in (${sql.join(branches, sql` union all `)})
      order by e.id desc limit ${filter.limit}`,
  );
  return rows.map(historyRowOf);
}

export interface TransactionRow {
  id: number;
  merchantId: number;
  currency: string;
  type: string;
  idempotencyKey: string;
  reverses: number | null;
  meta: unknown;
  answer: unknown;
  createdAt: string;
  entries: { accountId: number; amount: bigint; balanceAfter: bigint; ownerMemberId: number | null }[];
}

/** A transaction with its entries in the order they were written. */
export async function transactionById(db: Executor, id: number): Promise<TransactionRow | null> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select t.id, t.merchant_id, t.currency, t.type, t.idempotency_key, t.reverses, t.meta, t.answer,
        ${isoTime(sql`t.created_at`)} as created_at, e.account_id, e.amount, e.balance_after,
        a.owner_member_id
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        left join ledger_accounts a on a.id = e.account_id
      where t.id = ${id}
      order by e.id`,
  );
  const first = rows[0];
  if (!first) return null;
  return {
    id: Number(first.id),
    merchantId: Number(first.merchant_id),
    currency: String(first.currency),
    type: String(first.type),
    idempotencyKey: String(first.idempotency_key),
    reverses: first.reverses === null ? null : Number(first.reverses),
    meta: first.meta,
    answer: first.answer,
    createdAt: String(first.created_at),
    entries: rows
      .filter((row) => row.account_id !== null)
      .map((row) => ({
        accountId: Number(row.account_id),
        amount: toBigint(row.amount),
        balanceAfter: toBigint(row.balance_after),
        ownerMemberId: row.owner_member_id === null ? null : Number(row.owner_member_id),
      })),
  };
}

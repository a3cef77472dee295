import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';

/**
 * - balance: an account's balance differs from the sum of its entries;
 * - unbalanced: a transaction's entries do not sum to zero (or it has none);
 * - floor: an account that may not go negative is below zero;
 * - running: an entry's balance_after differs from the running total of its account's entries
 *   (entries of one account are written in id order while its row is locked, so the two must agree).
 */
export type ProblemKind = 'balance' | 'unbalanced' | 'floor' | 'running';

export interface Problem {
  kind: ProblemKind;
  accountId: number | null;
  transactionId: number | null;
  entryId: number | null;
  /** What is stored: the balance, the transaction's sum, the entry's balance_after. */
  recorded: bigint;
  /** What it should be. */
  expected: bigint;
  account: {
    merchantId: number;
    currency: string;
    kind: string;
    ownerMemberId: number | null;
    wallet: string;
    shard: number;
  } | null;
  transaction: { merchantId: number; type: string; entryCount: number } | null;
}

export interface Reconciliation {
  clean: boolean;
  checked: { accounts: number; transactions: number; entries: number };
  /** How many problems of each kind exist (details are capped at `limit` per kind). */
  counts: Record<ProblemKind, number>;
  problems: Problem[];
}

const KINDS: ProblemKind[] = ['balance', 'unbalanced', 'floor', 'running'];

/**
 * Checks the whole ledger in one statement; with `merchantId`, that merchant's accounts (with their
 * entries) and transactions only.
 */
export async function reconcileLedger(
  db: Executor,
  limit = 100,
  merchantId?: number,
): Promise<Reconciliation> {
  const ofMerchant = (alias: string) =>
    merchantId === undefined ? sql`true` : sql`${sql.raw(alias)}.merchant_id = ${merchantId}`;
  const result = (await db.execute(sql`
    with accounts as not materialized (
      select * from ledger_accounts a where ${ofMerchant('a')}
    ),
    entries as not materialized (
      select e.* from ledger_entries e
      ${merchantId === undefined ? sql`` : sql`join accounts a on a.id = e.account_id`}
    ),
    entry_totals as (
      select account_id, sum(amount) as total from entries group by account_id
    ),
    transaction_totals as (
      select t.id, coalesce(sum(e.amount), 0) as total, count(e.id) as entry_count
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      where ${ofMerchant('t')}
      group by t.id
    ),
    running as (
      select id, account_id, transaction_id, balance_after,
        sum(amount) over (partition by account_id order by id rows unbounded preceding) as running_total
      from entries
    ),
    problems as (
      select 'balance' as kind, a.id as account_id, null::bigint as transaction_id, null::bigint as entry_id,
        a.balance::numeric as recorded, coalesce(s.total, 0) as expected
      from accounts a left join entry_totals s on s.account_id = a.id
      where a.balance <> coalesce(s.total, 0)
      union all
      select 'unbalanced', null, t.id, null, t.total, 0
      from transaction_totals t where t.total <> 0 or t.entry_count = 0
      union all
      select 'floor', a.id, null, null, a.balance, 0
      from accounts a where not a.allow_negative and a.balance < 0
      union all
      select 'running', r.account_id, r.transaction_id, r.id, r.balance_after, r.running_total
      from running r where r.balance_after <> r.running_total
    ),
    numbered as (
      select p.*,
        row_number() over (partition by p.kind
          order by p.account_id nulls first, p.transaction_id nulls first, p.entry_id nulls first) as position,
        count(*) over (partition by p.kind) as kind_count
      from problems p
    ),
    details as (
      select n.kind, n.kind_count, n.account_id, n.transaction_id, n.entry_id,
        n.recorded::text as recorded, n.expected::text as expected,
        a.merchant_id as account_merchant, a.currency, a.kind as account_kind, a.owner_member_id, a.wallet, a.shard,
        t.merchant_id as transaction_merchant, t.type, tt.entry_count
      from numbered n
        left join ledger_accounts a on a.id = n.account_id
        left join ledger_transactions t on t.id = n.transaction_id
        left join transaction_totals tt on tt.id = n.transaction_id
      where n.position <= ${limit}
    ),
    counted as (
      select (select count(*) from accounts) as accounts,
        (select count(*) from ledger_transactions t where ${ofMerchant('t')}) as transactions,
        (select count(*) from entries) as entries
    )
    select c.accounts, c.transactions, c.entries, d.*
    from counted c left join details d on true
    order by d.kind, d.account_id nulls first, d.transaction_id nulls first, d.entry_id nulls first
  `)) as unknown as { rows: Record<string, unknown>[] };

  const rows = result.rows;
  const first = rows[0] ?? {};
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<ProblemKind, number>;
  const problems: Problem[] = [];
  for (const row of rows) {
    if (row.kind === null || row.kind === undefined) continue;
    const kind = row.kind as ProblemKind;
    counts[kind] = Number(row.kind_count);
    problems.push({
      kind,
      accountId: nullableNumber(row.account_id),
      transactionId: nullableNumber(row.transaction_id),
      entryId: nullableNumber(row.entry_id),
      recorded: BigInt(String(row.recorded)),
      expected: BigInt(String(row.expected)),
      account:
        row.account_id === null
          ? null
          : {
              merchantId: Number(row.account_merchant),
              currency: String(row.currency),
              kind: String(row.account_kind),
              ownerMemberId: nullableNumber(row.owner_member_id),
              wallet: String(row.wallet),
              shard: Number(row.shard),
            },
      transaction:
        row.transaction_id === null
          ? null
          : {
              merchantId: Number(row.transaction_merchant),
              type: String(row.type),
              entryCount: Number(row.entry_count ?? 0),
            },
    });
  }
  return {
    clean: problems.length === 0,
    checked: {
      accounts: Number(first.accounts ?? 0),
      transactions: Number(first.transactions ?? 0),
      entries: Number(first.entries ?? 0),
    },
    counts,
    problems,
  };
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function signed(value: bigint): string {
  return value > 0n ? `+${value}` : String(value);
}

function describeAccount(problem: Problem): string {
  const account = problem.account;
  if (!account) return `account ${problem.accountId}`;
  const owner =
    account.ownerMemberId !== null
      ? `member ${account.ownerMemberId} ${account.kind === 'member' ? `wallet ${account.wallet}` : account.kind}`
      : `${account.kind}${account.wallet ? ` ${account.wallet}` : ''} shard ${account.shard}`;
  return `account ${problem.accountId} (merchant ${account.merchantId}, ${account.currency}, ${owner})`;
}

const HEADINGS: Record<ProblemKind, string> = {
  balance: 'Accounts whose balance differs from the sum of their entries',
  unbalanced: 'Transactions whose entries do not sum to zero',
  floor: 'Accounts below their floor',
  running: "Entries whose balance_after differs from the running total of their account's entries",
};

function describe(problem: Problem): string {
  switch (problem.kind) {
    case 'balance':
      return `${describeAccount(problem)}: balance ${problem.recorded}, entries sum to ${problem.expected}, difference ${signed(problem.recorded - problem.expected)}`;
    case 'unbalanced': {
      const tx = problem.transaction;
      const what = tx ? ` (merchant ${tx.merchantId}, ${tx.type}, ${tx.entryCount} entries)` : '';
      return tx && tx.entryCount === 0
        ? `transaction ${problem.transactionId}${what}: has no entries`
        : `transaction ${problem.transactionId}${what}: entries sum to ${signed(problem.recorded)}`;
    }
    case 'floor':
      return `${describeAccount(problem)}: balance ${problem.recorded} is below 0`;
    case 'running':
      return `entry ${problem.entryId} of ${describeAccount(problem)} in transaction ${problem.transactionId}: balance_after ${problem.recorded}, running total ${problem.expected}, difference ${signed(problem.recorded - problem.expected)}`;
  }
}

/** A report a person reads: what was checked, then every difference by kind (amounts in minor units). */
export function formatReconciliation(report: Reconciliation): string {
  const { accounts, transactions, entries } = report.checked;
  const lines = [
    `Ledger reconciliation: ${accounts} accounts, ${transactions} transactions, ${entries} entries checked (amounts in minor units).`,
  ];
  if (report.clean) {
    lines.push(
      'Clean: every balance equals the sum of its entries, every transaction sums to zero, no account is below its floor.',
    );
    return `${lines.join('\n')}\n`;
  }
  const total = KINDS.reduce((sum, kind) => sum + report.counts[kind], 0);
  lines.push(`${total} difference${total === 1 ? '' : 's'} found.`);
  for (const kind of KINDS) {
    const count = report.counts[kind];
    lines.push('', `${HEADINGS[kind]}: ${count}`);
    const shown = report.problems.filter((problem) => problem.kind === kind);
    for (const problem of shown) lines.push(`  ${describe(problem)}`);
    if (shown.length < count) lines.push(`  … and ${count - shown.length} more`);
  }
  return `${lines.join('\n')}\n`;
}

/** The report as JSON (bigints as decimal strings), for scripts and monitoring. */
export function reconciliationJson(report: Reconciliation): string {
  return JSON.stringify(report, (_key, value) => (typeof value === 'bigint' ? value.toString() : value), 2);
}

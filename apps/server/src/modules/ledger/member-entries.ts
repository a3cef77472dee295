import type { Database } from '../../platform/db/index.js';
import * as store from './store.js';

export interface MemberEntriesQuery {
  merchantId: number;
  memberId: number;
  /** One account: a wallet code (`main`, `play`, a vendor code) or `pending_withdrawal`; all when absent. */
  wallet?: string | undefined;
  /** Transaction types (a reversal is its own type, `reversal`). */
  types?: readonly string[] | undefined;
  /** Inclusive lower bound of the entry time. */
  from?: Date | undefined;
  /** Exclusive upper bound of the entry time. */
  to?: Date | undefined;
  /** Only entries with a smaller id (the last entry of the previous page). */
  beforeId?: number | undefined;
  limit: number;
}

export type MemberEntry = store.HistoryRow & { kind: string; wallet: string; currency: string };

/**
 * A member's ledger entries, every account of theirs or one, newest first by entry id: the
 * statement of the operator's member page. Keyset paged (`beforeId`), so a page costs the same at
 * any depth; see store.entriesBefore.
 */
export async function memberEntries(db: Database, query: MemberEntriesQuery): Promise<MemberEntry[]> {
  const accounts = (await store.memberAccounts(db, query.merchantId, query.memberId)).filter(
    (account) =>
      query.wallet === undefined ||
      (query.wallet === 'pending_withdrawal'
        ? account.kind === 'pending_withdrawal'
        : account.kind === 'member' && account.wallet === query.wallet),
  );
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const rows = await store.entriesBefore(db, {
    accountIds: [...byId.keys()],
    types: query.types,
    from: query.from,
    to: query.to,
    beforeId: query.beforeId,
    limit: query.limit,
  });
  return rows.map((row) => {
    const account = byId.get(row.accountId)!;
    return { ...row, kind: account.kind, wallet: account.wallet, currency: account.currency };
  });
}

import type { OperatorMember, OperatorMemberFilter } from '@wps/contracts';
import type { MemberDeps } from '../deps.js';
import * as operatorStore from '../operator-store.js';
import { memberSearchOf } from '../search-rules.js';
import { toOperatorMember } from '../views.js';

/** Rows read per query of an export: each is one keyset page, so the thousandth costs the first's. */
const EXPORT_BATCH = 5_000;

/**
 * The members the filters match, in the list's order, a batch at a time, at most `maxRows`; its
 * answer at the end says whether more matched.
 */
export async function* exportMembersForOperator(
  deps: MemberDeps,
  merchantId: number,
  filter: OperatorMemberFilter,
  maxRows: number,
): AsyncGenerator<OperatorMember[], { truncated: boolean }> {
  const search = memberSearchOf(merchantId, filter);
  const { sort, order } = filter;
  let after: { key: string | number; id: number } | undefined;
  let left = maxRows;
  while (left > 0) {
    const limit = Math.min(EXPORT_BATCH, left);
    const rows = await operatorStore.searchMembers(deps.db, search, { sort, order, after, limit });
    if (rows.length > 0) yield rows.map(toOperatorMember);
    if (rows.length < limit) return { truncated: false };
    const last = rows[rows.length - 1]!;
    after = { key: last.sortKey, id: last.id };
    left -= rows.length;
  }
  const more = await operatorStore.searchMembers(deps.db, search, { sort, order, after, limit: 1 });
  return { truncated: more.length > 0 };
}

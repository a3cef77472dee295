import { MEMBER_COUNT_BOUND, type OperatorMemberPage, type OperatorMemberQuery } from '@wps/contracts';
import type { MemberDeps } from '../deps.js';
import { keyOfCursor, keysetPage, pageCount, pageWindow } from '../../../kernel/paging.js';
import * as operatorStore from '../operator-store.js';
import { memberCursorKey, memberCursorShape, memberSearchOf } from '../search-rules.js';
import { toOperatorMember } from '../views.js';

/**
 * The operator's member search: the filters, in the chosen order, one page after the cursor (or at
 * the page number, up to MEMBER_OFFSET_CAP rows), with the next page's cursor and a total counted
 * exactly up to MEMBER_COUNT_BOUND.
 */
export async function listMembersForOperator(
  deps: MemberDeps,
  merchantId: number,
  query: OperatorMemberQuery,
): Promise<OperatorMemberPage> {
  const search = memberSearchOf(merchantId, query);
  const { sort, order, pageSize } = query;
  let after: { key: string | number; id: number } | undefined;
  if (query.cursor) {
    const [, , key, id] = keyOfCursor(query.cursor, memberCursorShape(sort, order));
    after = { key: key!, id: Number(id) };
  }
  const rows = await operatorStore.searchMembers(deps.db, search, {
    sort,
    order,
    after,
    limit: pageSize + 1,
    offset: after ? 0 : pageWindow(query).offset,
  });
  const counted = await operatorStore.countMembers(deps.db, search, MEMBER_COUNT_BOUND);
  const page = keysetPage(rows, pageSize, (row) => memberCursorKey(sort, order, row.sortKey, row.id));
  const total = Math.min(counted, MEMBER_COUNT_BOUND);
  return {
    list: page.list.map(toOperatorMember),
    pageNum: query.pageNo,
    totalPages: pageCount(total, pageSize),
    cursor: page.cursor,
    total,
    totalExact: counted <= MEMBER_COUNT_BOUND,
  };
}

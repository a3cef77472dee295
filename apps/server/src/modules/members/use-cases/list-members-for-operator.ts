import type { OperatorMember, operatorMemberQuerySchema } from '@wps/contracts';
import type { z } from 'zod';
import type { MemberDeps } from '../deps.js';
import { pageCount } from '../../../kernel/paging.js';
import * as store from '../store.js';
import { toOperatorMember } from '../views.js';

/** Operator list of a merchant's members, newest first. */
export async function listMembersForOperator(
  deps: MemberDeps,
  merchantId: number,
  query: z.output<typeof operatorMemberQuerySchema>,
): Promise<{ list: OperatorMember[]; pageNum: number; totalPages: number }> {
  const { rows, total } = await store.listMembers(deps.db, { merchantId, ...query });
  return {
    list: rows.map(toOperatorMember),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
  };
}

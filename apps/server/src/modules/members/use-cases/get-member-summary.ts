import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';
import { summaryOf } from '../views.js';

/** Username, type and upline of a member (transfers, operator views). */
export async function getMemberSummary(deps: MemberDeps, memberId: number) {
  const member = await store.findMemberById(deps.db, memberId);
  return member ? summaryOf(member) : null;
}

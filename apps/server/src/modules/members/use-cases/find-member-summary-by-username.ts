import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';
import { summaryOf } from '../views.js';

/** The member of a merchant with this username (any case), as `summaryOf` answers. */
export async function findMemberSummaryByUsername(deps: MemberDeps, merchantId: number, username: string) {
  const member = await store.findMemberByUsername(deps.db, merchantId, username);
  return member ? summaryOf(member) : null;
}

import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';
import type { VerifiedMember } from '../types.js';
import { verifiedOf } from '../views.js';

/** The member of the merchant using this mobile number (E.164), or null. */
export async function findMemberByMobile(
  deps: MemberDeps,
  merchantId: number,
  mobile: string,
): Promise<VerifiedMember | null> {
  const member = await store.findMemberByMobile(deps.db, merchantId, mobile);
  return member ? verifiedOf(member) : null;
}

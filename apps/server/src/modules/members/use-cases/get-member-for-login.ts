import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';
import type { VerifiedMember } from '../types.js';
import { verifiedOf } from '../views.js';

/** What login needs about a member (second login step, remember-me). */
export async function getMemberForLogin(deps: MemberDeps, memberId: number): Promise<VerifiedMember | null> {
  const member = await store.findMemberById(deps.db, memberId);
  return member ? verifiedOf(member) : null;
}

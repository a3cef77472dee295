import type { MemberAdminDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';

/** The member exists in this merchant, else not.found (another merchant's member is not there). */
export async function requireMember(deps: MemberAdminDeps, merchantId: number, memberId: number) {
  const member = await deps.members.summaryOf(memberId);
  if (!member || member.merchantId !== merchantId) throw new AppError('not.found');
  return member;
}

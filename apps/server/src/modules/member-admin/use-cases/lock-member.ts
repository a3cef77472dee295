import type { OperatorMember } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import type { AuditActor } from '../../audit/service.js';
import type { MemberAdminDeps } from '../deps.js';

/**
 * Locks a member (members.lockByOperator: login and every call refused, sessions and remember-me
 * tokens ended, audited), then ends their game sessions. A member already locked is answered as is.
 */
export async function lockMember(
  deps: MemberAdminDeps,
  actor: AuditActor,
  site: SiteContext,
  memberId: number,
  reason: string,
): Promise<OperatorMember> {
  const { member, changed } = await deps.members.lockByOperator(
    actor,
    { id: site.merchantId, code: site.merchantCode },
    memberId,
    reason,
  );
  if (changed) await deps.signedOut(memberId);
  return member;
}

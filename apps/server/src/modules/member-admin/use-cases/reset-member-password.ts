import type { SiteContext } from '../../../platform/context.js';
import type { AuditActor } from '../../audit/service.js';
import type { MemberAdminDeps } from '../deps.js';

/**
 * A temporary password the member must change at the next login (members.resetPasswordByOperator:
 * sessions and remember-me tokens end, audited with the reason); their game sessions end too.
 */
export async function resetMemberPassword(
  deps: MemberAdminDeps,
  actor: AuditActor,
  site: SiteContext,
  memberId: number,
  reason: string,
): Promise<{ temporaryPassword: string }> {
  const answer = await deps.members.resetPasswordByOperator(
    actor,
    { id: site.merchantId, code: site.merchantCode },
    memberId,
    reason,
  );
  await deps.signedOut(memberId);
  return answer;
}

import type { SiteContext } from '../../../platform/context.js';
import type { AuditActor } from '../../audit/service.js';
import type { MemberAdminDeps } from '../deps.js';

/**
 * Ends one session of a member, or all of them (with the remember-me tokens and, as the member's own
 * sign-out does, their game sessions). Audited with the reason.
 */
export async function endMemberSessions(
  deps: MemberAdminDeps,
  actor: AuditActor,
  site: SiteContext,
  memberId: number,
  input: { reason: string; sessionId?: string | undefined },
): Promise<{ ended: number }> {
  const answer = await deps.members.endSessionsByOperator(
    actor,
    { id: site.merchantId, code: site.merchantCode },
    memberId,
    input,
  );
  if (!input.sessionId) await deps.signedOut(memberId);
  return answer;
}

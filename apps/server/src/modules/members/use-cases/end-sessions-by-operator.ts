import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import * as store from '../store.js';

/**
 * Ends one live session of a member (by its short id; not.found when it is not one of theirs) or
 * every session with the remember-me tokens. One transaction with its audit entry; answers how many
 * sessions were revoked.
 */
export async function endSessionsByOperator(
  deps: MemberDeps,
  actor: AuditActor,
  merchant: { id: number; code: string },
  memberId: number,
  input: { reason: string; sessionId?: string | undefined },
): Promise<{ ended: number }> {
  const member = await store.findMemberById(deps.db, memberId);
  if (!member || member.merchantId !== merchant.id) throw new AppError('not.found');
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    let count: number;
    if (input.sessionId) {
      count = await store.revokeSessionByPrefix(tx, memberId, input.sessionId, now);
      if (count === 0) throw new AppError('not.found');
    } else {
      count = await store.revokeSessionsOf(tx, memberId, now);
      await store.revokeRememberTokensOf(tx, memberId, now);
    }
    await recordAudit(
      tx,
      actor,
      {
        action: 'member.sessions.end',
        target: `member:${memberId}`,
        merchantCode: merchant.code,
        after: { sessionId: input.sessionId ?? null, sessionsEnded: count, reason: input.reason },
      },
      now,
    );
    return count;
  });
  return { ended };
}

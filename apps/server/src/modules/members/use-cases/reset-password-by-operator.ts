import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { MemberDeps } from '../deps.js';
import { hashPassword, temporaryPassword } from '../../../platform/crypto/passwords.js';
import { AppError } from '../../../platform/errors.js';
import * as store from '../store.js';

/**
 * Operator reset: a temporary password the member must change at the next login; every session
 * and remember token ends. Audited in the same transaction, with the operator's reason.
 */
export async function resetPasswordByOperator(
  deps: MemberDeps,
  actor: AuditActor,
  merchant: { id: number; code: string },
  memberId: number,
  reason: string,
) {
  const member = await store.findMemberById(deps.db, memberId);
  if (!member || member.merchantId !== merchant.id) throw new AppError('not.found');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await store.updateMember(tx, memberId, {
      passwordHash,
      mustChangePassword: true,
      passwordChangedAt: now,
    });
    const sessionsEnded = await store.revokeSessionsOf(tx, memberId, now, undefined);
    await store.revokeRememberTokensOf(tx, memberId, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'member.password.reset',
        target: `member:${memberId}`,
        merchantCode: merchant.code,
        after: { mustChangePassword: true, sessionsEnded, reason },
      },
      now,
    );
  });
  return { temporaryPassword: password };
}

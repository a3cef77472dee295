import type { OperatorMember } from '@wps/contracts';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import * as operatorStore from '../operator-store.js';
import * as store from '../store.js';
import { toOperatorMember } from '../views.js';

/**
 * Locks a member: login is refused and every call of their sessions answers `account.disabled`;
 * their sessions and remember-me tokens end. One transaction with its audit entry. A member already
 * locked stays as they are (no second entry); `changed` says whether this call locked them.
 */
export async function lockMember(
  deps: MemberDeps,
  actor: AuditActor,
  merchant: { id: number; code: string },
  memberId: number,
  reason: string,
): Promise<{ member: OperatorMember; changed: boolean }> {
  const now = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const member = await operatorStore.memberForUpdate(tx, memberId, merchant.id);
    if (!member) throw new AppError('not.found');
    if (member.lockedAt) return false;
    await store.updateMember(tx, memberId, {
      lockedAt: now,
      lockedBy: actor.operatorName,
      lockReason: reason,
    });
    const sessionsEnded = await store.revokeSessionsOf(tx, memberId, now);
    await store.revokeRememberTokensOf(tx, memberId, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'member.lock',
        target: `member:${memberId}`,
        merchantCode: merchant.code,
        before: { status: 'active' },
        after: { status: 'locked', reason, sessionsEnded },
      },
      now,
    );
    return true;
  });
  const row = await operatorStore.operatorMemberRow(deps.db, merchant.id, memberId);
  return { member: toOperatorMember(row!), changed };
}

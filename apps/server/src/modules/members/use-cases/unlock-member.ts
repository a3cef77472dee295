import type { OperatorMember } from '@wps/contracts';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import * as operatorStore from '../operator-store.js';
import * as store from '../store.js';
import { toOperatorMember } from '../views.js';

/**
 * Unlocks a member: they may log in again (the sessions the lock ended stay ended). One transaction
 * with its audit entry, which keeps who locked them and why. A member not locked stays as they are.
 */
export async function unlockMember(
  deps: MemberDeps,
  actor: AuditActor,
  merchant: { id: number; code: string },
  memberId: number,
  reason: string,
): Promise<OperatorMember> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const member = await operatorStore.memberForUpdate(tx, memberId, merchant.id);
    if (!member) throw new AppError('not.found');
    if (!member.lockedAt) return;
    await store.updateMember(tx, memberId, { lockedAt: null, lockedBy: null, lockReason: null });
    await recordAudit(
      tx,
      actor,
      {
        action: 'member.unlock',
        target: `member:${memberId}`,
        merchantCode: merchant.code,
        before: {
          status: 'locked',
          lockedAt: member.lockedAt.toISOString(),
          lockedBy: member.lockedBy,
          lockReason: member.lockReason,
        },
        after: { status: 'active', reason },
      },
      now,
    );
  });
  const row = await operatorStore.operatorMemberRow(deps.db, merchant.id, memberId);
  return toOperatorMember(row!);
}

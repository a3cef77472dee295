import { TRIAL_MEMBER_TYPE, type OperatorMember, type OperatorMemberRoleInput } from '@wps/contracts';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { MemberDeps } from '../deps.js';
import { isUniqueViolation } from '../../../platform/db/index.js';
import { AppError, validationError } from '../../../platform/errors.js';
import * as operatorStore from '../operator-store.js';
import * as store from '../store.js';
import { toOperatorMember } from '../views.js';

/**
 * Makes a member an agent with an affiliate code, or an ordinary member again (the code goes,
 * downlines keep their upline). Trial accounts stay what they are. Audited in the same transaction,
 * with the operator's reason.
 */
export async function setMemberRole(
  deps: MemberDeps,
  actor: AuditActor,
  merchant: { id: number; code: string },
  memberId: number,
  input: OperatorMemberRoleInput,
): Promise<OperatorMember> {
  const { db } = deps;
  const now = deps.clock.now();
  try {
    await db.transaction(async (tx) => {
      const member = await store.findMemberById(tx, memberId);
      if (!member || member.merchantId !== merchant.id) throw new AppError('not.found');
      if (member.type === TRIAL_MEMBER_TYPE)
        throw validationError({
          type: { code: 'rule.trial', message: 'A trial account cannot change its type' },
        });
      await store.updateMember(tx, memberId, { type: input.type, affiliateCode: input.affiliateCode });
      await recordAudit(
        tx,
        actor,
        {
          action: 'member.role.set',
          target: `member:${memberId}`,
          merchantCode: merchant.code,
          before: { type: member.type, affiliateCode: member.affiliateCode },
          after: { type: input.type, affiliateCode: input.affiliateCode, reason: input.reason },
        },
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('affiliate.code.taken');
    throw error;
  }
  return toOperatorMember((await operatorStore.operatorMemberRow(db, merchant.id, memberId))!);
}

import { AGENT_MEMBER_TYPES } from '@wps/contracts';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import * as store from '../store.js';
import { insertMove, moveTeam, uplineAt, type TeamMoveRow } from '../team-store.js';

export interface TeamMoveInput {
  memberId: number;
  /** An agent of the same merchant, or null for the top level. */
  uplineId: number | null;
  reason: string;
  /** The next period boundary every contract shares: the merchant's next local midnight. */
  effectiveAt: Date;
}

/**
 * An operator moves a member, with everyone under them, under another agent (or to the top) from
 * `effectiveAt` on (docs/decisions.md, "The team tree"): until then the tree, the reports and every
 * settlement see the member where they were; from then on, where they go. Audited in the same
 * transaction. Refuses an upline that is not an agent of the merchant (`team.upline.not.agent`) or
 * lies in the member's own team (`team.move.cycle`).
 */
export async function moveTeamMember(
  deps: MemberDeps,
  actor: AuditActor,
  merchant: { id: number; code: string },
  input: TeamMoveInput,
): Promise<TeamMoveRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const member = await store.findMemberById(tx, input.memberId);
    if (!member || member.merchantId !== merchant.id) throw new AppError('not.found');
    if (input.uplineId !== null) {
      const upline = await store.findMemberById(tx, input.uplineId);
      if (
        !upline ||
        upline.merchantId !== merchant.id ||
        !(AGENT_MEMBER_TYPES as readonly number[]).includes(upline.type)
      )
        throw new AppError('team.upline.not.agent');
      if (upline.id === member.id) throw new AppError('team.move.cycle');
    }
    const from = await uplineAt(tx, member.id, input.effectiveAt);
    if ((await moveTeam(tx, merchant.id, member.id, input.uplineId, input.effectiveAt)) === 'cycle')
      throw new AppError('team.move.cycle');
    const move = await insertMove(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      fromUplineId: from,
      toUplineId: input.uplineId,
      effectiveAt: input.effectiveAt,
      requestedBy: actor.operatorName ?? 'system',
      reason: input.reason,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'team.move',
        target: `member:${member.id}`,
        merchantCode: merchant.code,
        before: { uplineId: from },
        after: {
          uplineId: input.uplineId,
          effectiveAt: input.effectiveAt.toISOString(),
          reason: input.reason,
        },
      },
      now,
    );
    return move;
  });
}

import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import { findMove, moveTeam, setMoveState, type TeamMoveRow } from '../team-store.js';

/**
 * Cancels a move before its instant: the member's team goes back under where it was from that
 * instant, which joins the tree's rows again as they were. Only the member's latest pending move
 * can be cancelled (`team.move.not.pending` otherwise). Audited.
 */
export async function cancelTeamMove(
  deps: MemberDeps,
  actor: AuditActor,
  merchant: { id: number; code: string },
  moveId: number,
  reason: string,
): Promise<TeamMoveRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const move = await findMove(tx, merchant.id, moveId, true);
    if (!move) throw new AppError('not.found');
    if (move.state !== 'pending' || move.effectiveAt <= now) throw new AppError('team.move.not.pending');
    if ((await moveTeam(tx, merchant.id, move.memberId, move.fromUplineId, move.effectiveAt)) === 'cycle')
      throw new AppError('team.move.not.pending');
    const cancelled = await setMoveState(tx, move.id, 'cancelled');
    await recordAudit(
      tx,
      actor,
      {
        action: 'team.move.cancel',
        target: `member:${move.memberId}`,
        merchantCode: merchant.code,
        before: { moveId: move.id, uplineId: move.toUplineId },
        after: { uplineId: move.fromUplineId, reason },
      },
      now,
    );
    return cancelled;
  });
}

import type { MemberDeps } from '../deps.js';
import { applyDueMoves } from '../team-store.js';

/**
 * The `members.apply-team-moves` job: moves whose instant has passed set `members.upline_id` (what
 * transfers to the upline and the member's info read) to the tree's new upline. The tree itself
 * changed at the instant; this catches the column up within the job's interval.
 */
export async function applyTeamMoves(deps: MemberDeps): Promise<number> {
  return deps.db.transaction((tx) => applyDueMoves(tx, deps.clock.now()));
}

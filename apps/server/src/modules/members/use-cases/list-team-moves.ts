import type { MemberDeps } from '../deps.js';
import { listMoves, pendingMovesOf } from '../team-store.js';

/** A merchant's moves, newest first (the operator's team page). */
export async function listTeamMoves(
  deps: MemberDeps,
  merchantId: number,
  filter: { state?: string; limit: number; offset: number },
) {
  return listMoves(deps.db, merchantId, filter);
}

/** The pending moves of these members. */
export async function pendingTeamMoves(deps: MemberDeps, memberIds: number[]) {
  return pendingMovesOf(deps.db, memberIds);
}

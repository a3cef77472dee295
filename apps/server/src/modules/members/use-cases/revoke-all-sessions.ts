import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';

/** Ends every session of the member, except the one whose hash is given (the current one). */
export async function revokeAllSessions(deps: MemberDeps, memberId: number, exceptTokenHash?: string) {
  await store.revokeSessionsOf(deps.db, memberId, deps.clock.now(), exceptTokenHash);
}

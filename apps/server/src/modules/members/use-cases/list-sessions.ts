import type { MemberSession } from '@wps/contracts';
import type { MemberDeps } from '../deps.js';
import { idleCutoff, sessionIdOf } from '../rules.js';
import * as store from '../store.js';
import { tokenHash } from '../views.js';

/** The member's live sessions; no token or hash leaves the server, only a short opaque id. */
export async function listSessions(
  deps: MemberDeps,
  memberId: number,
  currentToken: string,
): Promise<MemberSession[]> {
  const now = deps.clock.now();
  const current = tokenHash(currentToken);
  const rows = await store.listLiveSessions(deps.db, memberId, now, idleCutoff(now, deps.sessions));
  return rows.map((row) => ({
    id: sessionIdOf(row.tokenHash),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.tokenHash === current,
  }));
}

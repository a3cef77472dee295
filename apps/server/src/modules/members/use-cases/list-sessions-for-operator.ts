import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import { idleCutoff, sessionIdOf } from '../rules.js';
import * as store from '../store.js';

/** A member's live sessions for the operator, newest first, by their short id (never the hash). */
export async function listSessionsForOperator(deps: MemberDeps, merchantId: number, memberId: number) {
  const member = await store.findMemberById(deps.db, memberId);
  if (!member || member.merchantId !== merchantId) throw new AppError('not.found');
  const now = deps.clock.now();
  const rows = await store.listLiveSessions(deps.db, memberId, now, idleCutoff(now, deps.sessions));
  return {
    list: rows.map((row) => ({
      id: sessionIdOf(row.tokenHash),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
    })),
  };
}

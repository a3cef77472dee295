import { randomBytes } from 'node:crypto';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import { sessionExpiresAt } from '../rules.js';
import * as store from '../store.js';
import { tokenHash } from '../views.js';

/**
 * Starts a session and returns the raw token (32 random bytes, base64url); only its hash is stored.
 * A member an operator locked gets none (`account.disabled`): the member row is updated first, so a
 * lock committing meanwhile either waits for this session (and then ends it) or refuses it here.
 */
export async function createSession(
  deps: MemberDeps,
  member: { id: number; merchantId: number },
  ip: string | null,
  userAgent: string | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await store.recordSessionStart(tx, member.id, now))) throw new AppError('account.disabled');
    await store.insertSession(tx, {
      tokenHash: tokenHash(token),
      memberId: member.id,
      merchantId: member.merchantId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: sessionExpiresAt(now, deps.sessions),
      ip,
      userAgent: userAgent ? userAgent.slice(0, 300) : null,
    });
  });
  return token;
}

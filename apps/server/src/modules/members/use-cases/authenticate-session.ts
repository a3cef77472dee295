import type { MemberDeps } from '../deps.js';
import type { MemberPrincipal } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { plausibleToken, sessionVerdict } from '../rules.js';
import * as store from '../store.js';
import { tokenHash } from '../views.js';

/**
 * The member behind a token, or null when the token is unknown, revoked, past its absolute end,
 * idle for too long, or issued by another merchant. Refreshes last_seen_at at most once a minute.
 * A token of a member an operator locked is refused with `account.disabled` (its session was
 * ended by the lock, so the member learns why rather than being asked to log in again).
 */
export async function authenticateSession(
  deps: MemberDeps,
  token: string,
  merchantId: number,
): Promise<MemberPrincipal | null> {
  if (!plausibleToken(token)) return null;
  const hash = tokenHash(token);
  const found = await store.findSession(deps.db, hash);
  if (!found) return null;
  const { session, member } = found;
  if (member.lockedAt && session.merchantId === merchantId && member.merchantId === merchantId)
    throw new AppError('account.disabled');
  const now = deps.clock.now();
  const verdict = sessionVerdict(session, member.merchantId, merchantId, now, deps.sessions);
  if (verdict === 'ended') return null;
  if (verdict === 'touch') await store.touchSession(deps.db, hash, now);
  return { id: member.id, username: member.username, type: member.type, token };
}

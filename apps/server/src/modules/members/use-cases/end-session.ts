import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import { isSessionId } from '../rules.js';
import * as store from '../store.js';

/** Ends one of the member's own live sessions by its opaque id; `not.found` otherwise. */
export async function endSession(deps: MemberDeps, memberId: number, sessionId: string) {
  if (!isSessionId(sessionId)) throw new AppError('not.found');
  const ended = await store.revokeSessionByPrefix(deps.db, memberId, sessionId, deps.clock.now());
  if (ended === 0) throw new AppError('not.found');
}

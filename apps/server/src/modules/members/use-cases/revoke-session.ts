import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';
import { tokenHash } from '../views.js';

/** Ends the session of this token (sign-out). */
export async function revokeSession(deps: MemberDeps, token: string) {
  await store.revokeSession(deps.db, tokenHash(token), deps.clock.now());
}

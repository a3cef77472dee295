import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';
import { tokenHash } from '../views.js';

/** Ends a remember-me token (the member signed out of "remember me"). */
export async function revokeRememberToken(deps: MemberDeps, token: string) {
  await store.revokeRememberToken(deps.db, tokenHash(token), deps.clock.now());
}

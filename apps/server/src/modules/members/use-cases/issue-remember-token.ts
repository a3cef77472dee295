import { randomBytes } from 'node:crypto';
import type { MemberDeps } from '../deps.js';
import { rememberTokenExpiresAt } from '../rules.js';
import * as store from '../store.js';
import { tokenHash } from '../views.js';

/** A remember-me token (32 random bytes) valid `days`; only its hash is stored. */
export async function issueRememberToken(deps: MemberDeps, memberId: number, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await store.insertRememberToken(deps.db, {
    tokenHash: tokenHash(token),
    memberId,
    createdAt: now,
    expiresAt: rememberTokenExpiresAt(now, days),
  });
  return token;
}

import type { Executor } from '../../platform/db/index.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { AppError } from '../../platform/errors.js';
import type { AccountServiceDeps } from './deps.js';
import * as store from './account-store.js';

/** The member, or `login.not.session` when the account is gone. */
export async function requireMember(db: Executor, memberId: number) {
  const member = await store.findMember(db, memberId);
  if (!member) throw new AppError('login.not.session');
  return member;
}

/** Stores a new login password and ends the member's sessions (but `keepTokenHash`'s) and remember-me tokens. */
export async function replaceLoginPassword(
  deps: Pick<AccountServiceDeps, 'db' | 'clock'>,
  memberId: number,
  password: string,
  keepTokenHash?: string,
) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await store.setPassword(tx, memberId, passwordHash, now);
    await store.revokeSessions(tx, memberId, now, keepTokenHash);
    await store.revokeRememberTokens(tx, memberId, now);
  });
}

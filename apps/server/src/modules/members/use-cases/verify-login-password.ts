import type { MemberDeps } from '../deps.js';
import { verifyPassword } from '../../../platform/crypto/passwords.js';
import * as store from '../store.js';

/** True when the member has a login password and this is it. */
export async function verifyLoginPassword(
  deps: MemberDeps,
  memberId: number,
  password: string,
): Promise<boolean> {
  const member = await store.findMemberById(deps.db, memberId);
  if (!member?.passwordHash) return false;
  return verifyPassword(member.passwordHash, password);
}

import type { MemberDeps } from '../deps.js';
import { hashPassword, verifyPassword } from '../../../platform/crypto/passwords.js';
import * as store from '../store.js';
import type { VerifiedMember } from '../types.js';
import { verifiedOf } from '../views.js';

/**
 * The member when the username (any case) exists in the merchant and the password matches, else
 * null. An unknown username costs one argon2 verification too, so timing does not tell them apart.
 */
export async function verifyCredentials(
  deps: MemberDeps,
  merchantId: number,
  username: string,
  password: string,
): Promise<VerifiedMember | null> {
  const member = await store.findMemberByUsername(deps.db, merchantId, username);
  if (!member?.passwordHash) {
    deps.state.dummyHash ??= hashPassword('dummy-password-never-matches');
    await verifyPassword(await deps.state.dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(member.passwordHash, password))) return null;
  return verifiedOf(member);
}

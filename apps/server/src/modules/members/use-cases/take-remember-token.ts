import type { MemberDeps } from '../deps.js';
import { plausibleToken } from '../rules.js';
import * as store from '../store.js';
import { tokenHash, verifiedOf } from '../views.js';

/**
 * The member behind a live remember token of this merchant and username; the token is used up
 * (the caller issues a fresh one), so a copied token works at most once.
 */
export async function takeRememberToken(
  deps: MemberDeps,
  merchantId: number,
  username: string,
  token: string,
) {
  if (!plausibleToken(token)) return null;
  const memberId = await store.takeRememberToken(deps.db, tokenHash(token), deps.clock.now());
  if (memberId === null) return null;
  const member = await store.findMemberById(deps.db, memberId);
  if (!member || member.merchantId !== merchantId) return null;
  if (member.username.toLowerCase() !== username.toLowerCase()) return null;
  return verifiedOf(member);
}

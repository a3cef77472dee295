import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';

/** The id of the member with this username (any case), or null; for the login history. */
export async function findMemberId(
  deps: MemberDeps,
  merchantId: number,
  username: string,
): Promise<number | null> {
  const member = await store.findMemberByUsername(deps.db, merchantId, username);
  return member?.id ?? null;
}

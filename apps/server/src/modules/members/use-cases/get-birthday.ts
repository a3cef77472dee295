import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';

/** The member's birthday as they gave it in their profile (YYYY-MM-DD), or null. */
export async function getBirthday(deps: MemberDeps, memberId: number): Promise<string | null> {
  return (await store.findProfile(deps.db, memberId))?.birthday ?? null;
}

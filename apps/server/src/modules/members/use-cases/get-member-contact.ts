import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';

/** Where the member can be reached, for extra login checks (mobile in E.164). */
export async function getMemberContact(deps: MemberDeps, memberId: number) {
  const profile = await store.findProfile(deps.db, memberId);
  return {
    mobile: profile?.mobile ?? null,
    email: profile?.email ?? null,
    payeeName: profile?.payeeName ?? null,
  };
}

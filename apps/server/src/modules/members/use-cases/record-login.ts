import type { MemberDeps } from '../deps.js';
import * as store from '../store.js';
import type { LoginRecord } from '../types.js';

/** Adds a login attempt on a known account to the member's login history. */
export async function recordLogin(deps: MemberDeps, record: LoginRecord) {
  await store.insertLoginHistory(deps.db, { ...record, at: deps.clock.now() });
}

import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { loginHistoryPage, loginHistorySince } from '../rules.js';
import type { PageQuery } from '../types.js';

/** The member's logins of the last 90 days, newest first. */
export async function listLoginHistory(deps: AccountServiceDeps, memberId: number, page: PageQuery) {
  const since = loginHistorySince(deps.clock.now());
  const { rows, total } = await store.listLoginHistory(deps.db, memberId, since, page);
  return loginHistoryPage(rows, total, page);
}

import { requireMember } from '../accounts.js';
import type { AccountServiceDeps } from '../deps.js';

/** Whether the member has set a payment password. */
export async function hasPaymentPassword(deps: AccountServiceDeps, memberId: number) {
  return (await requireMember(deps.db, memberId)).paymentPasswordHash !== null;
}

import type { WithdrawalDeps } from '../deps.js';
import * as store from '../store.js';

/**
 * Withdrawals awaiting a first decision and those awaiting a second approver, each with the latest
 * change to any of the merchant's withdrawals.
 */
export async function getWithdrawalQueueState(deps: WithdrawalDeps, merchantId: number) {
  const state = await store.queueState(deps.db, merchantId);
  return {
    awaitingDecision: { count: state.pending, updatedAt: state.updatedAt },
    awaitingSecondApproval: { count: state.awaitingSecondApproval, updatedAt: state.updatedAt },
  };
}

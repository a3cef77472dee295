import type { WithdrawalDeps } from './deps.js';
import { approveWithdrawal } from './use-cases/approve-withdrawal.js';
import { bindPayoutAccount } from './use-cases/bind-payout-account.js';
import { confirmWithdrawalReceipt } from './use-cases/confirm-withdrawal-receipt.js';
import { getPayoutAccounts } from './use-cases/get-payout-accounts.js';
import { getWithdrawSettings } from './use-cases/get-withdraw-settings.js';
import { getWithdrawalProof } from './use-cases/get-withdrawal-proof.js';
import { listOperatorWithdrawals } from './use-cases/list-operator-withdrawals.js';
import { listWithdrawalRecords } from './use-cases/list-withdrawal-records.js';
import { quoteWithdrawalCharge } from './use-cases/quote-withdrawal-charge.js';
import { rejectWithdrawal } from './use-cases/reject-withdrawal.js';
import { requestWithdrawal } from './use-cases/request-withdrawal.js';

export type { WithdrawalDeps, WithdrawalServiceDeps } from './deps.js';
export { MAX_PAYOUT_ACCOUNTS, normalisedName } from './rules.js';

/** A use case's parameters after its deps. */
type Args<F> = F extends (deps: WithdrawalDeps, ...args: infer A) => unknown ? A : never;

/** Withdrawals (docs/product.md §Withdrawals): one use case per file in use-cases/. */
export function createWithdrawalService(deps: WithdrawalDeps) {
  return {
    accountInfo: (...args: Args<typeof getPayoutAccounts>) => getPayoutAccounts(deps, ...args),
    bindAccount: (...args: Args<typeof bindPayoutAccount>) => bindPayoutAccount(deps, ...args),
    settings: (...args: Args<typeof getWithdrawSettings>) => getWithdrawSettings(deps, ...args),
    charge: (...args: Args<typeof quoteWithdrawalCharge>) => quoteWithdrawalCharge(deps, ...args),
    request: (...args: Args<typeof requestWithdrawal>) => requestWithdrawal(deps, ...args),
    records: (...args: Args<typeof listWithdrawalRecords>) => listWithdrawalRecords(deps, ...args),
    receipt: (...args: Args<typeof confirmWithdrawalReceipt>) => confirmWithdrawalReceipt(deps, ...args),
    operatorList: (...args: Args<typeof listOperatorWithdrawals>) => listOperatorWithdrawals(deps, ...args),
    operatorProof: (...args: Args<typeof getWithdrawalProof>) => getWithdrawalProof(deps, ...args),
    approve: (...args: Args<typeof approveWithdrawal>) => approveWithdrawal(deps, ...args),
    reject: (...args: Args<typeof rejectWithdrawal>) => rejectWithdrawal(deps, ...args),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

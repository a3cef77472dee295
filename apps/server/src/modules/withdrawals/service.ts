import type { WithdrawalDeps } from './deps.js';
import { approveWithdrawal } from './use-cases/approve-withdrawal.js';
import { bindPayoutAccount } from './use-cases/bind-payout-account.js';
import { createPayoutBank } from './use-cases/create-payout-bank.js';
import { listPayoutBanks } from './use-cases/list-payout-banks.js';
import { setPayoutBankEnabled } from './use-cases/set-payout-bank-enabled.js';
import { updatePayoutBank } from './use-cases/update-payout-bank.js';
import { confirmWithdrawalReceipt } from './use-cases/confirm-withdrawal-receipt.js';
import { exportWithdrawals } from './use-cases/export-withdrawals.js';
import { getPayoutAccounts } from './use-cases/get-payout-accounts.js';
import { getWithdrawSettings } from './use-cases/get-withdraw-settings.js';
import { getWithdrawalProof } from './use-cases/get-withdrawal-proof.js';
import { getWithdrawalQueueState } from './use-cases/get-withdrawal-queue-state.js';
import { listOperatorWithdrawals } from './use-cases/list-operator-withdrawals.js';
import { listWithdrawalRecords } from './use-cases/list-withdrawal-records.js';
import { markAutoReceived } from './use-cases/mark-auto-received.js';
import { quoteWithdrawalCharge } from './use-cases/quote-withdrawal-charge.js';
import { rejectWithdrawal } from './use-cases/reject-withdrawal.js';
import { requestWithdrawal } from './use-cases/request-withdrawal.js';
import { bindUseCases } from '../../kernel/use-cases.js';

export type { WithdrawalDeps, WithdrawalServiceDeps } from './deps.js';
export { MAX_PAYOUT_ACCOUNTS, normalisedName } from './rules.js';

/** Withdrawals (docs/product.md §Withdrawals): one use case per file in use-cases/. */
export function createWithdrawalService(deps: WithdrawalDeps) {
  return bindUseCases(deps, {
    accountInfo: getPayoutAccounts,
    bindAccount: bindPayoutAccount,
    settings: getWithdrawSettings,
    charge: quoteWithdrawalCharge,
    request: requestWithdrawal,
    records: listWithdrawalRecords,
    receipt: confirmWithdrawalReceipt,
    operatorList: listOperatorWithdrawals,
    operatorExport: exportWithdrawals,
    queueState: getWithdrawalQueueState,
    operatorProof: getWithdrawalProof,
    approve: approveWithdrawal,
    reject: rejectWithdrawal,
    markAutoReceived,
    // Operators: the banks and e-wallets members may bind (docs/product.md §Partners)
    payoutBanks: listPayoutBanks,
    createPayoutBank,
    updatePayoutBank,
    setPayoutBankEnabled,
  });
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

import type { DepositDeps } from './deps.js';
import { cancelDeposit } from './use-cases/cancel-deposit.js';
import { createGatewayDeposit } from './use-cases/create-gateway-deposit.js';
import { createManualDeposit } from './use-cases/create-manual-deposit.js';
import { decideManualDeposit } from './use-cases/decide-manual-deposit.js';
import { exportDeposits } from './use-cases/export-deposits.js';
import { getDepositProof } from './use-cases/get-deposit-proof.js';
import { getDepositQueueState } from './use-cases/get-deposit-queue-state.js';
import { getDepositSettings } from './use-cases/get-deposit-settings.js';
import { handlePaymentCallback } from './use-cases/handle-payment-callback.js';
import { listDepositChannels } from './use-cases/list-deposit-channels.js';
import { listDepositMethods } from './use-cases/list-deposit-methods.js';
import { listDepositQueue } from './use-cases/list-deposit-queue.js';
import { listDepositRecords } from './use-cases/list-deposit-records.js';
import { listPaymentGateways } from './use-cases/list-payment-gateways.js';
import { createPaymentGateway } from './use-cases/create-payment-gateway.js';
import { updatePaymentGateway } from './use-cases/update-payment-gateway.js';
import { offersProvider } from './use-cases/offers-provider.js';
import { replaceDepositMethods } from './use-cases/replace-deposit-methods.js';
import { bindUseCases } from '../../kernel/use-cases.js';

export type { CallbackAnswer, DepositDeps, DepositServiceDeps } from './deps.js';
export { feeOf } from './rules.js';

/** Deposits (docs/product.md §Deposits): one use case per file in use-cases/. */
export function createDepositService(deps: DepositDeps) {
  return bindUseCases(deps, {
    // Members
    channels: listDepositChannels,
    settings: getDepositSettings,
    createGatewayDeposit,
    createManualDeposit,
    cancel: cancelDeposit,
    records: listDepositRecords,

    // Gateway callbacks
    handleCallback: handlePaymentCallback,

    // Operators
    methods: listDepositMethods,
    offersProvider,
    replaceMethods: replaceDepositMethods,
    queue: listDepositQueue,
    exportQueue: exportDeposits,
    queueState: getDepositQueueState,
    decide: decideManualDeposit,
    proof: getDepositProof,
    // Operators: the merchant's payment gateways (docs/product.md §Partners)
    gateways: listPaymentGateways,
    createGateway: createPaymentGateway,
    updateGateway: updatePaymentGateway,
  });
}

export type DepositService = ReturnType<typeof createDepositService>;

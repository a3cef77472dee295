import type { DepositDeps } from './deps.js';
import { cancelDeposit } from './use-cases/cancel-deposit.js';
import { createGatewayDeposit } from './use-cases/create-gateway-deposit.js';
import { createManualDeposit } from './use-cases/create-manual-deposit.js';
import { decideManualDeposit } from './use-cases/decide-manual-deposit.js';
import { getDepositProof } from './use-cases/get-deposit-proof.js';
import { getDepositSettings } from './use-cases/get-deposit-settings.js';
import { handlePaymentCallback } from './use-cases/handle-payment-callback.js';
import { listDepositChannels } from './use-cases/list-deposit-channels.js';
import { listDepositMethods } from './use-cases/list-deposit-methods.js';
import { listDepositQueue } from './use-cases/list-deposit-queue.js';
import { listDepositRecords } from './use-cases/list-deposit-records.js';
import { offersProvider } from './use-cases/offers-provider.js';
import { replaceDepositMethods } from './use-cases/replace-deposit-methods.js';

export type { CallbackAnswer, DepositDeps, DepositServiceDeps } from './deps.js';
export { feeOf } from './rules.js';

/** A use case's parameters after its deps. */
type Args<F> = F extends (deps: DepositDeps, ...args: infer A) => unknown ? A : never;

/** Deposits (docs/product.md §Deposits): one use case per file in use-cases/. */
export function createDepositService(deps: DepositDeps) {
  return {
    // Members
    channels: (...args: Args<typeof listDepositChannels>) => listDepositChannels(deps, ...args),
    settings: (...args: Args<typeof getDepositSettings>) => getDepositSettings(deps, ...args),
    createGatewayDeposit: (...args: Args<typeof createGatewayDeposit>) => createGatewayDeposit(deps, ...args),
    createManualDeposit: (...args: Args<typeof createManualDeposit>) => createManualDeposit(deps, ...args),
    cancel: (...args: Args<typeof cancelDeposit>) => cancelDeposit(deps, ...args),
    records: (...args: Args<typeof listDepositRecords>) => listDepositRecords(deps, ...args),

    // Gateway callbacks
    handleCallback: (...args: Args<typeof handlePaymentCallback>) => handlePaymentCallback(deps, ...args),

    // Operators
    methods: (...args: Args<typeof listDepositMethods>) => listDepositMethods(deps, ...args),
    offersProvider: (...args: Args<typeof offersProvider>) => offersProvider(deps, ...args),
    replaceMethods: (...args: Args<typeof replaceDepositMethods>) => replaceDepositMethods(deps, ...args),
    queue: (...args: Args<typeof listDepositQueue>) => listDepositQueue(deps, ...args),
    decide: (...args: Args<typeof decideManualDeposit>) => decideManualDeposit(deps, ...args),
    proof: (...args: Args<typeof getDepositProof>) => getDepositProof(deps, ...args),
  };
}

export type DepositService = ReturnType<typeof createDepositService>;

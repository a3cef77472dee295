import { paymentPasswordCheck } from '../../kernel/payment-password.js';
import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import { registerTransferRoutes } from './routes.js';
import { createTransferService, type TransferServiceDeps, type TransferService } from './service.js';

/** Transfers to the upline and between an agent and their direct downlines (docs/product.md §Transfers). */
export const transfersModule: ModuleManifest<
  {
    ledger: LedgerService;
    members: { requirePaymentPassword(memberId: number, password: string): Promise<void> } & Pick<
      TransferServiceDeps,
      'summaryOf' | 'summaryByUsername'
    >;
  },
  TransferService
> = {
  name: 'transfers',
  setUp: ({ database, clock, attempts }, { ledger, members }) =>
    createTransferService({
      db: database.db,
      clock,
      ledger,
      checkPaymentPassword: paymentPasswordCheck(attempts, members),
      summaryOf: (memberId) => members.summaryOf(memberId),
      summaryByUsername: (merchantId, username) => members.summaryByUsername(merchantId, username),
    }),
  routes: registerTransferRoutes,
};

import { paymentPasswordCheck } from '../../kernel/payment-password.js';
import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import { registerWithdrawalRoutes } from './routes.js';
import { createWithdrawalService, type WithdrawalService } from './service.js';

/** Withdrawals: payout accounts, limits, charges, turnover, maker-checker payout (docs/product.md §Withdrawals). */
export const withdrawalsModule: ModuleManifest<
  {
    ledger: LedgerService;
    members: { requirePaymentPassword(memberId: number, password: string): Promise<void> };
    hasPaymentPassword(memberId: number): Promise<boolean>;
    usernameOf(memberId: number): Promise<string | null>;
    payeeNameOf(memberId: number): Promise<string | null>;
  },
  WithdrawalService
> = {
  name: 'withdrawals',
  setUp: ({ database, clock, attempts, live }, { ledger, members, ...lookups }) =>
    createWithdrawalService({
      db: database.db,
      clock,
      ledger,
      checkPaymentPassword: paymentPasswordCheck(attempts, members),
      orderChanged: ({ merchantId, memberId, orderNo, status }) =>
        live.toMembers(merchantId, [memberId], { type: 'order', kind: 'withdrawal', orderNo, status }),
      ...lookups,
    }),
  routes: registerWithdrawalRoutes,
};

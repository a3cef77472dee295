import { paymentPasswordCheck } from '../../kernel/payment-password.js';
import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import type { WithdrawalDeps } from './deps.js';
import { registerWithdrawalRoutes } from './routes.js';
import { createWithdrawalService, type WithdrawalService } from './service.js';

/** The every-minute job that stores the forced receipt (docs/product.md §Withdrawals). */
export const AUTO_RECEIVE_JOB = 'withdrawals.mark-auto-received';

/** Withdrawals: payout accounts, limits, charges, turnover, maker-checker payout (docs/product.md §Withdrawals). */
export const withdrawalsModule: ModuleManifest<
  {
    ledger: LedgerService;
    members: { requirePaymentPassword(memberId: number, password: string): Promise<void> };
    hasPaymentPassword(memberId: number): Promise<boolean>;
    usernameOf(memberId: number): Promise<string | null>;
    payeeNameOf(memberId: number): Promise<string | null>;
    passwordChangedAtOf(memberId: number): Promise<Date | null>;
    merchantCodeOf(merchantId: number): Promise<string | null>;
    bonusHold?: WithdrawalDeps['bonusHold'];
  },
  WithdrawalService
> = {
  name: 'withdrawals',
  setUp: ({ database, clock, attempts, live, jobs, queueChanged }, { ledger, members, ...lookups }) => {
    const withdrawals = createWithdrawalService({
      db: database.db,
      clock,
      ledger,
      checkPaymentPassword: paymentPasswordCheck(attempts, members),
      orderChanged: ({ merchantId, memberId, orderNo, status }) => {
        live.toMembers(merchantId, [memberId], { type: 'order', kind: 'withdrawal', orderNo, status });
        queueChanged('withdrawal');
      },
      queueChanged: () => queueChanged('withdrawal'),
      ...lookups,
    });
    // The forced receipt: paid orders nobody answered in time are stored AUTO_RECEIVED every minute.
    jobs.define(AUTO_RECEIVE_JOB, async (_data, job) => {
      await withdrawals.markAutoReceived(job);
    });
    jobs.every(AUTO_RECEIVE_JOB, '* * * * *');
    return withdrawals;
  },
  routes: registerWithdrawalRoutes,
};

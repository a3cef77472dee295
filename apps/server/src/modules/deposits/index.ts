import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import type { MerchantService } from '../merchants/service.js';
import { registerDepositRoutes } from './routes.js';
import type { DepositService } from './service.js';
import { setUpDeposits } from './setup.js';

/** Deposits: methods and channels, payment gateways, manual transfers with proof (docs/product.md §Deposits). */
export const depositsModule: ModuleManifest<
  { ledger: LedgerService; merchants: MerchantService; usernameOf(memberId: number): Promise<string | null> },
  DepositService
> = {
  name: 'deposits',
  setUp: (platform, needs) =>
    setUpDeposits({
      db: platform.database.db,
      clock: platform.clock,
      logger: platform.logger,
      config: platform.config,
      publicUrl: () => platform.publicUrl.get(),
      orderChanged: ({ merchantId, memberId, orderNo, status }) => {
        platform.live.toMembers(merchantId, [memberId], { type: 'order', kind: 'deposit', orderNo, status });
        platform.queueChanged('deposit');
      },
      queueChanged: () => platform.queueChanged('deposit'),
      ...needs,
    }),
  routes: (kit, deposits, { config }) =>
    registerDepositRoutes(
      kit,
      deposits,
      Math.max(1, Math.round(config.PAYMENT_CALLBACKS_PER_MINUTE * config.RATE_LIMIT_SCALE)),
    ),
};

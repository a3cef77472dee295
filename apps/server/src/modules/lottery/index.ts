import type { ModuleManifest } from '../../platform/module.js';
import { IN_HOUSE_LOTTERY, type VendorDirectory } from '../games/vendor-directory.js';
import type { MerchantService } from '../merchants/service.js';
import type { VendorWalletService } from '../vendor-wallet/service.js';
import { registerLotteryRoutes } from './routes.js';
import { createLotteryService, type LotteryService } from './service.js';

/**
 * The lottery (docs/product.md §Lottery): the member site's lottery calls, passed to the in-house
 * lottery vendor over its signed API; the vendor debits and credits the members through the
 * seamless wallet like any third party.
 */
export const lotteryModule: ModuleManifest<
  {
    vendorDirectory: Pick<VendorDirectory, 'resolve'>;
    vendorWallet: Pick<VendorWalletService, 'openSession' | 'playerIdOf'>;
    merchants: Pick<MerchantService, 'calendars'>;
  },
  LotteryService
> = {
  name: 'lottery',
  setUp: ({ clock, live, database }, { vendorDirectory, vendorWallet, merchants }) =>
    createLotteryService({
      clock,
      db: database.db,
      endpoint: () => vendorDirectory.resolve(IN_HOUSE_LOTTERY),
      openSession: (input) => vendorWallet.openSession(input),
      playerIdOf: (merchantId, memberId, currency) => vendorWallet.playerIdOf(merchantId, memberId, currency),
      merchantIds: async () => (await merchants.calendars()).map((merchant) => merchant.merchantId),
      live,
    }),
  routes: registerLotteryRoutes,
};

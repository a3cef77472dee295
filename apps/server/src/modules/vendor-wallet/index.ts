import type { ModuleManifest } from '../../platform/module.js';
import type { VendorDirectory } from '../games/vendor-directory.js';
import type { LedgerService } from '../ledger/service.js';
import type { MerchantService } from '../merchants/service.js';
import type { NameLookups } from './deps.js';
import { registerVendorWalletRoutes } from './routes.js';
import { createVendorWalletService, type VendorWalletService } from './service.js';

/** The seamless wallet protocol vendors call, rounds and betting records (docs/product.md §Seamless wallet). */
export const vendorWalletModule: ModuleManifest<
  {
    ledger: LedgerService;
    merchants: Pick<MerchantService, 'siteByCode'>;
    vendorDirectory: VendorDirectory;
    /** The games catalogue's names of vendors and games, for the records. */
    catalogue: NameLookups;
  },
  VendorWalletService
> = {
  name: 'vendor-wallet',
  setUp: ({ database, clock, logger, events }, { ledger, merchants, vendorDirectory, catalogue }) => {
    const service = createVendorWalletService({
      db: database.db,
      clock,
      ledger,
      logger,
      siteByCode: (code) => merchants.siteByCode(code),
      // AURORA (the in-house vendor) signs with SLOTS_VENDOR_SECRET; a configured vendor with the
      // secret an operator gave it (read fresh: a rotation holds at once, in every process).
      vendorSecret: (code) => vendorDirectory.secretOf(code),
      verifyUrlOf: (code, roundId) => vendorDirectory.verifyUrl(code, roundId),
      vendorName: (merchantId, vendorCode, language) =>
        catalogue.vendorName(merchantId, vendorCode, language),
      gameName: (merchantId, vendorCode, gameCode, language) =>
        catalogue.gameName(merchantId, vendorCode, gameCode, language),
    });
    // Bets need a live game session: signing out ends them (wins and rollbacks are still accepted).
    events.on('member.signed-out', ({ memberId }) => service.closeSessionsOf(memberId));
    return service;
  },
  routes: registerVendorWalletRoutes,
};

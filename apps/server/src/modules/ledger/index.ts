import type { ModuleManifest } from '../../platform/module.js';
import { createLedgerService, type LedgerService } from './service.js';

/** The double-entry ledger every money module posts through (docs/product.md §Money). No calls. */
export const ledgerModule: ModuleManifest<object, LedgerService> = {
  name: 'ledger',
  setUp: ({ database, live }) =>
    createLedgerService({
      db: database.db,
      // Every member whose balance moved hears it on the live channel, whichever module posted.
      posted: ({ merchantId, type, memberIds }) =>
        live.toMembers(merchantId, memberIds, { type: 'balance', cause: type }),
    }),
};

import type { ModuleManifest } from '../../platform/module.js';
import { createLedgerService, type LedgerService } from './service.js';

/** The double-entry ledger every money module posts through (docs/product.md §Money). No calls. */
export const ledgerModule: ModuleManifest<object, LedgerService> = {
  name: 'ledger',
  setUp: ({ database }) => createLedgerService({ db: database.db }),
};

import type { ModuleManifest } from '../../platform/module.js';
import type { LedgerService } from '../ledger/service.js';
import { registerWalletRoutes } from './routes.js';
import { createWalletService, type WalletServiceDeps, type WalletService } from './service.js';

/** Balances, wallet transfers and account records (docs/product.md §Money, §Records). */
export const walletsModule: ModuleManifest<
  { ledger: LedgerService; members: WalletServiceDeps['members'] },
  WalletService
> = {
  name: 'wallets',
  setUp: ({ clock }, { ledger, members }) => createWalletService({ ledger, clock, members }),
  routes: registerWalletRoutes,
};

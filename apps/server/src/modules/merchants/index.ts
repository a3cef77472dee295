import type { ModuleManifest } from '../../platform/module.js';
import { registerMerchantRoutes } from './routes.js';
import { createMerchantService, type MerchantService } from './service.js';

/** Merchants and their settings sections (docs/product.md §Entities). */
export const merchantsModule: ModuleManifest<object, MerchantService> = {
  name: 'merchants',
  setUp: ({ database, clock, config }) =>
    createMerchantService({ db: database.db, clock, cacheMs: config.SETTINGS_CACHE_MS }),
  routes: registerMerchantRoutes,
};

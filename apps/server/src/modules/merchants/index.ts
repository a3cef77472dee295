import type { ModuleManifest } from '../../platform/module.js';
import { registerMerchantRoutes } from './routes.js';
import { createMerchantService, type MerchantService } from './service.js';

/** Merchants and their settings sections (docs/product.md §Entities). */
export const merchantsModule: ModuleManifest<object, MerchantService> = {
  name: 'merchants',
  setUp: ({ database, clock, config, signals, live }) => {
    const merchants = createMerchantService({
      db: database.db,
      clock,
      cacheMs: config.SETTINGS_CACHE_MS,
      // Every process drops its cached sites as soon as one saves (the writer already has).
      changed: (code) => void signals.publish('settings', code),
      maintenanceSwitched: (merchantId, on) => live.toSite(merchantId, { type: 'status', maintenance: on }),
    });
    signals.on('settings', () => merchants.forgetCached());
    return merchants;
  },
  routes: registerMerchantRoutes,
};

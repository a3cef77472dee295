import { type SiteContext } from '../../../platform/context.js';
import { toOperatorVendor } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import * as store from '../store.js';

/** Every vendor of the merchant, enabled or not, as operators edit them. */
export async function listOperatorVendors(deps: GameDeps, site: SiteContext) {
  return { list: (await store.listVendors(deps.db, site.merchantId)).map(toOperatorVendor) };
}

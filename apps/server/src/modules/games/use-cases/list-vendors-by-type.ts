import { GAME_CATEGORIES } from '@wps/contracts';
import { type SiteContext } from '../../../platform/context.js';
import type { GameDeps } from '../deps.js';
import { liveVendors } from '../rules.js';

/** The live vendors' codes by category (categories without any left out). */
export async function listVendorsByType(deps: GameDeps, site: SiteContext) {
  const vendors = liveVendors(await deps.cache.get(site.merchantId));
  const content: Record<string, string[]> = {};
  for (const category of GAME_CATEGORIES) {
    const codes = vendors.filter((vendor) => vendor.category === category).map((vendor) => vendor.code);
    if (codes.length > 0) content[category] = codes;
  }
  return { content };
}

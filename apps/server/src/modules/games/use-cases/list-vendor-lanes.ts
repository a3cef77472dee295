import { GAME_CATEGORIES, type Language, type VendorLanes } from '@wps/contracts';
import { type SiteContext } from '../../../platform/context.js';
import { toVendorCard } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { liveVendors } from '../rules.js';
import { viewOf } from '../views.js';

/** The members' vendor cards, one lane per category that has any. */
export async function listVendorLanes(
  deps: GameDeps,
  site: SiteContext,
  language: Language,
): Promise<VendorLanes> {
  const view = await viewOf(deps, site, language, null);
  const vendors = liveVendors(view.catalogue);
  return {
    lanes: GAME_CATEGORIES.map((category) => ({
      title: category,
      cards: vendors
        .filter((vendor) => vendor.category === category)
        .map((vendor) => toVendorCard(vendor, view)),
    })).filter((lane) => lane.cards.length > 0),
  };
}

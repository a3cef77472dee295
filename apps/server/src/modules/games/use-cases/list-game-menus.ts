import type { GameCategory, gameMenusSchema, Language } from '@wps/contracts';
import type { z } from 'zod';
import { type SiteContext } from '../../../platform/context.js';
import { toGame } from '../catalogue.js';
import type { GameDeps } from '../deps.js';
import { liveVendors, lotteryCategories } from '../rules.js';
import { viewOf } from '../views.js';

/** The lottery menus: each live vendor's games of the prize mode's categories. */
export async function listGameMenus(
  deps: GameDeps,
  site: SiteContext,
  prizeMode: string | undefined,
  language: Language,
): Promise<z.input<typeof gameMenusSchema>> {
  const view = await viewOf(deps, site, language, null);
  const categories = lotteryCategories(prizeMode);
  return liveVendors(view.catalogue)
    .map((vendor) => ({
      gameGroupCode: vendor.code,
      gameGroupId: vendor.id,
      gameMenus: view.catalogue.live
        .filter(
          (game) => game.vendorCode === vendor.code && categories.includes(game.category as GameCategory),
        )
        .map((game) => toGame(game, view)),
    }))
    .filter((group) => group.gameMenus.length > 0);
}

import { type SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { AuditActor } from '../../audit/service.js';
import { changed } from '../changes.js';
import type { GameDeps } from '../deps.js';
import { reachable } from '../launch.js';
import { floorMinor, syncedCategory } from '../rules.js';
import * as store from '../store.js';

/** Fetches the vendor's catalogue and adds or updates its games (operator flags stay as set). */
export async function syncVendor(deps: GameDeps, actor: AuditActor, site: SiteContext, code: string) {
  const vendor = await store.findVendor(deps.db, site.merchantId, code);
  if (!vendor) throw new AppError('not.found');
  const catalogue = await deps.clientOf(reachable(deps.launch, vendor)).catalogue();
  const decimals = site.settings.currency.decimals;
  return changed(deps, site, actor, 'game.vendor.sync', `vendor:${code}`, async (tx) => {
    const existing = new Map(
      (await store.listGames(tx, site.merchantId))
        .filter((game) => game.vendorCode === code)
        .map((game) => [game.gameCode, game]),
    );
    let added = 0;
    let updated = 0;
    for (const [index, item] of catalogue.games.entries()) {
      const fromVendor = {
        category: syncedCategory(item.category, vendor.category),
        name: item.name,
        icon: item.icon,
        smallIcon: item.smallIcon,
        supportPlay: item.supportPlay,
        minBetMinor: floorMinor(item.minBet, decimals),
        lineNum: item.lineNum,
      };
      const known = existing.get(item.gameId);
      if (known) {
        await store.updateGame(tx, site.merchantId, known.id, fromVendor, deps.clock.now());
        updated++;
      } else {
        await store.insertGame(
          tx,
          site.merchantId,
          {
            ...fromVendor,
            vendorCode: code,
            gameCode: item.gameId,
            isHot: false,
            roomIds: [],
            code: null,
            defaultPlayType: null,
            accountTypeName: code,
            enabled: true,
            sortOrder: existing.size + index + 1,
          },
          deps.clock.now(),
        );
        added++;
      }
    }
    const value = { added, updated };
    return {
      before: null,
      after: { ...value, games: catalogue.games.map((game) => game.gameId) },
      value,
    };
  });
}

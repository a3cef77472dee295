import { type SiteContext } from '../../../platform/context.js';
import { memberAmount } from '../../../kernel/money.js';
import { DEMO_GAME_DEFAULTS, DEMO_GAMES, DEMO_VENDOR, demoIcon } from '../demo-catalogue.js';
import { DEMO_LOTTERY_VENDOR, demoLotteryGames } from '../demo-lottery.js';
import type { GameDeps } from '../deps.js';
import * as store from '../store.js';

/** The demo merchant's in-house vendor and its three slots (seed.ts; adds what is missing). */
export async function seedDemoCatalogue(deps: GameDeps, site: SiteContext) {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { code, ...vendor } = DEMO_VENDOR;
    if (!(await store.findVendor(tx, site.merchantId, code)))
      await store.upsertVendor(tx, site.merchantId, code, vendor, at);
    for (const game of DEMO_GAMES)
      await store.insertGameIfAbsent(
        tx,
        site.merchantId,
        {
          vendorCode: code,
          gameCode: game.gameId,
          category: DEMO_GAME_DEFAULTS.category,
          name: game.name,
          icon: demoIcon(game.gameId),
          smallIcon: demoIcon(game.gameId),
          supportPlay: DEMO_GAME_DEFAULTS.supportPlay,
          isHot: game.isHot,
          minBetMinor: memberAmount(game.minBet, site.settings.currency, 'minBet'),
          lineNum: game.lineNum,
          roomIds: [],
          code: null,
          defaultPlayType: null,
          accountTypeName: code,
          enabled: true,
          sortOrder: game.sortOrder,
        },
        at,
      );
  });
  deps.cache.invalidate(site.merchantId);
}

/** The demo merchant's in-house lottery vendor and its games (seed.ts; adds what is missing). */
export async function seedDemoLottery(deps: GameDeps, site: SiteContext) {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { code, ...vendor } = DEMO_LOTTERY_VENDOR;
    if (!(await store.findVendor(tx, site.merchantId, code)))
      await store.upsertVendor(tx, site.merchantId, code, vendor, at);
    for (const game of demoLotteryGames())
      await store.insertGameIfAbsent(
        tx,
        site.merchantId,
        {
          vendorCode: code,
          gameCode: game.gameId,
          category: game.category,
          name: game.name,
          icon: `vendor:${code}/assets/${game.gameId}.svg`,
          smallIcon: `vendor:${code}/assets/${game.gameId}.svg`,
          supportPlay: 1,
          isHot: game.isHot,
          minBetMinor: game.minBetMinor,
          lineNum: null,
          roomIds: [],
          code: game.code,
          defaultPlayType: game.defaultPlayType,
          accountTypeName: game.accountTypeName,
          enabled: true,
          sortOrder: game.sortOrder,
        },
        at,
      );
  });
  deps.cache.invalidate(site.merchantId);
}

import { type SiteContext } from '../../../platform/context.js';
import type { Executor } from '../../../platform/db/index.js';
import { AppError } from '../../../platform/errors.js';
import type { AuditActor } from '../../audit/service.js';
import { toOperatorVendor } from '../catalogue.js';
import { changed } from '../changes.js';
import type { GameDeps } from '../deps.js';
import { reachable } from '../launch.js';
import * as partnerStore from '../partner-store.js';
import { floorMinor, storedIcon, syncedCategory } from '../rules.js';
import * as store from '../store.js';

/**
 * The merchant's catalogue entry of the vendor, or what it will be: a vendor an operator configured
 * (partner_vendors) that the merchant does not offer yet gets one from its configuration at its
 * first sync (name, first category, wallet mode; its icon is set on the vendors page).
 */
async function catalogueEntryOf(deps: GameDeps, site: SiteContext, code: string) {
  const vendor = await store.findVendor(deps.db, site.merchantId, code);
  if (vendor) return { vendor, configured: null };
  const configured = await partnerStore.getPartnerVendor(deps.db, code);
  if (!configured) throw new AppError('not.found');
  const category = (configured.categories as string[])[0] ?? 'RNG';
  return { vendor: { code, category }, configured: { ...configured, category } };
}

async function nextSortOrder(tx: Executor, merchantId: number) {
  const vendors = await store.listVendors(tx, merchantId);
  return vendors.reduce((highest, vendor) => Math.max(highest, vendor.sortOrder), 0) + 1;
}

/** Fetches the vendor's catalogue and adds or updates its games (operator flags stay as set). */
export async function syncVendor(deps: GameDeps, actor: AuditActor, site: SiteContext, code: string) {
  const { vendor, configured } = await catalogueEntryOf(deps, site, code);
  const endpoint = await reachable(deps.launch, vendor);
  const catalogue = await deps.clientOf(endpoint).catalogue();
  const icon = (address: string) => storedIcon(address, code, endpoint.baseUrl!);
  const decimals = site.settings.currency.decimals;
  return changed(deps, site, actor, 'game.vendor.sync', `vendor:${code}`, async (tx) => {
    const entry = configured
      ? toOperatorVendor(
          await store.upsertVendor(
            tx,
            site.merchantId,
            code,
            {
              category: configured.category,
              name: { EN: configured.name },
              icon: '',
              isHot: false,
              vassalage: false,
              walletMode: configured.walletMode,
              enabled: configured.enabled,
              sortOrder: await nextSortOrder(tx, site.merchantId),
            },
            deps.clock.now(),
          ),
        )
      : null;
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
        icon: icon(item.icon),
        smallIcon: icon(item.smallIcon),
        supportPlay: item.supportPlay,
        minBetMinor: floorMinor(item.minBet, decimals),
        lineNum: item.lineNum,
        ...(item.accountTypeName ? { accountTypeName: item.accountTypeName } : {}),
        ...(item.code ? { code: item.code } : {}),
        ...(item.defaultPlayType ? { defaultPlayType: item.defaultPlayType } : {}),
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
            ...fromVendor,
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
      after: {
        ...value,
        games: catalogue.games.map((game) => game.gameId),
        ...(entry ? { vendorAdded: entry } : {}),
      },
      value,
    };
  });
}

import {
  formatMinorUnits,
  pickLocalized,
  VASSALAGE,
  type Game,
  type Language,
  type Localized,
  type OperatorGame,
  type OperatorVendor,
  type VendorCard,
} from '@wps/contracts';
import type { GameRow, VendorRow } from './store.js';
import { type SiteContext } from '../../platform/context.js';
import { formatMoney } from '../../kernel/money.js';
import { gameKey } from './rules.js';

/** A merchant's catalogue as loaded once and answered from memory. */
export interface Catalogue {
  vendors: VendorRow[];
  /** Every game, in display order (sort order, then id). */
  games: GameRow[];
  vendorByCode: Map<string, VendorRow>;
  gameById: Map<number, GameRow>;
  gameByCode: Map<string, GameRow>;
  /** Games members see: enabled, of an enabled vendor, in display order. */
  live: GameRow[];
}

export function buildCatalogue(vendors: VendorRow[], games: GameRow[]): Catalogue {
  const vendorByCode = new Map(vendors.map((vendor) => [vendor.code, vendor]));
  return {
    vendors,
    games,
    vendorByCode,
    gameById: new Map(games.map((game) => [game.id, game])),
    gameByCode: new Map(games.map((game) => [gameKey(game.vendorCode, game.gameCode), game])),
    live: games.filter((game) => game.enabled && vendorByCode.get(game.vendorCode)?.enabled === true),
  };
}

/**
 * Keeps each merchant's catalogue in memory for `ttlMs` so member lists do not read the database on
 * every request; operator changes in this process drop it at once (other processes see them within
 * `ttlMs`). Concurrent misses share one load.
 */
export function createCatalogueCache(
  load: (merchantId: number) => Promise<Catalogue>,
  ttlMs: number,
  now: () => number,
) {
  const entries = new Map<number, { at: number; value: Promise<Catalogue> }>();
  return {
    get(merchantId: number): Promise<Catalogue> {
      const entry = entries.get(merchantId);
      const time = now();
      if (entry && time - entry.at < ttlMs) return entry.value;
      const value = load(merchantId);
      entries.set(merchantId, { at: time, value });
      value.catch(() => {
        if (entries.get(merchantId)?.value === value) entries.delete(merchantId);
      });
      return value;
    },
    invalidate(merchantId: number) {
      entries.delete(merchantId);
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/** Where icons live: `vendor:<CODE>/<path>` is a path on that vendor's own server. */
export const VENDOR_ICON_PREFIX = /^vendor:([A-Z0-9_]{2,20})\/(.*)$/;

/**
 * An icon as members get it. Absolute URLs stay as they are; `vendor:<CODE>/<path>` resolves to
 * `<vendor base URL>/<path>` (the in-house vendor serves its own icons, and its address is only
 * known at run time); other relative paths go on the site's first image CDN, or stay relative to
 * the site when none is set.
 */
export function resolveIcon(icon: string, site: SiteContext, vendorBaseUrl: (code: string) => string | null) {
  if (icon === '' || /^https?:\/\//i.test(icon)) return icon;
  const vendor = VENDOR_ICON_PREFIX.exec(icon);
  if (vendor) {
    const base = vendorBaseUrl(vendor[1]!);
    if (base) return `${base}/${vendor[2]}`;
    icon = vendor[2]!;
  }
  const path = icon.startsWith('/') ? icon : `/${icon}`;
  const cdn = site.settings.cdn.imageCDNs[0];
  return cdn ? `${cdn.replace(/\/+$/, '')}${path}` : path;
}

export interface GameView {
  site: SiteContext;
  language: Language;
  catalogue: Catalogue;
  favorites: ReadonlySet<number>;
  vendorBaseUrl(code: string): string | null;
}

export function localized(name: unknown, language: Language): string {
  return pickLocalized(name as Localized, language);
}

/** A game row as every member list answers it. */
export function toGame(row: GameRow, view: GameView): Game {
  const vendor = view.catalogue.vendorByCode.get(row.vendorCode);
  const name = localized(row.name, view.language);
  const rooms = row.roomIds as string[];
  return {
    nodeId: row.id,
    gameId: row.gameCode,
    vassalage: row.vendorCode,
    gameType: row.category as Game['gameType'],
    gameName: name,
    nodeName: name,
    displayName: name,
    showIcon: resolveIcon(row.icon, view.site, view.vendorBaseUrl),
    smallIcon: resolveIcon(row.smallIcon, view.site, view.vendorBaseUrl),
    supportPlay: row.supportPlay === 0 ? 0 : 1,
    isHot: row.isHot,
    minBet: formatMoney(row.minBetMinor, view.site.settings.currency),
    lineNum: row.lineNum,
    roomId: rooms[0] ?? null,
    isGame: vendor?.vassalage ? VASSALAGE : null,
    code: row.code,
    defaultPlayType: row.defaultPlayType,
    accountTypeName: row.accountTypeName,
    isFavorite: view.favorites.has(row.id),
  };
}

export function toVendorCard(row: VendorRow, view: GameView): VendorCard {
  return {
    vassalage: row.code,
    displayName: localized(row.name, view.language),
    gameType: row.category as VendorCard['gameType'],
    lagerIcon: resolveIcon(row.icon, view.site, view.vendorBaseUrl),
    isHot: row.isHot,
    isGame: row.vassalage ? VASSALAGE : null,
  };
}

export function toOperatorVendor(row: VendorRow): OperatorVendor {
  return {
    code: row.code,
    category: row.category as OperatorVendor['category'],
    name: row.name as Localized,
    icon: row.icon,
    isHot: row.isHot,
    vassalage: row.vassalage,
    walletMode: row.walletMode as OperatorVendor['walletMode'],
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

export function toOperatorGame(row: GameRow, decimals: number): OperatorGame {
  return {
    nodeId: row.id,
    vendor: row.vendorCode,
    gameId: row.gameCode,
    category: row.category as OperatorGame['category'],
    name: row.name as Localized,
    icon: row.icon,
    smallIcon: row.smallIcon,
    supportPlay: row.supportPlay === 0 ? 0 : 1,
    isHot: row.isHot,
    minBet: formatMinorUnits(row.minBetMinor, decimals),
    lineNum: row.lineNum,
    roomIds: row.roomIds as string[],
    code: row.code,
    defaultPlayType: row.defaultPlayType,
    accountTypeName: row.accountTypeName,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

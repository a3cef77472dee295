import {
  GAME_CATEGORIES,
  GAME_HALL_OF,
  toMinorUnits,
  type GameCategory,
  type Localized,
} from '@wps/contracts';
import { AppError } from '../../platform/errors.js';

/*
 * The games module's decisions (docs/product.md §Games), pure: which game may launch, the one
 * unfinished game per member, trials, what the member lists show and find, the winner board's
 * masking. Structural types only, so the rules run on catalogue rows and on test literals alike.
 */

/** The most launched games are counted over this window. */
export const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Lottery menus by prize mode; any other mode (or none) lists both. */
const LOTTERY_MENUS: Record<string, GameCategory[]> = { lott: ['LOTT'], elott: ['ELOTT'] };

export interface GameFacts {
  id: number;
  vendorCode: string;
  gameCode: string;
  category: string;
  enabled: boolean;
  isHot: boolean;
  supportPlay: number;
  minBetMinor: bigint;
  lineNum: number | null;
  searchText: string;
}

export interface VendorFacts {
  code: string;
  category: string;
  enabled: boolean;
}

/** The catalogue's look-ups the launch rules read. */
export interface CatalogueLookups<G extends GameFacts, V extends VendorFacts> {
  gameById: ReadonlyMap<number, G>;
  gameByCode: ReadonlyMap<string, G>;
  vendorByCode: ReadonlyMap<string, V>;
}

export function gameKey(vendorCode: string, gameCode: string): string {
  return `${vendorCode}/${gameCode}`;
}

/** Lower-cased names in every language, one per line: what the name search matches. */
export function searchTextOf(name: Localized): string {
  return Object.values(name)
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.toLowerCase())
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// Launch

/** The game named by vendor and code (or by node id), playable now: else not.found or refused. */
export function playableGame<G extends GameFacts, V extends VendorFacts>(
  catalogue: CatalogueLookups<G, V>,
  vendorCode: string,
  gameCode: string,
  nodeId?: number,
): { game: G; vendor: V } {
  const game =
    nodeId !== undefined
      ? catalogue.gameById.get(nodeId)
      : catalogue.gameByCode.get(gameKey(vendorCode, gameCode));
  if (!game || game.vendorCode !== vendorCode || game.gameCode !== gameCode) throw new AppError('not.found');
  const vendor = catalogue.vendorByCode.get(game.vendorCode);
  if (!vendor) throw new AppError('not.found');
  if (!game.enabled || !vendor.enabled)
    throw new AppError('function.not.available', null, 'This game is not available now');
  return { game, vendor };
}

/**
 * One unfinished game per member: a round open in another game refuses the launch (the same game
 * may be launched again to finish it).
 */
export function requireNoOtherUnfinished(
  open: { vendorCode: string; gameCode: string } | null,
  game: { vendorCode: string; gameCode: string },
): void {
  if (open && (open.vendorCode !== game.vendorCode || open.gameCode !== game.gameCode))
    throw new AppError('game.previous.unfinished', { vassalage: open.vendorCode, gameId: open.gameCode });
}

/** A free trial with the vendor's play money: games offering one (supportPlay 0) only. */
export function requireTrialOffered(game: { supportPlay: number }): void {
  if (game.supportPlay !== 0)
    throw new AppError('function.not.available', null, 'This game has no free trial');
}

/** Where the game page's "back" leads: the category's hall, else the home page. */
export function lobbyUrlOf(origin: string, category: string): string {
  const hall = GAME_HALL_OF[category as GameCategory];
  return hall ? `${origin}/${hall}` : `${origin}/`;
}

// ---------------------------------------------------------------------------------------------
// Member lists

/** Vendors members see: enabled, with at least one enabled game. */
export function liveVendors<V extends VendorFacts>(catalogue: { vendors: V[]; live: GameFacts[] }): V[] {
  const withGames = new Set(catalogue.live.map((game) => game.vendorCode));
  return catalogue.vendors.filter((vendor) => vendor.enabled && withGames.has(vendor.code));
}

/** The game of a node id in the catalogue, else not.found. */
export function gameIn<G>(catalogue: { gameById: ReadonlyMap<number, G> }, nodeId: number): G {
  const game = catalogue.gameById.get(nodeId);
  if (!game) throw new AppError('not.found');
  return game;
}

/** The categories a lottery menu lists for a prize mode. */
export function lotteryCategories(prizeMode: string | undefined): GameCategory[] {
  return (prizeMode && LOTTERY_MENUS[prizeMode.toLowerCase()]) || ['LOTT', 'ELOTT'];
}

export interface GameListFilter {
  gameName?: string | undefined;
  minBet?: string | undefined;
  minLineNum?: number | undefined;
  vassalage?: string | undefined;
  gameType?: string | undefined;
}

/**
 * The game list's filter: part of the name in any language and case, a minimum bet at most the
 * query's `minBet` (compared at 4 decimals, so an amount with more decimals than the currency
 * still filters), at least `minLineNum` lines, one vendor, one type.
 */
export function gameListFilter(query: GameListFilter, decimals: number): (game: GameFacts) => boolean {
  const name = query.gameName?.toLowerCase();
  const scale = 10n ** BigInt(Math.max(0, 4 - decimals));
  const maxBet = query.minBet === undefined ? null : toMinorUnits(query.minBet, 4);
  return (game) =>
    (!name || game.searchText.includes(name)) &&
    (maxBet === null || game.minBetMinor * scale <= maxBet) &&
    (query.minLineNum === undefined || (game.lineNum ?? 0) >= query.minLineNum) &&
    (!query.vassalage || game.vendorCode === query.vassalage) &&
    (!query.gameType || game.category === query.gameType);
}

/** Hot games, optionally of one vendor or category. */
export function hotGameFilter(filter: {
  vassalage?: string | undefined;
  gameType?: string | undefined;
}): (game: GameFacts) => boolean {
  return (game) =>
    game.isHot &&
    (!filter.vassalage || game.vendorCode === filter.vassalage) &&
    (!filter.gameType || game.category === filter.gameType);
}

/** The operators' game list filter: vendor, category and part of the name. */
export function operatorGameFilter(query: {
  vendor?: string | undefined;
  category?: string | undefined;
  name?: string | undefined;
}): (game: GameFacts) => boolean {
  const name = query.name?.toLowerCase();
  return (game) =>
    (!query.vendor || game.vendorCode === query.vendor) &&
    (!query.category || game.category === query.category) &&
    (!name || game.searchText.includes(name));
}

/** Since when launches count for the popular games. */
export function popularSince(now: Date): Date {
  return new Date(now.getTime() - POPULAR_WINDOW_MS);
}

/**
 * The popular games: the most launched ones that members can still see, in launch order; the hot
 * games when none of them was played. At most `count`.
 */
export function popularGames<G extends GameFacts>(
  catalogue: { live: G[]; gameById: ReadonlyMap<number, G> },
  launchedIds: number[],
  count: number,
): G[] {
  const live = new Set(catalogue.live.map((game) => game.id));
  const ids = launchedIds.filter((id) => live.has(id));
  const games =
    ids.length > 0
      ? ids.map((id) => catalogue.gameById.get(id)!)
      : catalogue.live.filter((game) => game.isHot);
  return games.slice(0, count);
}

/** Masks a username for public boards: first and last character with *** between ("a***9"). */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Vendor catalogue sync and transfers

/** What a transfer-mode vendor says of a deposit asked about by its reference. */
export type VendorTransferStatus = 'OK' | 'FAILED' | 'NOT_FOUND';

/**
 * What becomes of money sent towards a transfer-mode vendor, by the vendor's word: it keeps what it
 * took (OK); anything it refused or never saw goes back to the main wallet.
 */
export function transferCheckPlan(status: VendorTransferStatus): 'confirm' | 'return' {
  return status === 'OK' ? 'confirm' : 'return';
}

/** A transfer-mode launch moves nothing when the main wallet holds nothing (a decimal string). */
export function nothingToMove(amount: string): boolean {
  return !/[1-9]/.test(amount);
}

/** A vendor's decimal amount in minor units, rounded down to the currency's decimals. */
export function floorMinor(text: string, decimals: number): bigint {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return 0n;
  return BigInt(match[1]! + (match[2] ?? '').padEnd(decimals, '0').slice(0, decimals));
}

/** A synced game's category: the vendor's when the catalogue names one we do not know. */
export function syncedCategory(category: string, vendorCategory: string): string {
  return (GAME_CATEGORIES as readonly string[]).includes(category) ? category : vendorCategory;
}

/**
 * A synced icon as stored: an address under the vendor's own base URL is kept relative to the
 * vendor (`vendor:<code>/<path>`, resolved when answered), so it follows the vendor when its
 * address changes (another port after a restart, a new host); any other address is kept as it is.
 */
export function storedIcon(icon: string, code: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return icon.startsWith(`${base}/`) ? `vendor:${code}/${icon.slice(base.length + 1)}` : icon;
}

import {
  GAME_CATEGORIES,
  formatMinorUnits,
  toMinorUnits,
  type GameCategory,
  type GameListQuery,
  type Language,
  type LaunchValue,
  type OperatorGame,
  type OperatorVendor,
  type gameMenusSchema,
  type operatorGameInputSchema,
  type operatorGameQuerySchema,
  type recentGamesSchema,
  type roomListSchema,
  type trialLaunchQuerySchema,
  type VendorLanes,
  type winnerBoardSchema,
  type WalletBalance,
} from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { isUniqueViolation, type Database } from '../../platform/db/index.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import {
  buildCatalogue,
  createCatalogueCache,
  localized,
  maskUsername,
  pageOf,
  toGame,
  toOperatorGame,
  toOperatorVendor,
  toVendorCard,
  type Catalogue,
  type GameView,
} from './catalogue.js';
import { DEMO_GAME_DEFAULTS, DEMO_GAMES, DEMO_VENDOR, demoIcon } from './demo-catalogue.js';
import {
  launchGame,
  lobbyUrlOf,
  playableGame,
  reachable,
  type LaunchDeps,
  type SessionDeps,
} from './launch.js';
import * as store from './store.js';
import type { TransferMoves } from './transfer.js';
import { createVendorClient, type VendorClient } from './vendor-client.js';
import type { VendorDirectory, VendorEndpoint } from './vendor-directory.js';
import { AppError, validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';

/** How long a merchant's catalogue is answered from memory. */
export const CATALOGUE_CACHE_MS = 5_000;
const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 200;
const LOTTERY_MENUS: Record<string, GameCategory[]> = { lott: ['LOTT'], elott: ['ELOTT'] };

/** A big win as the vendor-wallet service reports it. */
export interface BigWin {
  memberId: number;
  vendorCode: string;
  gameCode: string;
  category: string;
  winMinor: bigint;
  currency: string;
  at: Date;
}

export interface GameMember {
  id: number;
  username: string;
  type: number;
}

export interface GameServiceDeps {
  db: Database;
  clock: Clock;
  directory: VendorDirectory;
  /** Catalogue cache lifetime (default CATALOGUE_CACHE_MS). */
  cacheMs?: number;
  /** The vendor-wallet service's session calls. */
  sessions: SessionDeps;
  bigWins(merchantId: number, category: GameCategory | 'ALL', limit: number): Promise<BigWin[]>;
  memberOf(memberId: number): Promise<GameMember | null>;
  /** The money core's wallet calls a transfer-mode vendor needs. */
  wallets: {
    balance(site: SiteContext, member: GameMember, language: Language): Promise<WalletBalance>;
    transfer(
      site: SiteContext,
      member: GameMember,
      input: { from: string; to: string; amount: string; requestId: string },
      language: Language,
    ): Promise<unknown>;
  };
  /** Replaces the HTTP vendor client (tests). */
  client?: (endpoint: VendorEndpoint) => VendorClient;
}

type GameInput = z.output<typeof operatorGameInputSchema>;
type VendorInput = Omit<OperatorVendor, 'code'>;

/** Minor units of a wire amount at the currency's decimals, or a field error. */
function minorOf(text: string, decimals: number, field: string): bigint {
  const minor = toMinorUnits(text, decimals);
  if (minor === null || minor < 0n)
    throw validationError({
      [field]: {
        code: 'field.invalid_format',
        message: `Expected an amount with at most ${decimals} decimals`,
      },
    });
  return minor;
}

/** A vendor's decimal amount in minor units, rounded down to the currency's decimals. */
function floorMinor(text: string, decimals: number): bigint {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return 0n;
  return BigInt(match[1]! + (match[2] ?? '').padEnd(decimals, '0').slice(0, decimals));
}

export function createGameService(deps: GameServiceDeps) {
  const { db, clock, directory } = deps;
  // Signature timestamps on the platform's clock, the one the vendor's wallet calls are checked on.
  const clientOptions = { now: () => clock.now().getTime() };
  const clientOf = deps.client ?? ((endpoint: VendorEndpoint) => createVendorClient(endpoint, clientOptions));
  const cache = createCatalogueCache(
    async (merchantId) =>
      buildCatalogue(await store.listVendors(db, merchantId), await store.listGames(db, merchantId)),
    deps.cacheMs ?? CATALOGUE_CACHE_MS,
    () => Date.now(),
  );
  const vendorBaseUrl = (code: string) => directory.baseUrl(code);

  async function viewOf(site: SiteContext, language: Language, memberId: number | null): Promise<GameView> {
    const [catalogue, favorites] = await Promise.all([
      cache.get(site.merchantId),
      memberId === null ? Promise.resolve([]) : store.favoriteIds(db, memberId),
    ]);
    return { site, language, catalogue, favorites: new Set(favorites), vendorBaseUrl };
  }

  /** Vendors members see: enabled, with at least one enabled game. */
  function liveVendors(catalogue: Catalogue) {
    const withGames = new Set(catalogue.live.map((game) => game.vendorCode));
    return catalogue.vendors.filter((vendor) => vendor.enabled && withGames.has(vendor.code));
  }

  function gameIn(catalogue: Catalogue, nodeId: number) {
    const game = catalogue.gameById.get(nodeId);
    if (!game) throw new AppError('not.found');
    return game;
  }

  const launchDeps: LaunchDeps = {
    catalogue: (merchantId) => cache.get(merchantId),
    openSession: (input) => deps.sessions.openSession(input),
    unfinishedRound: (memberId) => deps.sessions.unfinishedRound(memberId),
    endpoint: (code) => directory.endpoint(code),
    client: clientOf,
    clientOptions,
    recordLaunch: (memberId, gameId) => store.recordLaunch(db, memberId, gameId, clock.now()),
    transferMoves: (site, memberId, vendorCode) => transferMoves(site, memberId, vendorCode),
  };

  function transferMoves(site: SiteContext, memberId: number, vendorCode: string): TransferMoves {
    const member = async () => {
      const found = await deps.memberOf(memberId);
      if (!found) throw new AppError('login.not.session');
      return found;
    };
    const move = async (from: string, to: string, amount: string, requestId: string) => {
      await deps.wallets.transfer(site, await member(), { from, to, amount, requestId }, 'EN');
    };
    return {
      mainBalance: async () => {
        const balance = await deps.wallets.balance(site, await member(), 'EN');
        return balance.balance.find((row) => row.wallet === 'main')?.availBalance ?? '0';
      },
      toVendor: (amount, reference) => move('main', vendorCode, amount, reference),
      backToMain: (amount, reference) => move(vendorCode, 'main', amount, reference),
    };
  }

  async function changed<T>(
    site: SiteContext,
    actor: AuditActor,
    action: string,
    target: string,
    work: (tx: Database) => Promise<{ before: unknown; after: unknown; value: T }>,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        const { before, after, value } = await work(tx as unknown as Database);
        await recordAudit(
          tx,
          actor,
          { action, target, merchantCode: site.merchantCode, before, after },
          clock.now(),
        );
        return value;
      });
    } finally {
      cache.invalidate(site.merchantId);
    }
  }

  function gameValues(site: SiteContext, input: GameInput): store.GameValues {
    return {
      vendorCode: input.vendor,
      gameCode: input.gameId,
      category: input.category,
      name: input.name,
      icon: input.icon,
      smallIcon: input.smallIcon,
      supportPlay: input.supportPlay,
      isHot: input.isHot,
      minBetMinor: minorOf(input.minBet, site.settings.currency.decimals, 'minBet'),
      lineNum: input.lineNum,
      roomIds: input.roomIds,
      code: input.code,
      defaultPlayType: input.defaultPlayType,
      accountTypeName: input.accountTypeName,
      enabled: input.enabled,
      sortOrder: input.sortOrder,
    };
  }

  async function requireVendor(tx: Database, site: SiteContext, code: string) {
    const vendor = await store.findVendor(tx, site.merchantId, code);
    if (!vendor) throw validationError({ vendor: { code: 'field.not_found', message: 'No such vendor' } });
    return vendor;
  }

  const duplicate = () =>
    validationError({ gameId: { code: 'field.duplicate', message: 'The vendor already has this game' } });

  return {
    /** The catalogue of a merchant (cached); other modules read names through the calls below. */
    catalogue: (merchantId: number) => cache.get(merchantId),

    async vendorName(merchantId: number, vendorCode: string, language: Language): Promise<string> {
      const vendor = (await cache.get(merchantId)).vendorByCode.get(vendorCode);
      return vendor ? localized(vendor.name, language) : vendorCode;
    },

    async gameName(merchantId: number, vendorCode: string, gameCode: string, language: Language) {
      const game = (await cache.get(merchantId)).gameByCode.get(`${vendorCode}/${gameCode}`);
      return game ? localized(game.name, language) : gameCode;
    },

    // -------------------------------------------------------------------------------------------
    // Member site

    async vendorLanes(site: SiteContext, language: Language): Promise<VendorLanes> {
      const view = await viewOf(site, language, null);
      const vendors = liveVendors(view.catalogue);
      return {
        lanes: GAME_CATEGORIES.map((category) => ({
          title: category,
          cards: vendors
            .filter((vendor) => vendor.category === category)
            .map((vendor) => toVendorCard(vendor, view)),
        })).filter((lane) => lane.cards.length > 0),
      };
    },

    async vendorsByType(site: SiteContext) {
      const vendors = liveVendors(await cache.get(site.merchantId));
      const content: Record<string, string[]> = {};
      for (const category of GAME_CATEGORIES) {
        const codes = vendors.filter((vendor) => vendor.category === category).map((vendor) => vendor.code);
        if (codes.length > 0) content[category] = codes;
      }
      return { content };
    },

    async gameMenus(
      site: SiteContext,
      prizeMode: string | undefined,
      language: Language,
    ): Promise<z.input<typeof gameMenusSchema>> {
      const view = await viewOf(site, language, null);
      const categories = (prizeMode && LOTTERY_MENUS[prizeMode.toLowerCase()]) || ['LOTT', 'ELOTT'];
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
    },

    async gameList(site: SiteContext, query: GameListQuery, language: Language, memberId: number | null) {
      const view = await viewOf(site, language, memberId);
      const name = query.gameName?.toLowerCase();
      // Compared at 4 decimals, so an amount with more decimals than the currency still filters.
      const scale = 10n ** BigInt(Math.max(0, 4 - site.settings.currency.decimals));
      const maxBet = query.minBet === undefined ? null : toMinorUnits(query.minBet, 4);
      const matches = view.catalogue.live.filter(
        (game) =>
          (!name || game.searchText.includes(name)) &&
          (maxBet === null || game.minBetMinor * scale <= maxBet) &&
          (query.minLineNum === undefined || (game.lineNum ?? 0) >= query.minLineNum) &&
          (!query.vassalage || game.vendorCode === query.vassalage) &&
          (!query.gameType || game.category === query.gameType),
      );
      const page = pageOf(matches, query.pageNo, query.pageSize);
      return {
        games: page.items.map((game) => toGame(game, view)),
        pageNum: query.pageNo,
        totalPages: page.totalPages,
        total: matches.length,
      };
    },

    async hotGames(
      site: SiteContext,
      filter: { vassalage?: string | undefined; gameType?: string | undefined },
      language: Language,
    ) {
      const view = await viewOf(site, language, null);
      return {
        list: view.catalogue.live
          .filter(
            (game) =>
              game.isHot &&
              (!filter.vassalage || game.vendorCode === filter.vassalage) &&
              (!filter.gameType || game.category === filter.gameType),
          )
          .map((game) => toGame(game, view)),
      };
    },

    /** The most launched games of the last 7 days; the hot games when nothing was played. */
    async popularGames(site: SiteContext, count: number, language: Language) {
      const view = await viewOf(site, language, null);
      const since = new Date(clock.now().getTime() - POPULAR_WINDOW_MS);
      const live = new Set(view.catalogue.live.map((game) => game.id));
      const ids = (await store.popularGameIds(db, site.merchantId, since, count + 20)).filter((id) =>
        live.has(id),
      );
      const games =
        ids.length > 0
          ? ids.map((id) => view.catalogue.gameById.get(id)!)
          : view.catalogue.live.filter((game) => game.isHot);
      return { list: games.slice(0, count).map((game) => toGame(game, view)) };
    },

    async winnerBoard(
      site: SiteContext,
      category: GameCategory | 'ALL',
      limit: number,
      language: Language,
    ): Promise<z.input<typeof winnerBoardSchema>> {
      const [wins, catalogue] = await Promise.all([
        deps.bigWins(site.merchantId, category, limit),
        cache.get(site.merchantId),
      ]);
      const names = new Map<number, string>();
      for (const win of wins)
        if (!names.has(win.memberId))
          names.set(win.memberId, (await deps.memberOf(win.memberId))?.username ?? '');
      return {
        list: wins.map((win) => {
          const game = catalogue.gameByCode.get(`${win.vendorCode}/${win.gameCode}`);
          return {
            vo: {
              customerName: maskUsername(names.get(win.memberId) ?? ''),
              gameName: game ? localized(game.name, language) : win.gameCode,
              gameType: win.category as GameCategory,
              vassalage: win.vendorCode,
              winAmount: formatMinorUnits(win.winMinor, site.settings.currency.decimals),
              winTime: win.at.getTime(),
            },
          };
        }),
      };
    },

    /**
     * PVP rooms from the games' room ids. Rooms carry no limits or seat counts of their own yet: both
     * bets show the game's minimum bet and players is null.
     */
    async rooms(
      site: SiteContext,
      filter: { vassalage: string; gameId?: string | undefined },
      language: Language,
    ): Promise<z.input<typeof roomListSchema>> {
      const catalogue = await cache.get(site.merchantId);
      const decimals = site.settings.currency.decimals;
      return {
        list: catalogue.live
          .filter(
            (game) =>
              game.category === 'PVP' &&
              game.vendorCode === filter.vassalage &&
              (!filter.gameId || game.gameCode === filter.gameId),
          )
          .flatMap((game) =>
            (game.roomIds as string[]).map((roomId) => ({
              roomId,
              roomName: `${localized(game.name, language)} ${roomId}`,
              gameId: game.gameCode,
              minBet: formatMinorUnits(game.minBetMinor, decimals),
              maxBet: formatMinorUnits(game.minBetMinor, decimals),
              players: null,
            })),
          ),
      };
    },

    favoriteIds: (memberId: number) => store.favoriteIds(db, memberId),

    async favoriteList(
      site: SiteContext,
      memberId: number,
      query: { gameType?: GameCategory | undefined; pageNo: number; pageSize: number },
      language: Language,
    ) {
      const view = await viewOf(site, language, memberId);
      const games = [...view.favorites]
        .map((id) => view.catalogue.gameById.get(id))
        .filter((game) => game !== undefined)
        .filter(
          (game) =>
            view.catalogue.live.includes(game) && (!query.gameType || game.category === query.gameType),
        );
      const page = pageOf(games, query.pageNo, query.pageSize);
      return {
        content: page.items.map((game) => toGame(game, view)),
        pageNum: query.pageNo,
        totalPages: page.totalPages,
      };
    },

    async favoriteAdd(site: SiteContext, memberId: number, nodeId: number) {
      gameIn(await cache.get(site.merchantId), nodeId);
      await store.addFavorite(db, memberId, nodeId, clock.now());
    },

    async favoriteRemove(site: SiteContext, memberId: number, nodeId: number) {
      gameIn(await cache.get(site.merchantId), nodeId);
      await store.removeFavorite(db, memberId, nodeId);
    },

    async recentGames(
      site: SiteContext,
      memberId: number,
      query: { page: number; size: number },
      language: Language,
    ): Promise<z.input<typeof recentGamesSchema>> {
      const view = await viewOf(site, language, memberId);
      const live = new Set(view.catalogue.live.map((game) => game.id));
      const games = (await store.recentGameIds(db, memberId, RECENT_LIMIT))
        .filter((id) => live.has(id))
        .map((id) => view.catalogue.gameById.get(id)!);
      const page = pageOf(games, query.page, query.size);
      return {
        list: page.items.map((game) => toGame(game, view)),
        page: query.page,
        total: games.length,
        totalPages: page.totalPages,
      };
    },

    launch: (request: Parameters<typeof launchGame>[1]): Promise<LaunchValue> =>
      launchGame(launchDeps, request),

    /** A free trial with the vendor's play money: games offering one (supportPlay 0) only. */
    async trialLaunch(
      site: SiteContext,
      query: z.output<typeof trialLaunchQuerySchema>,
      language: Language,
      origin: string,
    ): Promise<LaunchValue> {
      const { game, vendor } = playableGame(await cache.get(site.merchantId), query.vassalage, query.gameId);
      if (game.supportPlay !== 0)
        throw new AppError('function.not.available', null, 'This game has no free trial');
      const answer = await clientOf(reachable(launchDeps, vendor)).trial({
        gameId: game.gameCode,
        currency: site.settings.currency.code,
        language,
        lobbyUrl: lobbyUrlOf(origin, game.category),
      });
      return { content: { game_url: answer.gameUrl } };
    },

    // -------------------------------------------------------------------------------------------
    // Operator catalogue

    async operatorVendors(site: SiteContext) {
      return { list: (await store.listVendors(db, site.merchantId)).map(toOperatorVendor) };
    },

    async saveVendor(
      actor: AuditActor,
      site: SiteContext,
      code: string,
      input: VendorInput,
    ): Promise<OperatorVendor> {
      return changed(site, actor, 'game.vendor.save', `vendor:${code}`, async (tx) => {
        const before = await store.findVendor(tx, site.merchantId, code);
        const row = await store.upsertVendor(tx, site.merchantId, code, { ...input }, clock.now());
        const after = toOperatorVendor(row);
        return { before: before ? toOperatorVendor(before) : null, after, value: after };
      });
    },

    /** Fetches the vendor's catalogue and adds or updates its games (operator flags stay as set). */
    async syncVendor(actor: AuditActor, site: SiteContext, code: string) {
      const vendor = await store.findVendor(db, site.merchantId, code);
      if (!vendor) throw new AppError('not.found');
      const catalogue = await clientOf(reachable(launchDeps, vendor)).catalogue();
      const decimals = site.settings.currency.decimals;
      return changed(site, actor, 'game.vendor.sync', `vendor:${code}`, async (tx) => {
        const existing = new Map(
          (await store.listGames(tx, site.merchantId))
            .filter((game) => game.vendorCode === code)
            .map((game) => [game.gameCode, game]),
        );
        let added = 0;
        let updated = 0;
        for (const [index, item] of catalogue.games.entries()) {
          const category = (GAME_CATEGORIES as readonly string[]).includes(item.category)
            ? item.category
            : vendor.category;
          const fromVendor = {
            category,
            name: item.name,
            icon: item.icon,
            smallIcon: item.smallIcon,
            supportPlay: item.supportPlay,
            minBetMinor: floorMinor(item.minBet, decimals),
            lineNum: item.lineNum,
          };
          const known = existing.get(item.gameId);
          if (known) {
            await store.updateGame(tx, site.merchantId, known.id, fromVendor, clock.now());
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
              clock.now(),
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
    },

    async operatorGames(site: SiteContext, query: z.output<typeof operatorGameQuerySchema>) {
      const name = query.name?.toLowerCase();
      const games = (await store.listGames(db, site.merchantId)).filter(
        (game) =>
          (!query.vendor || game.vendorCode === query.vendor) &&
          (!query.category || game.category === query.category) &&
          (!name || game.searchText.includes(name)),
      );
      const page = pageOf(games, query.pageNo, query.pageSize);
      return {
        list: page.items.map((game) => toOperatorGame(game, site.settings.currency.decimals)),
        pageNum: query.pageNo,
        totalPages: page.totalPages,
      };
    },

    async createGame(actor: AuditActor, site: SiteContext, input: GameInput): Promise<OperatorGame> {
      const values = gameValues(site, input);
      try {
        return await changed(
          site,
          actor,
          'game.create',
          `game:${input.vendor}/${input.gameId}`,
          async (tx) => {
            await requireVendor(tx, site, input.vendor);
            const row = await store.insertGameIfAbsent(tx, site.merchantId, values, clock.now());
            if (!row) throw duplicate();
            const after = toOperatorGame(row, site.settings.currency.decimals);
            return { before: null, after, value: after };
          },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },

    async saveGame(
      actor: AuditActor,
      site: SiteContext,
      nodeId: number,
      input: GameInput,
    ): Promise<OperatorGame> {
      const values = gameValues(site, input);
      const decimals = site.settings.currency.decimals;
      try {
        return await changed(site, actor, 'game.save', `game:${nodeId}`, async (tx) => {
          const before = await store.findGame(tx, site.merchantId, nodeId);
          if (!before) throw new AppError('not.found');
          await requireVendor(tx, site, input.vendor);
          const row = await store.updateGame(tx, site.merchantId, nodeId, values, clock.now());
          const after = toOperatorGame(row!, decimals);
          return { before: toOperatorGame(before, decimals), after, value: after };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },

    /** The demo merchant's in-house vendor and its three slots (seed.ts; adds what is missing). */
    async seedDemo(site: SiteContext) {
      const at = clock.now();
      await db.transaction(async (tx) => {
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
              minBetMinor: minorOf(game.minBet, site.settings.currency.decimals, 'minBet'),
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
      cache.invalidate(site.merchantId);
    },
  };
}

export type GameService = ReturnType<typeof createGameService>;

import { safeLinkSchema } from './links.js';
import { timeMsSchema } from './times.js';
import { z } from 'zod';
import { localizedSchema } from './localized.js';
import { moneySchema } from './money.js';

/** `vendor:<CODE>/path` icons are resolved to the vendor's address by the server. */
const VENDOR_ICON_SCHEMES = ['vendor'] as const;

// ---------------------------------------------------------------------------------------------
// Catalogue (docs/product.md §Entities, §Games)

/** Game categories: the eight of the original platform, then the ones this platform adds. */
export const GAME_CATEGORIES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'JACKPOT',
  'CRASH',
  'ARCADE',
  'TABLE',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const gameCategorySchema = z.enum(GAME_CATEGORIES);

/** Categories whose cards launch the vendor directly on click (no game list; docs/product.md §Navigation). */
export const DIRECT_LAUNCH_CATEGORIES: readonly GameCategory[] = ['SPORTS', 'ELOTT', 'LOTT'];
/**
 * Categories with a shared game page and its route (docs/product.md §Routes and screens):
 * /rng, /live, /pvp, /fish.
 */
export const GAME_HALL_OF: Partial<Record<GameCategory, 'rng' | 'live' | 'pvp' | 'fish'>> = {
  RNG: 'rng',
  LIVE: 'live',
  PVP: 'pvp',
  FISH: 'fish',
};

/** Lottery account types that route to our lottery pages (docs/product.md §Games, game start). */
export const LOTTERY_ACCOUNT_TYPES = ['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT'] as const;

/** `isGame` VASSALAGE: the vendor's card opens a popup list of its games instead of one game. */
export const VASSALAGE = 'VASSALAGE';

/** Page size of game lists (docs/product.md §Constants and limits). */
export const GAME_PAGE_SIZE = 24;

export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,20}$/, '2 to 20 capitals, digits or _');
export const gameCodeSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

/** How a vendor's money moves: seamless (it calls our wallet) or transfer (vendor sub-wallet). */
export const WALLET_MODES = ['seamless', 'transfer'] as const;

/** A game as every list answers it (docs/product.md §Entities; names resolved to the request language). */
export const gameSchema = z.object({
  /** Our id of the game (the original's nodeId). */
  nodeId: z.number().int(),
  /** The vendor's code of the game. */
  gameId: z.string(),
  /** The vendor code. */
  vassalage: z.string(),
  gameType: gameCategorySchema,
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  /** Absolute URLs on the image CDN setting (or the site itself when none is set). */
  showIcon: z.string(),
  smallIcon: z.string(),
  /** 0: a free trial is offered from the card (docs/product.md §Navigation); 1: real play only. */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isHot: z.boolean(),
  minBet: moneySchema,
  lineNum: z.number().int().nullable(),
  /** PVP room, when the game is played in rooms. */
  roomId: z.string().nullable(),
  /** VASSALAGE when the card opens the vendor's popup list. */
  isGame: z.string().nullable(),
  /** Lottery routing (docs/product.md §Games, game start). */
  code: z.string().nullable(),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string(),
  /** Favourite of the calling member (false without a token). */
  isFavorite: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** A vendor card in a category lane. */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameCategorySchema,
  /** Large icon (the original's misspelt `lagerIcon`). */
  lagerIcon: z.string(),
  isHot: z.boolean(),
  /** VASSALAGE when its games open in the popup list. */
  isGame: z.string().nullable(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

/** `GCSGAME_gameVendor`: one lane per category that has enabled vendors, in display order. */
export const vendorLanesSchema = z.object({
  lanes: z.array(z.object({ title: gameCategorySchema, cards: z.array(vendorCardSchema) })),
});
export type VendorLanes = z.infer<typeof vendorLanesSchema>;

export const vendorLanesQuerySchema = z.object({
  platform: z.string().max(40).optional(),
  language: z.string().max(10).optional(),
});

/** `GCSGAME_getVassGameType`: vendor codes by category. */
export const vassGameTypeSchema = z.object({
  content: z.record(z.string(), z.array(z.string())),
});

/** `GCSGAME_gameList` query (docs/product.md §Games). */
export const gameListQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(40).optional(),
  channel: z.string().max(40).optional(),
  merchant: z.string().max(40).optional(),
  /** Part of the name in any language, any case. */
  gameName: z.string().trim().max(60).optional(),
  /** Games whose minimum bet is at most this amount. */
  minBet: z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,4})?$/)
    .optional(),
  /** Games with at least this many lines. */
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
  vassalage: vendorCodeSchema.optional(),
  gameType: gameCategorySchema.optional(),
  gameClassify: z.string().max(40).optional(),
  language: z.string().max(10).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
});
export type GameListQuery = z.output<typeof gameListQuerySchema>;

export const gamePageSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GamePage = z.infer<typeof gamePageSchema>;

export const hotGamesQuerySchema = z.object({
  vassalage: vendorCodeSchema.optional(),
  gameType: gameCategorySchema.optional(),
  language: z.string().max(10).optional(),
});
export const gameListSchema = z.object({ list: z.array(gameSchema) });

/** `/lgw/games/popular` (count 20 by default). */
export const popularGamesQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  prizeMode: z.string().max(10).optional(),
  device: z.string().max(20).optional(),
  language: z.string().max(10).optional(),
});

/** `/lgw/games/game_menus`: lottery menus by prize mode (Lott, Elott). */
export const gameMenusQuerySchema = z.object({ prizeMode: z.string().max(10).optional() });
export const gameMenusSchema = z.array(
  z.object({
    gameGroupCode: z.string(),
    gameGroupId: z.number().int(),
    gameMenus: z.array(gameSchema),
  }),
);

/** `ODSFE2_getWinnerBoard`. */
export const winnerBoardQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), gameCategorySchema]).default('ALL'),
  language: z.string().max(10).optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
});
export const winnerEntrySchema = z.object({
  vo: z.object({
    /** Masked: first and last characters only (docs/product.md §Games). */
    customerName: z.string(),
    gameName: z.string(),
    gameType: gameCategorySchema,
    vassalage: z.string(),
    winAmount: moneySchema,
    /** Epoch milliseconds. */
    winTime: z.number().int(),
  }),
});
export const winnerBoardSchema = z.object({ list: z.array(winnerEntrySchema) });

/** `GLS2_roomList`: PVP rooms of a vendor (or one game). */
export const roomListQuerySchema = z.object({
  vassalage: vendorCodeSchema,
  gameId: gameCodeSchema.optional(),
});
export const roomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  gameId: z.string(),
  minBet: moneySchema,
  maxBet: moneySchema,
  /** Seats taken now, when the vendor reports it. */
  players: z.number().int().nullable(),
});
export const roomListSchema = z.object({ list: z.array(roomSchema) });

// Favourites (GAMELOFAV3) and recent games (GAMELOREC3)

export const favoriteGameRequestSchema = z.object({
  nodeId: z.number().int().positive(),
  vendor: vendorCodeSchema.optional(),
  gameType: gameCategorySchema.optional(),
});
export const favoriteListQuerySchema = z.object({
  gameType: gameCategorySchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
});
export const favoriteListSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export const recentGamesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
});
export const recentGamesSchema = z.object({
  list: z.array(gameSchema),
  page: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Launch (docs/product.md §Games)

export const launchQuerySchema = z.object({
  /** The vendor's game code. */
  gameId: gameCodeSchema,
  nodeId: z.coerce.number().int().positive().optional(),
  vassalage: vendorCodeSchema,
  /** 1 real money, 0 free play. */
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  confirmTrans: z.coerce.number().int().min(0).max(1).optional(),
  launchMode: z.literal('GLS').default('GLS'),
  platform: z.string().max(40).optional(),
  clientType: z.coerce.number().int().optional(),
  language: z.string().max(10).optional(),
  username: z.string().max(64).optional(),
  roomId: z.string().max(40).optional(),
});
export type LaunchQuery = z.output<typeof launchQuerySchema>;

export const launchValueSchema = z.object({
  content: z.object({ game_url: z.string(), game_url2: z.string().optional() }),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;

/** `GCS_gameTrialLaunch` (no token): a play-money session at the vendor for supportPlay 0 games. */
export const trialLaunchQuerySchema = launchQuerySchema.pick({
  gameId: true,
  vassalage: true,
  language: true,
  platform: true,
});

// ---------------------------------------------------------------------------------------------
// Operator catalogue (per merchant)

export const operatorVendorSchema = z.object({
  code: vendorCodeSchema,
  category: gameCategorySchema,
  name: localizedSchema,
  icon: safeLinkSchema(300, VENDOR_ICON_SCHEMES),
  isHot: z.boolean(),
  /** Its games open in the popup list. */
  vassalage: z.boolean(),
  walletMode: z.enum(WALLET_MODES),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000),
});
export type OperatorVendor = z.infer<typeof operatorVendorSchema>;

export const operatorGameSchema = z.object({
  nodeId: z.number().int(),
  vendor: vendorCodeSchema,
  gameId: gameCodeSchema,
  category: gameCategorySchema,
  name: localizedSchema,
  icon: safeLinkSchema(300, VENDOR_ICON_SCHEMES),
  smallIcon: safeLinkSchema(300, VENDOR_ICON_SCHEMES),
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isHot: z.boolean(),
  minBet: moneySchema,
  lineNum: z.number().int().min(0).max(10_000).nullable(),
  roomIds: z.array(z.string().max(40)).max(50),
  code: z.string().max(40).nullable(),
  defaultPlayType: z.string().max(40).nullable(),
  accountTypeName: z.string().max(40),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000),
});
export type OperatorGame = z.infer<typeof operatorGameSchema>;
export const operatorGameInputSchema = operatorGameSchema.omit({ nodeId: true });
/** The operators' games list: by vendor, category and name. */
export const operatorGameFilterSchema = z.object({
  vendor: vendorCodeSchema.optional(),
  category: gameCategorySchema.optional(),
  name: z.string().trim().max(60).optional(),
});
export const operatorGameQuerySchema = operatorGameFilterSchema.extend({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

// ---------------------------------------------------------------------------------------------
// Betting records, profit and loss, game recall (docs/product.md §Records)

export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** Epoch-millisecond day bounds; at most 31 days per query, at most 3 months back. */
export const betRecordQuerySchema = z.object({
  gameType: gameCategorySchema.optional(),
  vassalage: vendorCodeSchema.optional(),
  startTime: timeMsSchema.optional(),
  endTime: timeMsSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const betRecordSchema = z.object({
  /** The vendor's round id. */
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: gameCategorySchema,
  gameId: z.string(),
  gameName: z.string(),
  betAmount: moneySchema,
  /** Stake counted for turnover (rolled-back stakes count 0). */
  validBet: moneySchema,
  winAmount: moneySchema,
  /** winAmount − validBet, from the member's side (a rolled-back stake came back, so it is no loss). */
  profit: moneySchema,
  status: z.enum(BET_STATUSES),
  betTime: z.number().int(),
  settleTime: z.number().int().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;
const betTotalsSchema = z.object({
  betAmount: moneySchema,
  validBet: moneySchema,
  winAmount: moneySchema,
  profit: moneySchema,
});
export const betRecordsSchema = z.object({
  list: z.array(betRecordSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Totals of every record the filter matches (not just this page). */
  footer: betTotalsSchema.extend({ count: z.number().int() }),
});
export type BetRecords = z.infer<typeof betRecordsSchema>;

export const pnlQuerySchema = z.object({
  startTime: timeMsSchema.optional(),
  endTime: timeMsSchema.optional(),
});
export const pnlSchema = z.object({
  /** One row per day (YYYY-MM-DD, UTC) and game type that had bets. */
  list: z.array(betTotalsSchema.extend({ date: z.string(), gameType: gameCategorySchema })),
  total: betTotalsSchema,
});
export type Pnl = z.infer<typeof pnlSchema>;

export const gameRecallQuerySchema = z.object({
  vassalage: vendorCodeSchema,
  roundId: z.string().min(1).max(100),
});
export const gameRecallSchema = z.object({
  record: betRecordSchema,
  /** Main-wallet balance right after the round's last movement. */
  balanceAfter: moneySchema,
  /** The vendor's own account of the round (e.g. reel stops and winning lines), shown as is. */
  outcome: z.record(z.string(), z.unknown()).nullable(),
  /** Where the member can verify the round (provably-fair vendors). */
  verifyUrl: z.string().nullable(),
});
export type GameRecall = z.infer<typeof gameRecallSchema>;

// ---------------------------------------------------------------------------------------------
// Vendor reconciliation (operator)

export const vendorReconciliationQuerySchema = z.object({
  startTime: timeMsSchema,
  endTime: timeMsSchema,
});
export const vendorReconciliationSchema = z.object({
  vendor: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      rounds: z.number().int(),
      bets: moneySchema,
      wins: moneySchema,
      rollbacks: moneySchema,
      /** The same sums read from the ledger; differences are listed below. */
      ledgerBets: moneySchema,
      ledgerWins: moneySchema,
      ledgerRollbacks: moneySchema,
      matches: z.boolean(),
    }),
  ),
  differences: z.number().int(),
});

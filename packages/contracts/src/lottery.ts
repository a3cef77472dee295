import { z } from 'zod';
import { localizedSchema } from './localized.js';
import { moneySchema } from './money.js';
import { timeMsSchema } from './times.js';

/**
 * The lottery's shapes (docs/product.md §Lottery). The in-house lottery vendor answers them on its
 * signed API (`lottoVendorPaths` below) and the platform's `/lgw` calls pass them on to the member
 * site unchanged, so both sides validate against one definition.
 *
 * Times are epoch milliseconds; amounts decimal strings in major units.
 */

export const LOTTERY_FAMILIES = ['VN', 'SEA4D', 'THAI6', 'SSC', 'K3', 'PK10', 'X115'] as const;
export const lotteryFamilySchema = z.enum(LOTTERY_FAMILIES);
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const prizeModeSchema = z.enum(PRIZE_MODES);
export const LOTTERY_ACCOUNT_TYPE_NAMES = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
export const lotteryAccountTypeSchema = z.enum(LOTTERY_ACCOUNT_TYPE_NAMES);

export const lotteryGameCodeSchema = z.string().regex(/^[A-Z0-9_]{2,20}$/);
/** `YYYYMMDD-NNNN` (games every few minutes) or `YYYYMMDD` (daily draws). */
export const periodNumberSchema = z.string().regex(/^\d{8}(-\d{4})?$/);

/**
 * A period's state: upcoming (seed committed, not open yet), open (taking bets), closed (betting
 * stopped, waiting for the draw or the official result), drawn (result known, orders settling),
 * settled, cancelled (every order refunded).
 */
export const PERIOD_STATUSES = ['upcoming', 'open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export const periodStatusSchema = z.enum(PERIOD_STATUSES);

export const lotteryPeriodSchema = z.object({
  gameCode: lotteryGameCodeSchema,
  number: periodNumberSchema,
  opensAt: z.number().int(),
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  status: periodStatusSchema,
  /** In-house draws: SHA-256 of the server seed, published before the period opens. */
  seedHash: z.string().nullable(),
  /** In-house draws: the server seed, revealed once drawn. */
  seed: z.string().nullable(),
  /** The result in the game's canonical form (docs/product.md §Lottery, results). */
  numbers: z.array(z.string()).nullable(),
  /** Named prize rows (Vietnamese, 4D and Thai sheets). */
  prizes: z.record(z.string(), z.array(z.string())).nullable(),
  /** external results: where the result came from (feed, or the two operators who entered it). */
  resultSource: z.string().nullable(),
});
export type LotteryPeriod = z.infer<typeof lotteryPeriodSchema>;

export const lotteryGameSchema = z.object({
  code: lotteryGameCodeSchema,
  family: lotteryFamilySchema,
  prizeMode: prizeModeSchema,
  accountType: lotteryAccountTypeSchema,
  name: localizedSchema,
  /** house: drawn in-house, verifiable; external: the official result is entered or fed. */
  source: z.enum(['house', 'external']),
  region: z.enum(['north', 'central', 'south']).nullable(),
  timeZone: z.string(),
  /** Seconds between draws (games every few minutes), or null for daily draws. */
  intervalSeconds: z.number().int().nullable(),
  closeSeconds: z.number().int(),
  /** Prize groups on offer, ascending; the highest earns no rebate. */
  series: z.array(z.number().int()),
  minUnit: moneySchema,
  maxUnit: moneySchema,
  enabled: z.boolean(),
  /** The period taking bets now (or next), and the last one drawn. */
  current: lotteryPeriodSchema.nullable(),
  last: lotteryPeriodSchema.nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const betPickSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('numbers'),
    digits: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
  }),
  z.object({
    kind: z.literal('options'),
    options: z.array(z.string()),
    min: z.number().int(),
    max: z.number().int(),
  }),
  z.object({ kind: z.literal('positions'), positions: z.number().int(), values: z.array(z.string()) }),
  z.object({
    kind: z.literal('balls'),
    from: z.number().int(),
    to: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
  }),
]);

/** One row of a published payout table: what 1.00 wins, how likely, and the return. */
export const payoutRowSchema = z.object({
  betType: z.string(),
  /** The pick or prize the row is about when payouts differ within the type (a sum, a prize). */
  label: z.string().nullable(),
  payout: moneySchema,
  probability: z.string(),
  rtp: z.string(),
});

export const lotteryBetTypeSchema = z.object({
  code: z.string(),
  name: localizedSchema,
  rule: localizedSchema,
  pick: betPickSchema,
});

/** Hot and cold numbers and missing counts over the last results. */
export const lotteryTrendsSchema = z.object({
  /** How many results the counts are over. */
  over: z.number().int(),
  rows: z.array(
    z.object({
      /** What is counted: a position (`1`…) or `all` (last two digits of every prize). */
      group: z.string(),
      cells: z.array(
        z.object({
          value: z.string(),
          count: z.number().int(),
          /** Results since it last came up (over + 1: not seen). */
          missing: z.number().int(),
        }),
      ),
    }),
  ),
});

export const lotteryGameDetailSchema = z.object({
  game: lotteryGameSchema,
  betTypes: z.array(lotteryBetTypeSchema),
  /** At `series` (default: the highest). */
  series: z.number().int(),
  /** Rebate of this series on every stake, as a fraction string ("0.0150"). */
  rebateRate: z.string(),
  payouts: z.array(payoutRowSchema),
  /** The next periods a chase may cover (at most 120). */
  upcoming: z.array(lotteryPeriodSchema.pick({ number: true, closesAt: true, drawAt: true })),
  /** The server's clock when it answered (epoch ms): pages count down on it, not on the device's. */
  now: z.number().int(),
});
export type LotteryGameDetail = z.infer<typeof lotteryGameDetailSchema>;

export const lotteryResultsSchema = z.object({
  list: z.array(lotteryPeriodSchema),
  trends: lotteryTrendsSchema,
});

// --- Orders -------------------------------------------------------------------------------------

export const lotteryBetInputSchema = z.object({
  type: z.string().min(1).max(40),
  picks: z.array(z.string().min(1).max(40)).min(1).max(1000),
  /** Stake per combination. */
  unit: moneySchema,
  multiplier: z.number().int().min(1).max(9999),
});
export type LotteryBetInput = z.infer<typeof lotteryBetInputSchema>;

export const lotteryOrderRequestSchema = z.object({
  gameCode: lotteryGameCodeSchema,
  /** The period the slip was made for: refused when it is no longer taking bets. */
  periodNumber: periodNumberSchema,
  series: z.number().int().min(1000).max(2000),
  bets: z.array(lotteryBetInputSchema).min(1).max(50),
  /** The same slip over this many periods (this one first); stop after the first win. */
  chase: z.object({ periods: z.number().int().min(2).max(120), stopOnWin: z.boolean() }).optional(),
  /** Take what the liability cap still allows instead of refusing the slip. */
  acceptPartial: z.boolean().default(false),
  /** The page's id of this submission: a repeated submission answers the first one's orders. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type LotteryOrderRequest = z.infer<typeof lotteryOrderRequestSchema>;

/**
 * An order's state: pending (debit in flight), placed (waiting for the draw), won, lost, cancelled
 * (by the member before close, or a chase stopping: refunded), void (period cancelled: refunded),
 * refused (the wallet refused the debit).
 */
export const ORDER_STATUSES = ['pending', 'placed', 'won', 'lost', 'cancelled', 'void', 'refused'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const lotteryOrderSchema = z.object({
  orderNo: z.string(),
  gameCode: lotteryGameCodeSchema,
  periodNumber: periodNumberSchema,
  chaseNo: z.string().nullable(),
  series: z.number().int(),
  bets: z.array(
    lotteryBetInputSchema.extend({
      combinations: z.number().int(),
      cost: moneySchema,
      win: moneySchema.nullable(),
      hits: z.number().int().nullable(),
    }),
  ),
  cost: moneySchema,
  rebate: moneySchema,
  win: moneySchema.nullable(),
  status: orderStatusSchema,
  /** Some bets were cut to what the liability cap allowed. */
  partial: z.boolean(),
  numbers: z.array(z.string()).nullable(),
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;

export const lotteryPlaceAnswerSchema = z.object({
  orders: z.array(lotteryOrderSchema),
  /** The wallet's balance after the last debit. */
  balance: moneySchema.nullable(),
});

export const lotteryOrdersQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema.optional(),
  /** open: pending and placed; settled: the rest. */
  state: z.enum(['all', 'open', 'settled']).default('all'),
  chaseNo: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const lotteryOrderPageSchema = z.object({
  list: z.array(lotteryOrderSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const lotteryChaseSchema = z.object({
  chaseNo: z.string(),
  gameCode: lotteryGameCodeSchema,
  stopOnWin: z.boolean(),
  periods: z.number().int(),
  /** Orders still waiting for their draw. */
  waiting: z.number().int(),
  won: z.number().int(),
  cost: moneySchema,
  win: moneySchema,
  /** running, stopped (a win stopped it, or the member), finished. */
  status: z.enum(['running', 'stopped', 'finished']),
  createdAt: z.number().int(),
});
export const lotteryChasePageSchema = z.object({
  list: z.array(lotteryChaseSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

/** Why a slip was refused by the liability cap (the value of `lottery.cap.exceeded`). */
export const capRefusalSchema = z.object({
  key: z.string(),
  /** What the house still accepts on that key, as a payout. */
  remainingPayout: moneySchema,
});

// --- The in-house vendor's signed API (the platform's side of it: modules/lottery) ---------------

/** Who is asking, on every player call the platform makes to the vendor. */
export const lottoPlayerSchema = z.object({
  playerId: z.string().min(1).max(100),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  language: z.string().min(2).max(10),
});
export const lottoPlaceRequestSchema = lotteryOrderRequestSchema.extend({
  ...lottoPlayerSchema.shape,
  /** The platform's wallet session the debits name. */
  sessionId: z.string().min(1).max(100),
  /** The platform's per-member limit on one period's stakes (0: none). */
  maxPeriodStake: moneySchema.optional(),
});
export const lottoCancelRequestSchema = lottoPlayerSchema.extend({ orderNo: z.string().min(1).max(40) });
export const lottoOrdersRequestSchema = lottoPlayerSchema.extend(lotteryOrdersQuerySchema.shape);

/**
 * Refusals the vendor answers with `{ error: code, message, value? }` and a 4xx status; the
 * platform maps each to its own error code (modules/lottery).
 */
export const LOTTO_REFUSALS = [
  'UNKNOWN_GAME',
  'GAME_DISABLED',
  'PERIOD_CLOSED',
  'INVALID_BET',
  'CAP_EXCEEDED',
  'MEMBER_LIMIT',
  'INSUFFICIENT_FUNDS',
  'NOT_FOUND',
  'NOT_CANCELLABLE',
  'WALLET_REFUSED',
  'UNAVAILABLE',
] as const;
export const lottoRefusalSchema = z.object({
  error: z.enum(LOTTO_REFUSALS),
  message: z.string(),
  value: z.unknown().optional(),
});

export const lottoVendorPaths = {
  games: '/api/lotto/games',
  game: '/api/lotto/game',
  results: '/api/lotto/results',
  period: '/api/lotto/period',
  place: '/api/lotto/orders/place',
  cancel: '/api/lotto/orders/cancel',
  orders: '/api/lotto/orders/list',
  chases: '/api/lotto/chases/list',
  parse: '/api/lotto/vn/parse',
  quote: '/api/lotto/orders/quote',
  draws: '/api/lotto/draws',
  recentGames: '/api/lotto/players/recent-games',
} as const;

/** A slip priced without placing it: what each bet covers and costs (the slip's total before submit). */
export const lotteryQuoteRequestSchema = lotteryOrderRequestSchema.pick({
  gameCode: true,
  series: true,
  bets: true,
});
export const lotteryQuoteSchema = z.object({
  bets: z.array(lotteryBetInputSchema.extend({ combinations: z.number().int(), cost: moneySchema })),
  total: moneySchema,
  rebate: moneySchema,
});

/** The last periods drawn (newest first), of every game or of some launch families. */
export const lotteryDrawsSchema = z.object({ list: z.array(lotteryPeriodSchema) });

// --- The operator's side (the back office's lottery pages) --------------------------------------

/** A game with what the operator set over the engine's definition. */
export const operatorLotteryGameSchema = lotteryGameSchema.extend({
  /** Worst-case payout accepted on one key in one period. */
  keyCap: moneySchema,
  /** Per bet type, overriding keyCap. */
  typeCaps: z.record(z.string(), moneySchema),
  /** Most one member may stake on one period (null: no limit). */
  playerPeriodMax: moneySchema.nullable(),
  betTypes: z.array(z.string()),
  /**
   * The result sheet operators enter for an external game (prize rows in rank order: name, how many
   * numbers, digits each); null for games drawn in-house.
   */
  sheet: z
    .array(z.object({ name: z.string(), count: z.number().int(), digits: z.number().int() }))
    .nullable(),
});
export type OperatorLotteryGame = z.infer<typeof operatorLotteryGameSchema>;

export const lotteryGameSettingsBodySchema = z.object({
  enabled: z.boolean(),
  closeSeconds: z.number().int().min(0).max(3_600),
  keyCap: moneySchema,
  typeCaps: z.record(z.string().max(40), moneySchema),
  playerPeriodMax: moneySchema.nullable(),
});

/** A period as the operator's draw list shows it: the public period, its orders and result entries. */
export const operatorLotteryDrawSchema = lotteryPeriodSchema.extend({
  orders: z.number().int(),
  stake: moneySchema,
  payout: moneySchema,
  /** External games: who entered a result and whether the entries agree. */
  entries: z.array(z.object({ operator: z.string(), at: z.number().int(), matches: z.boolean() })),
  cancelledBy: z.string().nullable(),
});
export const operatorLotteryDrawPageSchema = z.object({
  list: z.array(operatorLotteryDrawSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const operatorLotteryDrawQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema.optional(),
  /** waiting: closed without a result (external games waiting for their entries). */
  state: z.enum(['all', 'waiting', 'drawn', 'cancelled']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const lotteryResultEntryBodySchema = z.object({
  prizes: z.record(z.string().max(10), z.array(z.string().regex(/^\d{1,6}$/)).max(20)),
});
export const lotteryResultEntrySchema = z.object({
  /** waiting: the first entry; mismatch: entries differ; applied: two operators agreed, settled. */
  state: z.enum(['waiting', 'mismatch', 'applied']),
  entries: z.number().int(),
});

/** The exposure board: for the period taking bets, what each key would pay if drawn. */
export const lotteryExposureSchema = z.object({
  period: lotteryPeriodSchema.nullable(),
  stake: moneySchema,
  orders: z.number().int(),
  rows: z.array(z.object({ key: z.string(), payout: moneySchema, cap: moneySchema })),
});

export const lotteryReportQuerySchema = z.object({
  /** Epoch ms, [from, to). */
  from: timeMsSchema.min(946_684_800_000),
  to: timeMsSchema.min(946_684_800_000),
  gameCode: lotteryGameCodeSchema.optional(),
});
export const lotteryReportSchema = z.object({
  rows: z.array(
    z.object({
      gameCode: lotteryGameCodeSchema,
      orders: z.number().int(),
      players: z.number().int(),
      stake: moneySchema,
      win: moneySchema,
      rebate: moneySchema,
      /** stake − win − rebate. */
      ggr: moneySchema,
      refunded: moneySchema,
    }),
  ),
});

export const lottoOperatorPaths = {
  games: '/api/lotto/admin/games',
  saveGame: '/api/lotto/admin/game',
  draws: '/api/lotto/admin/draws',
  result: '/api/lotto/admin/result',
  cancelPeriod: '/api/lotto/admin/cancel-period',
  exposure: '/api/lotto/admin/exposure',
  report: '/api/lotto/admin/report',
} as const;

import { z } from 'zod';
import { GAME_CATEGORIES } from './games.js';
import { localizedSchema } from './localized.js';
import { moneyInputSchema, moneySchema } from './money.js';

/*
 * Loyalty (docs/product.md §Loyalty): VIP ranks with their upgrade and keep rules, cashback rates per
 * category and rank, points earned on valid bets (never expiring, on their own ledger accounts) and
 * the points mall.
 */

const line = (max: number) => z.string().trim().max(max);
const localizedLine = (max: number) =>
  localizedSchema.extend({
    EN: line(max).min(1),
    CN: line(max).optional(),
    JA: line(max).optional(),
    TH: line(max).optional(),
    VI: line(max).optional(),
    UR: line(max).optional(),
  });

/** Basis points per category (100 = 1 %); a missing category earns nothing. */
export const categoryRatesSchema = z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(500));
/** Points per 100.00 of valid bets, per category; a missing category earns nothing. */
export const categoryPointsSchema = z.partialRecord(
  z.enum(GAME_CATEGORIES),
  z.number().int().min(0).max(10_000),
);

export const vipRankInputSchema = z.object({
  level: z.number().int().min(0).max(30),
  /** The label members see (clubLabel.labelName), e.g. VIP3. */
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 _-]{1,20}$/, 'Expected 1 to 20 letters, digits, spaces, _ or -'),
  /** Deposits and valid bets within the period that reach this rank (both). */
  upgradeDeposit: moneyInputSchema,
  upgradeValidBet: moneyInputSchema,
  /** Valid bets within each period that keep this rank (else one rank down at the review). */
  keepValidBet: moneyInputSchema,
  upgradeReward: moneyInputSchema,
  birthdayReward: moneyInputSchema,
  cashbackRates: categoryRatesSchema.default({}),
  pointsPerHundred: categoryPointsSchema.default({}),
  benefits: localizedLine(1000),
});
export type VipRankInput = z.output<typeof vipRankInputSchema>;

export const vipRulesInputSchema = z
  .object({
    /** The days the upgrade and keep rules look back over (and between keep reviews). */
    periodDays: z.number().int().min(1).max(365),
    ranks: z.array(vipRankInputSchema).min(1).max(31),
    reason: z.string().trim().min(1).max(500),
  })
  .refine((value) => value.ranks.every((rank, index) => rank.level === index), {
    message: 'Ranks are numbered 0, 1, 2… in order',
    path: ['ranks'],
  });

export const vipRankSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  upgradeDeposit: moneySchema,
  upgradeValidBet: moneySchema,
  keepValidBet: moneySchema,
  upgradeReward: moneySchema,
  birthdayReward: moneySchema,
  cashbackRates: categoryRatesSchema,
  pointsPerHundred: categoryPointsSchema,
  benefits: z.string(),
});
export const vipRanksSchema = z.object({
  periodDays: z.number().int(),
  ranks: z.array(vipRankSchema),
  currency: z.string(),
});
export const operatorVipRulesSchema = z.object({
  periodDays: z.number().int(),
  ranks: z.array(vipRankSchema.extend({ benefits: localizedSchema, members: z.number().int() })),
  currency: z.string(),
});

export const vipProgressSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  since: z.number().int().nullable(),
  /** The window the rules look at: the last periodDays days. */
  periodFrom: z.number().int(),
  deposits: moneySchema,
  validBet: moneySchema,
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      deposit: moneySchema,
      validBet: moneySchema,
      /** What is still missing (0.00 when met). */
      depositLeft: moneySchema,
      validBetLeft: moneySchema,
    })
    .nullable(),
  keep: z.object({ validBet: moneySchema, reviewAt: z.number().int().nullable() }).nullable(),
  /** Customer service for this rank: VIP service above rank 4 (spec.md §6). */
  vipService: z.boolean(),
  currency: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Cashback

export const cashbackSchema = z.object({
  /** Valid bets of rounds settled after this instant count (the last claim's end). */
  since: z.number().int().nullable(),
  until: z.number().int(),
  rows: z.array(
    z.object({
      category: z.enum(GAME_CATEGORIES),
      validBet: moneySchema,
      rateBasisPoints: z.number().int(),
      amount: moneySchema,
    }),
  ),
  total: moneySchema,
  level: z.number().int(),
  currency: z.string(),
});
export const cashbackClaimSchema = z.object({
  id: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int(),
  amount: moneySchema,
  source: z.enum(['member', 'job']),
  createdAt: z.number().int(),
});
export const cashbackHistorySchema = z.object({ list: z.array(cashbackClaimSchema) });

// ---------------------------------------------------------------------------------------------
// Points and the mall

export const REDEMPTION_STATES = ['in_progress', 'approved', 'rejected'] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];
export const POINT_REWARD_KINDS = ['goods', 'cash'] as const;

export const pointBalanceSchema = z.object({ points: z.number().int() });
export const pointConfigSchema = z.object({
  /** Points that convert to one whole unit of money (100 → 100 points = 1.00). */
  pointsPerUnit: z.number().int(),
  minConvert: z.number().int(),
  /** Points per 100.00 of valid bets, per category, at each rank. */
  earnRates: z.array(
    z.object({ level: z.number().int(), name: z.string(), pointsPerHundred: categoryPointsSchema }),
  ),
  rules: z.string(),
  currency: z.string(),
});
export const pointConfigInputSchema = z.object({
  pointsPerUnit: z.number().int().min(1).max(1_000_000),
  minConvert: z.number().int().min(1).max(100_000_000),
  rules: localizedLine(3000),
  reason: z.string().trim().min(1).max(500),
});

export const pointRewardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_REWARD_KINDS),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  points: z.number().int(),
  /** cash rewards: the money credited. */
  cash: moneySchema.nullable(),
  stock: z.number().int(),
  /** goods: a receiving address is asked for. */
  needsAddress: z.boolean(),
});
export const pointRewardListSchema = z.object({ list: z.array(pointRewardSchema) });

export const redeemPointBodySchema = z.object({
  rewardId: z.coerce.number().int().min(1).max(2_147_483_647),
  quantity: z.number().int().min(1).max(99),
  address: z.string().trim().max(300).optional(),
  paymentPassword: z.string().min(1).max(64),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export const convertPointBodySchema = z.object({
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: z.string().min(1).max(64),
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

/** spec.md §3 "Points redemption": points, amount, quantity, status, remark, receiving address. */
export const redemptionSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  points: z.number().int(),
  amount: moneySchema.nullable(),
  quantity: z.number().int(),
  status: z.enum(REDEMPTION_STATES),
  remark: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export const redemptionPageSchema = z.object({
  list: z.array(redemptionSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export const convertAnswerSchema = z.object({
  points: z.number().int(),
  amount: moneySchema,
  balance: z.number().int(),
});

export const pointDetailSchema = z.object({
  id: z.number().int(),
  /** earn, redeem, return, convert, adjust */
  kind: z.string(),
  points: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.number().int(),
});
export const pointDetailPageSchema = z.object({
  list: z.array(pointDetailSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});

// Operators

export const pointRewardInputSchema = z.object({
  kind: z.enum(POINT_REWARD_KINDS),
  name: localizedLine(120),
  description: localizedLine(1000),
  image: z.string().trim().url().max(1000).nullable().default(null),
  points: z.number().int().min(1).max(100_000_000),
  cash: moneyInputSchema.nullable().default(null),
  stock: z.number().int().min(0).max(1_000_000),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(100),
  reason: z.string().trim().min(1).max(500),
});
export const operatorPointRewardSchema = pointRewardSchema.extend({
  name: localizedSchema,
  description: localizedSchema,
  active: z.boolean(),
  sort: z.number().int(),
  redeemed: z.number().int(),
});
export const operatorPointRewardListSchema = z.object({
  list: z.array(operatorPointRewardSchema),
  currency: z.string(),
});
export const operatorRedemptionSchema = redemptionSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  decidedBy: z.string().nullable(),
});
export const operatorRedemptionPageSchema = z.object({
  list: z.array(operatorRedemptionSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export const operatorRedemptionQuerySchema = z.object({
  status: z.enum(REDEMPTION_STATES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const redemptionDecisionBodySchema = z.object({
  approve: z.boolean(),
  remark: z.string().trim().max(300).optional(),
  reason: z.string().trim().min(1).max(500),
});

// ---------------------------------------------------------------------------------------------
// Missions

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
/** What a mission counts over its period: valid bets, deposits (money) or settled rounds (a count). */
export const MISSION_METRICS = ['valid_bet', 'deposit', 'rounds'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

export const missionInputSchema = z.object({
  title: localizedLine(120),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  /** Money for valid_bet and deposit ("1000"), a whole count for rounds ("20"). */
  target: moneyInputSchema,
  rewardMoney: moneyInputSchema.default('0'),
  rewardPoints: z.number().int().min(0).max(10_000_000).default(0),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(100),
  reason: z.string().trim().min(1).max(500),
});

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  /** Money for valid_bet and deposit, a count for rounds. */
  target: z.string(),
  progress: z.string(),
  completed: z.boolean(),
  claimed: z.boolean(),
  reward: z.object({ money: moneySchema, points: z.number().int() }),
  /** When the period ends (epoch ms). */
  endsAt: z.number().int(),
});
export const missionSummarySchema = z.object({
  missions: z.array(missionSchema),
  /** Completed and not yet claimed: the member centre entry's badge. */
  claimable: z.number().int(),
  currency: z.string(),
});
export const missionClaimSchema = z.object({
  missionId: z.number().int(),
  periodKey: z.string(),
  money: moneySchema,
  points: z.number().int(),
});
export const missionLeaderboardSchema = z.object({
  /** The Monday week the board counts (local date of its Monday). */
  week: z.string(),
  top: z.array(
    z.object({
      rank: z.number().int(),
      name: z.string(),
      completed: z.number().int(),
      /** The asking member's own row. */
      mine: z.boolean(),
    }),
  ),
  me: z.object({ rank: z.number().int().nullable(), completed: z.number().int() }).nullable(),
});
export const operatorMissionSchema = z.object({
  id: z.number().int(),
  title: localizedSchema,
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  target: z.string(),
  rewardMoney: moneySchema,
  rewardPoints: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
  claims: z.number().int(),
  currency: z.string(),
});
export const operatorMissionListSchema = z.object({ list: z.array(operatorMissionSchema) });

// ---------------------------------------------------------------------------------------------
// Referral

export const referralSettingsSchema = z.object({
  /** Paid to the referrer when a friend's first deposit reaches minDeposit. */
  firstDepositReward: moneySchema,
  minDeposit: moneySchema,
  /** Paid to the referrer when a friend's valid bets reach turnoverTarget. */
  turnoverReward: moneySchema,
  turnoverTarget: moneySchema,
});
export const referralSettingsInputSchema = z.object({
  firstDepositReward: moneyInputSchema,
  minDeposit: moneyInputSchema,
  turnoverReward: moneyInputSchema,
  turnoverTarget: moneyInputSchema,
  reason: z.string().trim().min(1).max(500),
});
export const referralSchema = z.object({
  code: z.string(),
  /** The registration link carrying the code (`/register?referralCode=…` on the site's domain). */
  link: z.string(),
  settings: referralSettingsSchema,
  friends: z.array(
    z.object({
      /** Masked username (first and last characters). */
      name: z.string(),
      registeredAt: z.number().int(),
      firstDeposit: z.boolean(),
      turnover: moneySchema,
      /** Rewards paid to the member for this friend. */
      earned: moneySchema,
    }),
  ),
  earned: moneySchema,
  currency: z.string(),
});

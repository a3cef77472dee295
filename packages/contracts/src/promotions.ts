import { z } from 'zod';
import { GAME_CATEGORIES } from './games.js';
import { LANGUAGES } from './languages.js';
import { safeLinkSchema } from './links.js';
import { localizedSchema } from './localized.js';
import { moneyInputSchema, moneySchema, requestIdSchema } from './money.js';
import { MAX_TIME_MS } from './times.js';

/*
 * Promotions (docs/product.md §Promotions): operator-defined activities, the member's state in each,
 * bonuses with their turnover, and applications.
 */

/**
 * What an activity rewards:
 * - first_deposit, deposit_match, reload: a percentage of a qualifying deposit (the member's first,
 *   any, or any after the first), capped, from a minimum deposit;
 * - daily_login: a fixed reward once per local day for a member who logged in that day;
 * - turnover_reward: a fixed reward once the member's valid bets in the period reach the threshold;
 * - loss_rebate: a percentage of the member's net loss in the period, from a minimum loss;
 * - application: the member applies with a remark and up to 3 images, an operator decides;
 * - messaging_id: the member gives a Zalo (or WhatsApp) number ID, an operator decides (spec.md §5).
 */
export const ACTIVITY_KINDS = [
  'first_deposit',
  'deposit_match',
  'reload',
  'daily_login',
  'turnover_reward',
  'loss_rebate',
  'application',
  'messaging_id',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The member's state in an activity (spec.md §4), docs/product.md §Promotions, states:
 * coming_soon (not started), closed (ended, closed or out of budget), join (may opt in), joined
 * (opted in, waiting for the qualifying deposit or bets), claim (a reward the member may claim now),
 * applying (an application or a flagged claim waits for an operator), rejected, issued (an operator
 * or job issued a reward, waiting in the reward centre), process (collected; its turnover is being
 * played through), claimed (collected, nothing outstanding).
 */
export const ACTIVITY_STATUSES = [
  'join',
  'claim',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'closed',
  'coming_soon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** How often one member may be rewarded by an activity. */
export const ACTIVITY_REPEATS = ['once', 'daily', 'weekly', 'per_deposit'] as const;
export type ActivityRepeat = (typeof ACTIVITY_REPEATS)[number];

/** Who may take part: everybody, VIP ranks, member labels, members registered lately, agents' teams. */
export const AUDIENCE_KINDS = ['all', 'vip', 'labels', 'new_members', 'team'] as const;

/** The operator's side of an activity: a draft is invisible, a published one follows its window. */
export const ACTIVITY_STATES = ['draft', 'published', 'closed'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/**
 * A bonus (one reward to one member): review (a flagged claim waiting for an operator), rejected,
 * issued (waiting in the reward centre), active (paid, turnover remaining), completed (paid, turnover
 * met or none), forfeited (an operator took it back), expired (its time ran out before its turnover
 * was met: what is left of it is taken back).
 */
export const BONUS_STATES = [
  'review',
  'rejected',
  'issued',
  'active',
  'completed',
  'forfeited',
  'expired',
] as const;
export type BonusState = (typeof BONUS_STATES)[number];

export const APPLICATION_STATES = ['applying', 'approved', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Banner colour schemes the member site draws behind an activity's title (when it has no image). */
export const BANNER_THEMES = ['ruby', 'gold', 'emerald', 'ocean', 'violet', 'night'] as const;

export const ACTIVITY_REMARK_MAX = 140;
export const ACTIVITY_IMAGES_MAX = 3;
/** An application image, decoded: PNG or JPEG by its bytes, at most 5 MB (spec.md §9). */
export const ACTIVITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** 5 MB in base64 with the data URL prefix. */
const ACTIVITY_IMAGE_MAX_CHARS = 7_000_000;
/** Three images and the form. */
export const APPLICATION_BODY_LIMIT_BYTES = 22 * 1024 * 1024;

const text = (max: number) => z.string().trim().max(max);
const localizedLine = (max: number) =>
  localizedSchema.extend({
    EN: text(max).min(1),
    CN: text(max).optional(),
    JA: text(max).optional(),
    TH: text(max).optional(),
    VI: text(max).optional(),
    UR: text(max).optional(),
  });

/** An activity's instants (epoch ms): from 2020 on, as any real activity's. */
const activityTimeSchema = z
  .number()
  .int()
  .min(Date.UTC(2020, 0, 1))
  .max(MAX_TIME_MS);

export const activityIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const audienceSchema = z.object({
  kind: z.enum(AUDIENCE_KINDS),
  /** vip: the VIP rank levels allowed. */
  ranks: z.array(z.number().int().min(0).max(30)).max(31).default([]),
  /** labels: a member with any of these labels. */
  labels: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  /** new_members: registered at most this many days before claiming. */
  newWithinDays: z.number().int().min(1).max(365).nullable().default(null),
  /** team: members in the team of any of these agents (usernames). */
  agents: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});
export type Audience = z.output<typeof audienceSchema>;

export const rewardInputSchema = z.object({
  /** Percent of the qualifying deposit or loss, in basis points (10 000 = 100 %). */
  percentBasisPoints: z.number().int().min(0).max(100_000).default(0),
  /** A fixed reward (daily login, turnover reward, application, messaging ID), or added to the percentage. */
  fixed: moneyInputSchema.default('0'),
  /** The largest reward of one claim; null for none. */
  max: moneyInputSchema.nullable().default(null),
  /** The least qualifying deposit, valid bets (turnover reward) or net loss (loss rebate). */
  threshold: moneyInputSchema.default('0'),
});

/** Category weights in percent: how much of a valid bet counts towards a bonus's turnover. */
export const categoryWeightsSchema = z.partialRecord(
  z.enum(GAME_CATEGORIES),
  z.number().int().min(0).max(100),
);

export const wageringInputSchema = z.object({
  /** Turnover required, as a multiple of the basis (0 for none); at most two decimals. */
  multiple: z.number().min(0).max(100).multipleOf(0.01).default(0),
  basis: z.enum(['bonus', 'bonus_deposit']).default('bonus'),
  /** Missing categories count 100 %. */
  weights: categoryWeightsSchema.default({}),
  /** The largest bet that counts while the bonus is active (larger bets do not count); null for none. */
  maxBet: moneyInputSchema.nullable().default(null),
  /** Hours from payment until an unmet bonus expires; null for never. */
  expiryHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .nullable()
    .default(null),
});

export const activityBannerSchema = z.object({
  theme: z.enum(BANNER_THEMES).default('ruby'),
  /** An image address (https); null to draw the theme only. */
  image: safeLinkSchema(1000).nullable().default(null),
});

const activityFields = {
  kind: z.enum(ACTIVITY_KINDS),
  title: localizedLine(120),
  summary: localizedLine(300),
  rules: localizedLine(5000),
  banner: activityBannerSchema.default({ theme: 'ruby', image: null }),
  /** Languages whose members see the activity; empty for all. */
  languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).default([]),
  audience: audienceSchema.default({ kind: 'all', ranks: [], labels: [], newWithinDays: null, agents: [] }),
  startsAt: activityTimeSchema,
  endsAt: activityTimeSchema,
  /** Shown as coming soon from this time (epoch ms); null to show only once started. */
  showFrom: activityTimeSchema.nullable().default(null),
  repeat: z.enum(ACTIVITY_REPEATS).default('once'),
  reward: rewardInputSchema,
  wagering: wageringInputSchema.default({
    multiple: 0,
    basis: 'bonus',
    weights: {},
    maxBet: null,
    expiryHours: null,
  }),
  /** Total the activity may pay; null for no budget. */
  budget: moneyInputSchema.nullable().default(null),
  /** Every claim waits for an operator. */
  review: z.boolean().default(false),
  /** messaging_id: which ID the member is asked for. */
  messagingChannel: z.enum(['zalo', 'whatsapp']).nullable().default(null),
  sort: z.number().int().min(0).max(9999).default(100),
};

/** What an operator sends to create or change an activity (with the audit reason). */
export const activityInputSchema = z
  .object({ ...activityFields, reason: z.string().trim().min(1).max(500) })
  .refine((value) => value.endsAt > value.startsAt, {
    message: 'The end must be after the start',
    path: ['endsAt'],
  })
  .refine((value) => value.showFrom === null || value.showFrom <= value.startsAt, {
    message: 'Coming soon must start before the activity',
    path: ['showFrom'],
  })
  .refine((value) => value.kind !== 'messaging_id' || value.messagingChannel !== null, {
    message: 'Choose Zalo or WhatsApp',
    path: ['messagingChannel'],
  });
export type ActivityInput = z.output<typeof activityInputSchema>;

const rewardSchema = z.object({
  percentBasisPoints: z.number().int(),
  fixed: moneySchema,
  max: moneySchema.nullable(),
  threshold: moneySchema,
});
const wageringSchema = z.object({
  multiple: z.number(),
  basis: z.enum(['bonus', 'bonus_deposit']),
  weights: categoryWeightsSchema,
  maxBet: moneySchema.nullable(),
  expiryHours: z.number().int().nullable(),
});

/** An activity as the member site shows it (in the request's language). */
export const activitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  summary: z.string(),
  rules: z.string(),
  banner: z.object({ theme: z.enum(BANNER_THEMES), image: z.string().nullable() }),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** Without a member: coming_soon, join (open) or closed. */
  status: z.enum(ACTIVITY_STATUSES),
  repeat: z.enum(ACTIVITY_REPEATS),
  reward: rewardSchema,
  wagering: wageringSchema,
  messagingChannel: z.enum(['zalo', 'whatsapp']).nullable(),
  currency: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityListSchema = z.object({ list: z.array(activitySchema), now: z.number().int() });

/** The member's state in one activity. */
export const myActivitySchema = z.object({
  activityId: z.number().int(),
  status: z.enum(ACTIVITY_STATUSES),
  /** What the member would get by claiming now (claim), or the issued amount (issued). */
  claimable: moneySchema.nullable(),
  /** The bonus behind issued, applying (a flagged claim), process and claimed. */
  bonusId: z.number().int().nullable(),
  /** Why an application or claim was rejected. */
  reason: z.string().nullable(),
  /** turnover_reward and loss_rebate: how far the member is (valid bets or net loss so far). */
  progress: moneySchema.nullable(),
});
export type MyActivity = z.infer<typeof myActivitySchema>;

export const myActivitiesSchema = z.object({
  activities: z.array(myActivitySchema),
  /** Rewards the member can take now (claim and issued): the bottom navigation's count. */
  claimCount: z.number().int(),
});

export const turnoverSchema = z.object({ required: moneySchema, done: moneySchema, remaining: moneySchema });

export const bonusSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  state: z.enum(BONUS_STATES),
  amount: moneySchema,
  /** The deposit the bonus matched, when it matched one. */
  deposit: moneySchema.nullable(),
  turnover: turnoverSchema,
  weights: categoryWeightsSchema,
  maxBet: moneySchema.nullable(),
  expiresAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusProgressSchema = z.object({
  bonuses: z.array(bonusSchema),
  /** Turnover still to play before a withdrawal is allowed (the sum over active bonuses). */
  remaining: moneySchema,
  currency: z.string(),
});

export const claimPromotionBodySchema = z.object({
  activityId: activityIdSchema,
  requestId: requestIdSchema,
  /** The browser's device id (the login's), for the abuse rules. */
  device: z.string().trim().max(64).optional(),
});
export const claimIssuedBodySchema = z.object({ bonusId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** An application image: a PNG or JPEG data URL (the server judges it by its bytes). */
export const applicationImageSchema = z
  .string()
  .max(ACTIVITY_IMAGE_MAX_CHARS)
  .regex(/^data:[a-z/+.-]{0,40};base64,[A-Za-z0-9+/]*=*$/, 'Expected an image');

export const applyPromotionBodySchema = z.object({
  activityId: activityIdSchema,
  remark: z.string().trim().max(ACTIVITY_REMARK_MAX).default(''),
  images: z.array(applicationImageSchema).max(ACTIVITY_IMAGES_MAX).default([]),
  /** messaging_id: the member's Zalo or WhatsApp number ID. */
  messagingId: z
    .string()
    .trim()
    .regex(/^[0-9+]{6,20}$/, 'Expected 6 to 20 digits')
    .optional(),
});

export const applicationSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  state: z.enum(APPLICATION_STATES),
  remark: z.string(),
  imageCount: z.number().int(),
  messagingId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Operators

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNum: z.number().int(), totalPages: z.number().int() });

export const operatorActivitySchema = z.object({
  id: z.number().int(),
  state: z.enum(ACTIVITY_STATES),
  kind: z.enum(ACTIVITY_KINDS),
  title: localizedSchema,
  summary: localizedSchema,
  rules: localizedSchema,
  banner: z.object({ theme: z.enum(BANNER_THEMES), image: z.string().nullable() }),
  languages: z.array(z.enum(LANGUAGES)),
  audience: audienceSchema,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  showFrom: z.number().int().nullable(),
  repeat: z.enum(ACTIVITY_REPEATS),
  reward: rewardSchema,
  wagering: wageringSchema,
  budget: moneySchema.nullable(),
  spent: moneySchema,
  review: z.boolean(),
  messagingChannel: z.enum(['zalo', 'whatsapp']).nullable(),
  sort: z.number().int(),
  /** Bonuses paid or issued, and claims and applications waiting for an operator. */
  bonuses: z.number().int(),
  pending: z.number().int(),
  currency: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type OperatorActivity = z.infer<typeof operatorActivitySchema>;

export const operatorActivityQuerySchema = z.object({
  state: z.enum(ACTIVITY_STATES).optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  ...pageQuery,
});
export const operatorActivityPageSchema = paged(operatorActivitySchema);

export const activityStateBodySchema = z.object({
  state: z.enum(ACTIVITY_STATES),
  reason: z.string().trim().min(1).max(500),
});

export const operatorApplicationSchema = applicationSchema.extend({
  activityTitle: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  bonusId: z.number().int().nullable(),
});
export const operatorApplicationQuerySchema = z.object({
  state: z.enum(APPLICATION_STATES).optional(),
  activityId: activityIdSchema.optional(),
  ...pageQuery,
});
export const operatorApplicationPageSchema = paged(operatorApplicationSchema);

export const applicationDecisionBodySchema = z.object({
  approve: z.boolean(),
  /** The reward to issue on approval; the activity's fixed reward when absent. */
  amount: moneyInputSchema.optional(),
  reason: z.string().trim().min(1).max(500),
});

/** Why a claim was held for review (docs/product.md §Promotions, abuse rules). */
export const BONUS_FLAGS = ['same_payout_account', 'same_device', 'same_ip', 'activity_review'] as const;

export const operatorBonusSchema = bonusSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  flags: z.array(z.enum(BONUS_FLAGS)),
  /** Usernames of the other members a flag points at. */
  relatedUsernames: z.array(z.string()),
  decidedBy: z.string().nullable(),
});
export const operatorBonusQuerySchema = z.object({
  state: z.enum(BONUS_STATES).optional(),
  activityId: activityIdSchema.optional(),
  username: z.string().trim().max(40).optional(),
  ...pageQuery,
});
export const operatorBonusPageSchema = paged(operatorBonusSchema);

export const bonusDecisionBodySchema = z.object({
  approve: z.boolean(),
  reason: z.string().trim().min(1).max(500),
});

export const issueBonusBodySchema = z.object({
  activityId: activityIdSchema,
  username: z.string().trim().min(1).max(40),
  amount: moneyInputSchema,
  reason: z.string().trim().min(1).max(500),
});

export const promotionBudgetSchema = z.object({
  activities: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      kind: z.enum(ACTIVITY_KINDS),
      state: z.enum(ACTIVITY_STATES),
      budget: moneySchema.nullable(),
      spent: moneySchema,
      /** Issued and not yet collected: counted in spent. */
      issued: moneySchema,
      bonuses: z.number().int(),
      members: z.number().int(),
      pending: z.number().int(),
    }),
  ),
  currency: z.string(),
});

import { z } from 'zod';
import { localizedSchema } from './localized.js';
import { moneyInputSchema, moneySchema } from './money.js';
import { MAX_TIME_MS } from './times.js';

/*
 * Raffles (docs/product.md §Promotions, prize wheel and red envelopes): a campaign publishes its prize
 * table (amounts and weights, so exact odds) and budget; each draw is provably fair (the member's own
 * server seed committed by its SHA-256 before the draw, their client seed, a nonce) and revealed when
 * the member rotates the seed. Outcomes never depend on who the member is or what they did before.
 */

export const RAFFLE_KINDS = ['wheel', 'envelope'] as const;
export type RaffleKind = (typeof RAFFLE_KINDS)[number];
export const RAFFLE_STATES = ['draft', 'published', 'closed'] as const;

const raffleTimeSchema = z
  .number()
  .int()
  .min(Date.UTC(2020, 0, 1))
  .max(MAX_TIME_MS);
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

export const raffleIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,64}$/, 'Expected 1 to 64 printable characters');

export const rafflePrizeInputSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'Expected 1 to 20 letters, digits, _ or -'),
  /** 0 for a "try again" slot. */
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,4})?$/, 'Expected an amount such as 0, 5 or 8.88'),
  weight: z.number().int().min(1).max(1_000_000_000),
});

export const raffleInputSchema = z
  .object({
    kind: z.enum(RAFFLE_KINDS),
    title: localizedLine(120),
    rules: localizedLine(3000),
    prizes: z.array(rafflePrizeInputSchema).min(2).max(24),
    budget: moneyInputSchema,
    startsAt: raffleTimeSchema,
    endsAt: raffleTimeSchema,
    /** Wheel: spins per member per local day; red envelopes: envelopes per member in the rain. */
    drawsPerMember: z.number().int().min(1).max(100),
    reason: z.string().trim().min(1).max(500),
  })
  .refine((value) => value.endsAt > value.startsAt, {
    message: 'The end must be after the start',
    path: ['endsAt'],
  })
  .refine((value) => new Set(value.prizes.map((prize) => prize.id)).size === value.prizes.length, {
    message: 'Each prize needs its own id',
    path: ['prizes'],
  })
  .refine((value) => value.prizes.reduce((sum, prize) => sum + prize.weight, 0) <= 1_000_000_000, {
    message: 'The weights add up to at most 1,000,000,000',
    path: ['prizes'],
  });
export type RaffleInput = z.output<typeof raffleInputSchema>;

export const rafflePrizeSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  weight: z.number().int(),
  /** weight / total weight, as a percentage with 4 decimals ("12.5000"). */
  odds: z.string(),
});

export const raffleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RAFFLE_KINDS),
  title: z.string(),
  rules: z.string(),
  prizes: z.array(rafflePrizeSchema),
  totalWeight: z.number().int(),
  /** The expected value of one draw (exact, rounded down to the currency's minor unit). */
  expectedValue: moneySchema,
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** open while the budget left covers the largest prize. */
  status: z.enum(['coming_soon', 'open', 'closed']),
  drawsPerMember: z.number().int(),
  /** What the pool still holds. */
  poolLeft: moneySchema,
  currency: z.string(),
});
export type Raffle = z.infer<typeof raffleSchema>;

export const raffleListSchema = z.object({ list: z.array(raffleSchema), now: z.number().int() });

export const raffleSeedSchema = z.object({
  /** SHA-256 (hex) of the server seed the next draws use: published before they happen. */
  seedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next draw with this seed. */
  nextNonce: z.number().int(),
});

export const raffleDrawSchema = z.object({
  id: z.number().int(),
  raffleId: z.number().int(),
  prizeId: z.string(),
  position: z.number().int(),
  amount: moneySchema,
  /** The uniform index in [0, total weight) the draw's stream gave. */
  index: z.number().int(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  seedHash: z.string(),
  /** The server seed once the member rotated it (null while it still draws). */
  serverSeed: z.string().nullable(),
  createdAt: z.number().int(),
});
export type RaffleDraw = z.infer<typeof raffleDrawSchema>;

export const myRaffleSchema = z.object({
  raffleId: z.number().int(),
  /** Draws the member may still take now (this local day for a wheel, this rain for envelopes). */
  drawsLeft: z.number().int(),
  seed: raffleSeedSchema,
  /** The member's last draws, newest first (at most 20). */
  draws: z.array(raffleDrawSchema),
});
export const myRafflesSchema = z.object({ raffles: z.array(myRaffleSchema) });

export const claimRaffleBodySchema = z.object({
  raffleId: raffleIdSchema,
  clientSeed: clientSeedSchema.optional(),
  /** The page's id of this spin: a retry after a lost answer answers the same draw. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export const rotateRaffleSeedBodySchema = z.object({
  raffleId: raffleIdSchema,
  /** The client seed for the next draws (kept when absent). */
  clientSeed: clientSeedSchema.optional(),
});
export const rotatedSeedSchema = z.object({
  /** The seed that drew until now, revealed: every draw made with it can be checked. */
  revealed: z.object({
    serverSeed: z.string(),
    seedHash: z.string(),
    clientSeed: z.string(),
    draws: z.number().int(),
  }),
  next: raffleSeedSchema,
});

// Operators

export const operatorRaffleSchema = z.object({
  id: z.number().int(),
  state: z.enum(RAFFLE_STATES),
  kind: z.enum(RAFFLE_KINDS),
  title: localizedSchema,
  rules: localizedSchema,
  prizes: z.array(rafflePrizeSchema),
  budget: moneySchema,
  spent: moneySchema,
  draws: z.number().int(),
  members: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  drawsPerMember: z.number().int(),
  currency: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export const operatorRafflePageSchema = z.object({
  list: z.array(operatorRaffleSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export const operatorRaffleQuerySchema = z.object({
  state: z.enum(RAFFLE_STATES).optional(),
  kind: z.enum(RAFFLE_KINDS).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const raffleStateBodySchema = z.object({
  state: z.enum(RAFFLE_STATES),
  reason: z.string().trim().min(1).max(500),
});
export const operatorRaffleDrawSchema = raffleDrawSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
});
export const operatorRaffleDrawPageSchema = z.object({
  list: z.array(operatorRaffleDrawSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export const operatorRaffleDrawQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

import { z } from 'zod';
import { moneySchema } from './money.js';
import { MAX_TIME_MS, timeMsSchema } from './times.js';
import { operatorReasonSchema } from './operator.js';

/*
 * The agent centre and the contract engine (docs/product.md §Agents): the team tree, downline tools,
 * team reports, contracts (daily, hourly and real-time salary, dividends) and their settlement bills.
 * Money is a decimal string in major units (money.ts); a rate is a percentage with at most two
 * decimals ("1.25" = 1.25 %), kept by the server as basis points (1.25 % = 125).
 */

export const CONTRACT_KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** How long a dividend period is; salaries have their own (a local day, an hour, 5 minutes). */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Dividends only: whether a losing period's negative base is carried into the next one. */
export const CARRY_OVER_RULES = ['none', 'accumulate'] as const;

/**
 * offered: a new request waiting for the downline; rejected or withdrawn (the payer took it back)
 * before an answer; active; superseded by a newer accepted version; terminated.
 */
export const CONTRACT_STATUSES = [
  'offered',
  'rejected',
  'withdrawn',
  'active',
  'superseded',
  'terminated',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * paid; target not reached (no tier met, or a dividend base not above zero); upline balance
 * insufficient (tried again at the next runs, expired after `BILL_RETRY_HOURS`); expired; cancelled
 * (the operator's decision, or the contract ended before the bill could be paid).
 */
export const BILL_STATES = ['paid', 'target_not_reached', 'insufficient', 'expired', 'cancelled'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** An unpaid bill (upline balance insufficient) is tried again for this long, then expires. */
export const BILL_RETRY_HOURS = 72;

/** Most tiers a contract may have, and the highest rate of any tier (percent). */
export const CONTRACT_MAX_TIERS = 10;
export const CONTRACT_MAX_RATE: Record<ContractKind, number> = {
  daily: 5,
  hourly: 5,
  realtime: 5,
  dividend: 90,
};

/** A percentage with at most two decimals: "0.5", "1.25", "30". */
export const rateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Expected a percentage such as 0.5 or 1.25');
const percentOutSchema = z.string().regex(/^\d{1,3}\.\d{2}$/);

/** A threshold amount in major units, or null when the tier does not ask for it. */
const thresholdInput = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,4})?$/, 'Expected an amount such as 1000 or 1000.50')
  .nullable()
  .default(null);

/**
 * One tier: its conditions (every one set must be met) and its rate. The tier paid is the one with
 * the highest rate whose conditions all hold. What each condition measures (docs/product.md §Agents):
 * - `minValidBet`: the team's valid bets in the period (daily bet amount, hourly bet amount);
 * - `minProfitLoss`: the team's loss in the period (bets − wins), dividends' usual condition;
 * - `minActiveMembers`: team members with a valid bet in the period;
 * - real-time only: `minSingleBet` (only bets of at least this stake count at all), `minLossRate`
 *   (the team lost at least this share of its bets), `maxWinRate` (the team won back at most this
 *   share of its bets).
 */
export const contractTierInputSchema = z.object({
  rate: rateSchema,
  minValidBet: thresholdInput,
  minProfitLoss: thresholdInput,
  minActiveMembers: z.number().int().min(0).max(1_000_000).nullable().default(null),
  minSingleBet: thresholdInput,
  minLossRate: rateSchema.nullable().default(null),
  maxWinRate: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Expected a percentage such as 95')
    .nullable()
    .default(null),
});
export type ContractTierInput = z.input<typeof contractTierInputSchema>;

export const contractTierSchema = z.object({
  rate: percentOutSchema,
  minValidBet: moneySchema.nullable(),
  minProfitLoss: moneySchema.nullable(),
  minActiveMembers: z.number().int().nullable(),
  minSingleBet: moneySchema.nullable(),
  minLossRate: percentOutSchema.nullable(),
  maxWinRate: percentOutSchema.nullable(),
});
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractTermsInputSchema = z.object({
  tiers: z.array(contractTierInputSchema).min(1).max(CONTRACT_MAX_TIERS),
  /** Dividends only (salaries ignore it): the period, and what a losing period carries. */
  period: z.enum(DIVIDEND_PERIODS).optional(),
  carryOver: z.enum(CARRY_OVER_RULES).optional(),
});

const party = z.object({ id: z.number().int(), username: z.string() });

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  /** 1 for the first contract of this kind between these two, then one more per accepted change. */
  version: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  /** Salaries: daily, hourly or 5min; dividends: their period. */
  period: z.enum(['5min', 'hourly', ...DIVIDEND_PERIODS]),
  carryOver: z.enum(CARRY_OVER_RULES),
  tiers: z.array(contractTierSchema),
  /** The highest tier rate (what the downline's rates are compared with). */
  topRate: percentOutSchema,
  /** Who pays: the platform (a top-level agent's contract) or the upline agent. */
  payer: z.object({ type: z.enum(['platform', 'upline']), member: party.nullable() }),
  agent: party,
  offeredAt: z.number().int(),
  answeredAt: z.number().int().nullable(),
  /** Active from (accepted at); a superseded or ended version also has `endsAt`. */
  activeFrom: z.number().int().nullable(),
  /** When it stops paying: the end of the period in which its termination was agreed. */
  endsAt: z.number().int().nullable(),
  /** A termination asked by one side and waiting for the other. */
  terminationRequest: z.object({ by: z.enum(['payer', 'agent']), at: z.number().int() }).nullable(),
  /** Why it ended, when it did: agreed, operator, superseded, chain (its payer's rate fell below it). */
  endReason: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

// ---------------------------------------------------------------------------------------------
// Member side

/** `/wps/member/info/funds/consolidated`: request flags open the popup, info flags open menus. */
export const consolidatedSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  contractmrdailysalinfotype: z.boolean(),
  contracthoursalinfo: z.boolean(),
  dailysalinfotype: z.boolean(),
  realtimesalinfotype: z.boolean(),
  divtypeinfo: z.boolean(),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** A request waiting for this member's answer: a new contract (or change) or a termination. */
export const contractRequestSchema = z.object({
  type: z.enum(['new', 'termination']),
  contract: contractSchema,
  /** New requests: the version now in force that accepting ends, if any. */
  replaces: contractSchema.nullable(),
  /**
   * New requests lowering this member's rate: the member's own contracts with downlines whose rate
   * would be above the new one, which accepting terminates (the warning shown before accepting).
   */
  endsDownlineContracts: z.array(contractSchema),
});
export const contractRequestsSchema = z.object({ list: z.array(contractRequestSchema) });

/** The four process calls: accept or reject the request waiting on `contractId`. */
export const processContractQuerySchema = z.object({
  contractId: z.coerce.number().int().positive(),
  accept: z.enum(['true', 'false']).transform((value) => value === 'true'),
});
export const processContractBodySchema = z.object({
  contractId: z.number().int().positive(),
  accept: z.boolean(),
});
export const processContractValueSchema = z.object({ contract: contractSchema });

export const contractKindQuerySchema = z.object({ kind: z.enum(CONTRACT_KINDS) });

/** An agent's contracts of one kind: theirs (with their payer), and those they pay downlines. */
export const agentContractsSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** The version in force for this agent, and a change waiting for their answer. */
  mine: contractSchema.nullable(),
  pending: contractSchema.nullable(),
  /** The highest rate this agent may offer a downline (their own top rate); null: none to offer. */
  offerLimit: percentOutSchema.nullable(),
  downlines: z.array(
    z.object({
      member: party,
      active: contractSchema.nullable(),
      pending: contractSchema.nullable(),
    }),
  ),
});

export const offerContractBodySchema = contractTermsInputSchema.extend({
  kind: z.enum(CONTRACT_KINDS),
  downlineUsername: z.string().trim().min(1).max(64),
});
export const contractIdParamsSchema = z.object({ contractId: z.coerce.number().int().positive() });
export const contractValueSchema = z.object({ contract: contractSchema });

export const contractHistoryQuerySchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** A direct downline's history; without it, the agent's own (with their payer). */
  username: z.string().trim().min(1).max(64).optional(),
});
export const contractHistorySchema = z.object({ list: z.array(contractSchema) });

export const billSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  agent: party,
  payer: z.object({ type: z.enum(['platform', 'upline']), member: party.nullable() }),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  /** The period as it reads in the site's time zone: "2026-11-27", "2026-11-01 – 2026-11-15", "2026-11-27 14:00–14:05". */
  periodLabel: z.string(),
  /** The team's figures for the period (rounds settled in it). */
  validBet: moneySchema,
  wins: moneySchema,
  /** Bets − wins: what the team lost (negative: it won). */
  profitLoss: moneySchema,
  activeMembers: z.number().int(),
  /** Of the figures above, what came from rounds placed in an earlier, closed period (late). */
  lateValidBet: moneySchema,
  lateProfitLoss: moneySchema,
  /** Dividends: the negative base carried in from the previous period, and out to the next. */
  carryIn: moneySchema,
  carryOut: moneySchema,
  /** The tier met (0-based), its rate, and the rate paid (capped at the payer's own rate). */
  tier: z.number().int().nullable(),
  rate: percentOutSchema,
  amount: moneySchema,
  state: z.enum(BILL_STATES),
  attempts: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const rangeQuery = {
  startTime: timeMsSchema.optional(),
  endTime: timeMsSchema.optional(),
};
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNum: z.number().int(), totalPages: z.number().int() });

export const billQuerySchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** mine: bills paid to this agent; downlines: bills this agent pays its direct downlines. */
  side: z.enum(['mine', 'downlines']).default('mine'),
  ...rangeQuery,
  ...pageQuery,
});
export const billPageSchema = paged(billSchema).extend({
  /** Totals of the matching bills that were paid. */
  totalPaid: moneySchema,
});

export const TEAM_RANGES = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export const teamOverviewQuerySchema = z.object({
  range: z.enum(TEAM_RANGES).default('today'),
  ...rangeQuery,
});
const teamFigures = {
  deposits: moneySchema,
  withdrawals: moneySchema,
  validBet: moneySchema,
  wins: moneySchema,
  /** Bets − wins of the team's members (positive: the team lost). */
  profitLoss: moneySchema,
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
};
export const teamOverviewSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** Everyone under the agent (any depth), and the direct downlines. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  totals: z.object(teamFigures),
  /** One row per local day of the range, oldest first (the chart). */
  days: z.array(z.object({ date: z.string(), ...teamFigures })),
});

export const downlineQuerySchema = z.object({
  username: z.string().trim().max(64).optional(),
  /** direct: the agent's own downlines; all: any depth. */
  scope: z.enum(['direct', 'all']).default('direct'),
  ...pageQuery,
});
export const downlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** 1 = direct downline, 2 = theirs, … */
  level: z.number().int(),
  upline: z.string().nullable(),
  balance: moneySchema,
  teamSize: z.number().int(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  /** Top rates of this downline's active contracts by kind (only for direct downlines). */
  rates: z.object({
    daily: percentOutSchema.nullable(),
    hourly: percentOutSchema.nullable(),
    realtime: percentOutSchema.nullable(),
    dividend: percentOutSchema.nullable(),
  }),
});
export const downlinePageSchema = paged(downlineSchema);

export const registerDownlineBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(255),
  confirmPassword: z.string().min(1).max(255),
  /** An agent account (with its own invitation code) or a plain member. */
  accountType: z.enum(['member', 'agent']).default('member'),
});
export const registeredDownlineSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  affiliateCode: z.string().nullable(),
});

export const teamBetQuerySchema = z.object({
  username: z.string().trim().max(64).optional(),
  ...rangeQuery,
  ...pageQuery,
});
export const teamBetSchema = z.object({
  roundId: z.string(),
  username: z.string(),
  /** The agent's direct downline this bet counts under (the member itself when direct). */
  directAgentName: z.string(),
  vendor: z.string(),
  game: z.string(),
  category: z.string(),
  bet: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  profitLoss: moneySchema,
  status: z.string(),
  betTime: z.number().int(),
  settleTime: z.number().int().nullable(),
});
export const teamBetPageSchema = paged(teamBetSchema).extend({
  footer: z.object({ bet: moneySchema, validBet: moneySchema, win: moneySchema, profitLoss: moneySchema }),
});

export const teamProfitQuerySchema = z.object({
  username: z.string().trim().max(64).optional(),
  ...rangeQuery,
  ...pageQuery,
});
/** A direct downline with their whole team's figures (the agent's own play on the agent's row). */
export const teamProfitRowSchema = z.object({
  username: z.string(),
  isAgent: z.boolean(),
  teamSize: z.number().int(),
  ...teamFigures,
});
export const teamProfitPageSchema = paged(teamProfitRowSchema).extend({
  footer: z.object(teamFigures),
});

export const incomeQuerySchema = z.object({ ...rangeQuery });
/** The agent's income by local day: salaries and dividends received, paid to downlines, transfers. */
export const incomeRowSchema = z.object({
  date: z.string(),
  dailySalary: moneySchema,
  hourlySalary: moneySchema,
  realtimeSalary: moneySchema,
  dividend: moneySchema,
  /** Contract pay this agent paid to its downlines (negative). */
  paidToDownlines: moneySchema,
  transfersIn: moneySchema,
  transfersOut: moneySchema,
  net: moneySchema,
});
export const incomeSchema = z.object({
  list: z.array(incomeRowSchema),
  totals: incomeRowSchema.omit({ date: true }),
});

export const downlineTransactionQuerySchema = z.object({
  username: z.string().trim().min(1).max(64),
  ...rangeQuery,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const inviteLinkSchema = z.object({
  code: z.string(),
  /** The registration address with the code, for the QR code. */
  url: z.string(),
  accountType: z.enum(['member', 'agent']),
  registrations: z.number().int(),
  createdAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
});
export const inviteLinksSchema = z.object({
  /** The agent's own invitation code and its link (always there for an agent). */
  own: inviteLinkSchema,
  list: z.array(inviteLinkSchema),
});
export const createInviteLinkBodySchema = z.object({
  accountType: z.enum(['member', 'agent']).default('member'),
  /** Days until it stops working; null: never. */
  expiresInDays: z.number().int().min(1).max(365).nullable().default(null),
});
export const inviteCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,32}$/) });

// ---------------------------------------------------------------------------------------------
// Operator side

export const treeQuerySchema = z.object({
  /** The node whose direct downlines to list; without it, the top-level members (no upline). */
  parentId: z.coerce.number().int().positive().optional(),
  /** Finds a member and answers their upline chain, top first, so the page can open the path. */
  username: z.string().trim().max(64).optional(),
  agentsOnly: z.enum(['true', 'false']).optional(),
  ...pageQuery,
});
export const treeNodeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
  /** A move waiting for the next local midnight. */
  pendingMove: z.object({ to: z.string().nullable(), effectiveAt: z.number().int() }).nullable(),
});
export const treePageSchema = paged(treeNodeSchema).extend({
  /** With `username`: the found member's chain, top-level ancestor first, the member last. */
  path: z.array(treeNodeSchema),
});

export const moveMemberBodySchema = z.object({
  memberId: z.number().int().positive(),
  /** The new upline (an agent), or null for no upline. */
  uplineId: z.number().int().positive().nullable(),
  reason: operatorReasonSchema,
});
export const teamMoveSchema = z.object({
  id: z.number().int(),
  member: party,
  from: party.nullable(),
  to: party.nullable(),
  effectiveAt: z.number().int(),
  state: z.enum(['pending', 'applied', 'cancelled']),
  requestedBy: z.string(),
  reason: z.string(),
  createdAt: z.number().int(),
});
export const teamMovePageSchema = paged(teamMoveSchema);
export const teamMoveQuerySchema = z.object({
  state: z.enum(['pending', 'applied', 'cancelled']).optional(),
  ...pageQuery,
});
export const moveIdParamsSchema = z.object({ moveId: z.coerce.number().int().positive() });

export const operatorContractQuerySchema = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  /** Contracts held or paid by this member (username). */
  username: z.string().trim().max(64).optional(),
  /** platform: only the platform's contracts with top-level agents. */
  payer: z.enum(['platform', 'upline']).optional(),
  ...pageQuery,
});
export const contractPageSchema = paged(contractSchema);
export const platformContractBodySchema = contractTermsInputSchema.extend({
  kind: z.enum(CONTRACT_KINDS),
  agentId: z.number().int().positive(),
  reason: operatorReasonSchema,
});

export const SETTLEMENT_TRIGGERS = ['job', 'operator'] as const;
export const settlementRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  trigger: z.enum(SETTLEMENT_TRIGGERS),
  requestedBy: z.string().nullable(),
  startedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  /** Rounds read for the window, and a checksum over them (count, stakes and wins). */
  rowsRead: z.number().int(),
  checksum: z.string(),
  bills: z.number().int(),
  /** Bills newly paid by this run (a re-run of a paid period pays nothing). */
  postings: z.number().int(),
  amountPaid: moneySchema,
});
export const settlementRunPageSchema = paged(settlementRunSchema);
export const settlementRunQuerySchema = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  ...pageQuery,
});
export const rerunBodySchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** Any instant inside the period to settle (it must have ended), in milliseconds since 1970. */
  at: z
    .number()
    .int()
    .min(Date.UTC(2000, 0, 1))
    .max(MAX_TIME_MS),
  /** Dividends: which dividend period (default monthly). */
  period: z.enum(DIVIDEND_PERIODS).optional(),
  reason: operatorReasonSchema,
});
export const operatorBillQuerySchema = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  state: z.enum(BILL_STATES).optional(),
  username: z.string().trim().max(64).optional(),
  runId: z.coerce.number().int().positive().optional(),
  ...rangeQuery,
  ...pageQuery,
});
export const operatorBillPageSchema = billPageSchema;

export const agentReportQuerySchema = z.object({
  ...rangeQuery,
  /** One agent's direct downlines; without it, the top-level agents. */
  username: z.string().trim().max(64).optional(),
  ...pageQuery,
});
export const agentReportRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  teamSize: z.number().int(),
  ...teamFigures,
  /** Contract pay received by this agent in the range (all kinds). */
  contractPay: moneySchema,
});
export const agentReportSchema = paged(agentReportRowSchema).extend({ footer: z.object(teamFigures) });

/** The type of an agent account opened by another agent (a link for agents, or the agent centre). */
export const DOWNLINE_AGENT_TYPE = 2;

/** The agent centre's announcement page: the site's agent notices (type AG), newest first. */
export const agentNoticesSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string(), date: z.string() })),
});

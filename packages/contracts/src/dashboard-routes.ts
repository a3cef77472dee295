import { z } from 'zod';
import { moneySchema } from './money.js';
import { route } from './route.js';

const merchantParams = z.object({ merchantCode: z.string().regex(/^[a-z0-9]{2,20}$/) });

/** Most whole local days before today one dashboard answer covers. */
export const DASHBOARD_MAX_DAYS = 30;

export const dashboardQuerySchema = z.object({
  /** Whole local days before today to include, newest first (0: today only). */
  days: z.coerce.number().int().min(0).max(DASHBOARD_MAX_DAYS).default(DASHBOARD_MAX_DAYS),
});

/**
 * One currency's money of a local day, from the ledger (amounts in major units with the currency's
 * decimals). A reversal counts as the type it reverses on the day it was posted: a rolled-back bet
 * is taken off that day's bets, so it is never revenue, and a closed day never changes.
 */
export const dashboardMoneySchema = z.object({
  currency: z.string(),
  /** Deposits credited: `amount` to the members' wallets, `fees` kept by the house. */
  deposits: z.object({ count: z.number().int(), amount: moneySchema, fees: moneySchema }),
  /** Withdrawals paid out: `amount` taken from the members' held money, `charges` kept by the house. */
  withdrawals: z.object({ count: z.number().int(), amount: moneySchema, charges: moneySchema }),
  /** Stakes taken from the members' wallets, rolled-back stakes taken off. */
  bets: moneySchema,
  /** Winnings paid to the members' wallets, reversed winnings taken off. */
  wins: moneySchema,
  /** Gross gaming revenue: bets − wins (rollbacks netted, as in `bets` and `wins`). */
  ggr: moneySchema,
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

export const dashboardDaySchema = z.object({
  /** The merchant's local date, `YYYY-MM-DD`. */
  day: z.string(),
  /** The instants the local day covers, [from, to) in ms. */
  from: z.number().int(),
  to: z.number().int(),
  /** Worked out now (today, or a day not kept yet): may still change. False: the kept daily figures. */
  live: z.boolean(),
  /** Members who registered that day (trial accounts aside). */
  newMembers: z.number().int(),
  /** Distinct members with a login or a bet that day (trial accounts aside). */
  activeMembers: z.number().int(),
  /** The merchant's currency first (zeros when nothing moved), then any other that moved. */
  money: z.array(dashboardMoneySchema),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** A finance queue now. */
export const financeQueueSchema = z.object({
  /** Items waiting for an operator. */
  count: z.number().int(),
  /**
   * Latest change to any of the merchant's items of this kind (ms; null when there are none): poll
   * this and read the list again when it moved.
   */
  updatedAt: z.number().int().nullable(),
});

export const dashboardPendingSchema = z.object({
  /** Manual transfers awaiting approval. */
  deposits: financeQueueSchema,
  /** Withdrawals awaiting a first decision. */
  withdrawals: financeQueueSchema,
  /** Withdrawals approved once, awaiting a second, different approver. */
  withdrawalsSecondApproval: financeQueueSchema,
  /** Manual adjustments awaiting a checker. */
  adjustments: financeQueueSchema,
});

export const dashboardSchema = z.object({
  /** The merchant's time zone (`profile.timeZone`), which decides the local days. */
  timeZone: z.string(),
  generatedAt: z.number().int(),
  pending: dashboardPendingSchema,
  today: dashboardDaySchema,
  /** The `days` local days before today, newest first. */
  days: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The back office's dashboard (operators). */
export const dashboardRoutes = {
  operatorDashboard: route({
    id: 'operatorDashboard',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/dashboard',
    summary:
      "Today's figures and those of up to 30 local days before (the merchant's time zone) per currency: deposits, withdrawals, bets, wins, GGR from the ledger, new and active members; and the finance queues' pending counts",
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    query: dashboardQuerySchema,
    value: dashboardSchema,
  }),
  operatorDashboardPending: route({
    id: 'operatorDashboardPending',
    method: 'GET',
    path: '/wps/admin/merchants/:merchantCode/dashboard/pending',
    summary:
      'The finance queues now: how many deposits, withdrawals and adjustments await an operator, and when each kind last changed (cheap enough to poll every few seconds)',
    module: null,
    auth: 'operator',
    minRole: 'viewer',
    open: true,
    params: merchantParams,
    value: dashboardPendingSchema,
  }),
} as const;

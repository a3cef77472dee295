import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Contracts between a payer (the platform, or an upline agent) and an agent, one row per version
 * (docs/product.md §Agents). A version is never edited in place but for its lifecycle columns: an
 * offer is answered once (accepted → active, or rejected), an active version ends once (superseded
 * by a newer accepted version, or terminated), and a termination request is asked and answered.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** daily, hourly, realtime or dividend. */
    kind: text('kind').notNull(),
    agentId: integer('agent_id').notNull(),
    /** The upline paying this contract; null: the platform pays (a top-level agent's contract). */
    payerId: integer('payer_id'),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    /** 5min, hourly, daily, weekly, semimonthly or monthly. */
    period: text('period').notNull(),
    carryOver: text('carry_over').notNull(),
    /** The tiers in the server's units: rates in basis points, thresholds in minor units (strings). */
    tiers: jsonb('tiers').notNull(),
    /** The highest tier rate in basis points. */
    topRateBp: integer('top_rate_bp').notNull(),
    offeredBy: text('offered_by').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** payer or agent: the side that asked to terminate, waiting for the other. */
    terminationBy: text('termination_by'),
    terminationAt: timestamp('termination_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [
    index('agent_contracts_agent_idx').on(table.agentId, table.kind, table.id),
    index('agent_contracts_payer_idx').on(table.payerId, table.kind, table.id),
    index('agent_contracts_merchant_idx').on(table.merchantId, table.kind, table.id),
    // One offer waiting per (agent, kind), and one version in force per (agent, kind).
    uniqueIndex('agent_contracts_one_offer_idx')
      .on(table.agentId, table.kind)
      .where(sql`${table.status} = 'offered'`),
    uniqueIndex('agent_contracts_one_active_idx')
      .on(table.agentId, table.kind)
      .where(sql`${table.status} = 'active'`),
  ],
);

/** One settlement run: a kind's period settled (by the job or an operator), with what it read and paid. */
export const settlementRuns = pgTable(
  'settlement_runs',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    /** The dividend period's name for dividend runs; the kind's own period otherwise. */
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    trigger: text('trigger').notNull(),
    requestedBy: text('requested_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    rowsRead: bigint('rows_read', { mode: 'number' }).notNull(),
    checksum: text('checksum').notNull(),
    bills: integer('bills').notNull(),
    postings: integer('postings').notNull(),
    amountPaid: bigint('amount_paid', { mode: 'bigint' }).notNull(),
  },
  (table) => [index('settlement_runs_merchant_idx').on(table.merchantId, table.kind, table.id)],
);

/**
 * A contract's bill for one period: its figures, the tier met, the amount and its state. Unique on
 * (contract, period start), and its posting's idempotency key is `contract:<id>:<period start>`, so a
 * period is paid once however often it is settled.
 */
export const contractBills = pgTable(
  'contract_bills',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    contractId: integer('contract_id').notNull(),
    kind: text('kind').notNull(),
    agentId: integer('agent_id').notNull(),
    payerId: integer('payer_id'),
    runId: integer('run_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    lateValidBet: bigint('late_valid_bet', { mode: 'bigint' }).notNull(),
    lateWins: bigint('late_wins', { mode: 'bigint' }).notNull(),
    carryIn: bigint('carry_in', { mode: 'bigint' }).notNull(),
    carryOut: bigint('carry_out', { mode: 'bigint' }).notNull(),
    tier: integer('tier'),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state').notNull(),
    attempts: integer('attempts').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('contract_bills_period_idx').on(table.contractId, table.periodStart),
    index('contract_bills_agent_idx').on(table.agentId, table.kind, table.periodStart),
    index('contract_bills_payer_idx').on(table.payerId, table.kind, table.periodStart),
    index('contract_bills_merchant_idx').on(table.merchantId, table.kind, table.periodStart),
    index('contract_bills_run_idx').on(table.runId),
    index('contract_bills_unpaid_idx')
      .on(table.merchantId, table.kind, table.createdAt)
      .where(sql`${table.state} = 'insufficient'`),
  ],
);

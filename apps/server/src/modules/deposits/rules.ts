import {
  isModuleEnabled,
  type CurrencySettings,
  type DepositStatus,
  type ModuleSwitches,
} from '@wps/contracts';
import { formatMoney, memberAmount, requireWithin } from '../../kernel/money.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { CallbackVerdict, GatewayOrderStatus } from './providers/provider.js';

/*
 * The pure rules of deposits (docs/product.md §Deposits): channel amount bounds and fixed amounts,
 * the fee, comparing a gateway's amount with ours, when a gateway order is looked at again and what
 * becomes of it, and which statuses a decision may leave. No database and no clock: `now` comes in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longest range of a records query (docs/product.md §Records: up to 30 days back, whole days). */
export const MAX_RANGE_MS = 31 * DAY_MS;
export const DEFAULT_RANGE_MS = 7 * DAY_MS;
/** A gateway order whose creation never got an answer is looked at this long after it was made. */
export const UNANSWERED_ORDER_MS = 30 * 60 * 1000;
/** When the gateway cannot be asked, an expired order stays pending this long before it expires anyway. */
export const QUERY_GIVE_UP_MS = DAY_MS;
/** Every this many callbacks, refused summaries beyond the kept number or age are removed. */
export const REFUSED_PRUNE_EVERY = 32;
/** Statuses a gateway's word that the money arrived may leave: it overrides our own ending of an order. */
export const CREDITABLE: readonly DepositStatus[] = ['PENDING', 'EXPIRED', 'CANCELLED', 'FAILED'];
/** Statuses a member's cancel, an operator's decision or a gateway's failure may leave. */
export const OPEN: readonly DepositStatus[] = ['PENDING'];

/** "DP" + UTC date and time + the random bytes in hex: sortable, and fit for any PSP's order number. */
export function depositOrderNo(now: Date, random: Uint8Array): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `DP${stamp}${Buffer.from(random).toString('hex').toUpperCase()}`;
}

/** The member's fee: basis points of the amount, rounded down (in the member's favour). */
export function feeOf(amount: bigint, basisPoints: number): bigint {
  return (amount * BigInt(basisPoints)) / 10_000n;
}

/** A decimal string without leading zeros of the whole part nor trailing zeros of the fraction. */
export function normalAmount(text: string): string {
  return text
    .replace(/^0+(?=\d)/, '')
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** Two decimal strings denote the same amount ("100.00" and "100.0" and "100"). */
export function sameAmount(a: string, b: string): boolean {
  return normalAmount(a) === normalAmount(b);
}

/** Whether a gateway's paid answer is for our order's amount (`amountText`, major units) and currency. */
export function paidAsOrdered(
  answer: Pick<GatewayOrderStatus, 'amount' | 'currency'>,
  order: { currency: string },
  amountText: string,
): boolean {
  return (
    answer.amount !== null && sameAmount(answer.amount, amountText) && answer.currency === order.currency
  );
}

/** A channel's amount rules as stored: minor units, the fixed amounts as decimal strings (jsonb). */
export interface ChannelAmounts {
  minAmount: bigint;
  maxAmount: bigint;
  fixedAmounts: unknown;
  fixedAmountOnly: boolean;
}

export function fixedAmountsOf(channel: Pick<ChannelAmounts, 'fixedAmounts'>): bigint[] {
  return (channel.fixedAmounts as string[]).map((value) => BigInt(value));
}

/**
 * A member's amount for a channel in minor units: within the channel's bounds and, for a channel of
 * fixed amounts only, one of them; `amount.out.of.range` (with the bounds and fixed amounts) if not.
 */
export function checkedAmount(channel: ChannelAmounts, text: string, currency: CurrencySettings): bigint {
  const amount = memberAmount(text, currency);
  const fixed = fixedAmountsOf(channel);
  const shown = {
    fixedAmounts: channel.fixedAmountOnly ? fixed.map((value) => formatMoney(value, currency)) : [],
  };
  requireWithin(amount, channel.minAmount, channel.maxAmount, currency, shown);
  if (channel.fixedAmountOnly && !fixed.includes(amount))
    throw new AppError('amount.out.of.range', {
      min: formatMoney(channel.minAmount, currency),
      max: formatMoney(channel.maxAmount, currency),
      ...shown,
    });
  return amount;
}

/** A gateway's bounds of one order (minor units; null: none). */
export interface GatewayLimits {
  min: bigint | null;
  max: bigint | null;
}

/**
 * A channel's bounds narrowed to its gateway's: what a member may deposit through both. The
 * operator's configuration keeps channels within their gateway's bounds; a gateway narrowed later
 * still holds.
 */
export function requireWithinGateway(
  amount: bigint,
  channel: ChannelAmounts,
  limits: GatewayLimits,
  currency: CurrencySettings,
) {
  const min = limits.min !== null && limits.min > channel.minAmount ? limits.min : channel.minAmount;
  const max = limits.max !== null && limits.max < channel.maxAmount ? limits.max : channel.maxAmount;
  requireWithin(amount, min, max, currency);
}

/**
 * A gateway's bounds as an operator enters them (major units, or null for none), in minor units:
 * `validation.failed` on too many decimals, a zero bound or a maximum below the minimum.
 */
export function gatewayLimitsOf(
  input: { minAmount: string | null; maxAmount: string | null },
  currency: CurrencySettings,
): GatewayLimits {
  const bound = (text: string | null, field: string) => {
    if (text === null) return null;
    const minor = memberAmount(text, currency, field);
    if (minor <= 0n)
      throw validationError({ [field]: { code: 'field.too_small', message: 'A bound above zero' } });
    return minor;
  };
  const min = bound(input.minAmount, 'minAmount');
  const max = bound(input.maxAmount, 'maxAmount');
  if (min !== null && max !== null && max < min)
    throw validationError({
      maxAmount: { code: 'field.too_small', message: 'The maximum must not be below the minimum' },
    });
  return { min, max };
}

/** Which of a channel's bounds fall outside its gateway's (operator configuration). */
export function outsideGatewayLimits(
  channel: { minAmount: bigint; maxAmount: bigint },
  limits: GatewayLimits,
): ('minAmount' | 'maxAmount')[] {
  const outside: ('minAmount' | 'maxAmount')[] = [];
  const below = (value: bigint) => limits.min !== null && value < limits.min;
  const above = (value: bigint) => limits.max !== null && value > limits.max;
  if (below(channel.minAmount) || above(channel.minAmount)) outside.push('minAmount');
  if (below(channel.maxAmount) || above(channel.maxAmount)) outside.push('maxAmount');
  return outside;
}

/**
 * The window of a records query: up to its end (default now), from its start (default 7 days before
 * the end), at most 31 days. A start after the end, or a longer range, is `validation.failed`.
 */
export function recordsRange(
  query: { startTime?: number | undefined; endTime?: number | undefined },
  now: Date,
): { from: Date; to: Date } {
  const to = query.endTime ?? now.getTime();
  const from = query.startTime ?? to - DEFAULT_RANGE_MS;
  if (from > to)
    throw validationError({
      startTime: { code: 'field.invalid_range', message: 'The start must not be after the end' },
    });
  if (to - from > MAX_RANGE_MS)
    throw validationError({
      endTime: { code: 'field.range_too_long', message: 'A range may span at most 31 days' },
    });
  return { from: new Date(from), to: new Date(to) };
}

/** Since when a pending gateway order is due to be looked at: its expiry, or long after an unanswered creation. */
export function expiryDueSince(order: { expiresAt: Date | null; createdAt: Date }): Date {
  return order.expiresAt ?? new Date(order.createdAt.getTime() + UNANSWERED_ORDER_MS);
}

/** What becomes of a due gateway order after asking the gateway about it (null: it could not be asked). */
export type ExpiryStep =
  | { kind: 'wait' }
  | { kind: 'expire' }
  | { kind: 'paid' }
  | { kind: 'fail' }
  | { kind: 'extend'; expiresAt: Date };

/**
 * A due order: paid or failed as the gateway says; still pending there with a later expiry, kept
 * until then; anything else expires. Without an answer it waits, until a day past its due time.
 */
export function expiryStepOf(
  answer: Pick<GatewayOrderStatus, 'status' | 'expiresAt'> | null,
  order: { expiresAt: Date | null; createdAt: Date },
  now: Date,
): ExpiryStep {
  if (!answer)
    return now.getTime() - expiryDueSince(order).getTime() >= QUERY_GIVE_UP_MS
      ? { kind: 'expire' }
      : { kind: 'wait' };
  if (answer.status === 'PAID') return { kind: 'paid' };
  if (answer.status === 'FAILED') return { kind: 'fail' };
  if (answer.status === 'PENDING' && answer.expiresAt && answer.expiresAt > now)
    return { kind: 'extend', expiresAt: answer.expiresAt };
  return { kind: 'expire' };
}

/**
 * The status a member or operator sees: an order decided PAID but not yet booked (a moment, or until
 * the repair after a crash) is not paid to anyone yet, so it shows PENDING without a completion time.
 */
export function shownStatus(order: {
  status: DepositStatus;
  ledgerTransactionId: number | null;
  completedAt: Date | null;
}): { status: DepositStatus; completedAt: number | null } {
  const booking = order.status === 'PAID' && order.ledgerTransactionId === null;
  return {
    status: booking ? 'PENDING' : order.status,
    completedAt: booking ? null : (order.completedAt?.getTime() ?? null),
  };
}

/** The status an operator's decision on a manual transfer sets. */
export function decisionStatus(decision: 'approve' | 'reject'): 'PAID' | 'REJECTED' {
  return decision === 'approve' ? 'PAID' : 'REJECTED';
}

/** Credit mode (CREDITMAR3) hides deposits. */
export function depositsClosed(modules: ModuleSwitches): boolean {
  return isModuleEnabled(modules, 'CREDITMAR3');
}

/** Whether members may deposit: deposits on (DPSTBAS3) and not in credit mode. */
export function depositAllowed(modules: ModuleSwitches): boolean {
  return isModuleEnabled(modules, 'DPSTBAS3') && !depositsClosed(modules);
}

/** The HTTP status of a callback refused before it was read: 400 unreadable, else 401. */
export function refusalStatus(reason: Extract<CallbackVerdict, { ok: false }>['reason']): number {
  return reason === 'malformed' ? 400 : 401;
}

/** Whether storing callback `id` is the turn to prune old refused summaries. */
export function pruneTurn(id: number): boolean {
  return id % REFUSED_PRUNE_EVERY === 0;
}

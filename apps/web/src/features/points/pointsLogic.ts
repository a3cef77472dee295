import { groupThousands, minorUnitsOf, type RedemptionState } from '@wps/contracts';

/*
 * The points mall's rules as the member meets them, in whole numbers only: points are integers and
 * money is worked out in minor units (bigint), as the server does (floored).
 */

/** The most of one reward a redemption may ask for (contracts: redeemPointBodySchema). */
export const QUANTITY_MAX = 99;
/** The most a receiving address may hold (contracts: redeemPointBodySchema). */
export const ADDRESS_MAX = 300;

interface Priced {
  /** Points for one. */
  points: number;
  stock: number;
}

/**
 * The most of `reward` the member can redeem now: at most 99, no more than the stock, and no more
 * than `balance` points pay for. 0 when not even one can be redeemed.
 */
export function maxQuantity(reward: Priced, balance: number): number {
  const affordable = reward.points > 0 ? Math.floor(Math.max(0, balance) / reward.points) : QUANTITY_MAX;
  return Math.max(0, Math.min(QUANTITY_MAX, reward.stock, affordable));
}

export type QuantityProblem = 'format' | 'min' | 'max' | 'stock' | 'points';

/** A whole number typed as digits only (no sign, point or grouping); null otherwise. */
export function parseWhole(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  return Number(value);
}

/** Why a typed quantity cannot be redeemed, or null when it can. */
export function quantityProblem(text: string, reward: Priced, balance: number): QuantityProblem | null {
  const quantity = parseWhole(text);
  if (quantity === null) return 'format';
  if (quantity < 1) return 'min';
  if (quantity > QUANTITY_MAX) return 'max';
  if (quantity > reward.stock) return 'stock';
  if (quantity * reward.points > balance) return 'points';
  return null;
}

/** One step of the − and + buttons, kept within 1 and `max` (1 when nothing can be redeemed). */
export function stepQuantity(current: number, step: number, max: number): number {
  return Math.min(Math.max(1, max), Math.max(1, current + step));
}

/** The points a redemption takes. */
export function totalPoints(price: number, quantity: number): number {
  return price * quantity;
}

/** A cash reward's worth for `quantity` of it, exactly, in minor units. */
export function cashTotal(cash: string, quantity: number, decimals: number): bigint {
  return (minorUnitsOf(cash, decimals) ?? 0n) * BigInt(Math.max(0, quantity));
}

/**
 * The money `points` convert to at `pointsPerUnit` points per 1.00, in minor units of a currency
 * with `decimals`, floored as the server pays it.
 */
export function moneyForPoints(points: number, pointsPerUnit: number, decimals: number): bigint {
  if (pointsPerUnit <= 0 || points <= 0) return 0n;
  return (BigInt(points) * 10n ** BigInt(decimals)) / BigInt(pointsPerUnit);
}

export type ConvertProblem = 'required' | 'format' | 'min' | 'balance' | 'zero';

export interface ConvertRules {
  minConvert: number;
  pointsPerUnit: number;
  /** The member's points. */
  balance: number;
  decimals: number;
}

/** Why typed points cannot be converted, or null when they can. */
export function convertProblem(text: string, rules: ConvertRules): ConvertProblem | null {
  if (!text.trim()) return 'required';
  const points = parseWhole(text);
  if (points === null || points < 1) return 'format';
  if (points < rules.minConvert) return 'min';
  if (points > rules.balance) return 'balance';
  if (moneyForPoints(points, rules.pointsPerUnit, rules.decimals) <= 0n) return 'zero';
  return null;
}

export type ChipTone = 'wait' | 'ok' | 'bad';

/** A redemption's state as a chip colour. */
export function redemptionTone(status: RedemptionState): ChipTone {
  switch (status) {
    case 'in_progress':
      return 'wait';
    case 'approved':
      return 'ok';
    case 'rejected':
      return 'bad';
  }
}

export const DETAIL_KINDS = ['earn', 'redeem', 'return', 'convert', 'adjust'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

/** A points movement's kind; one the site does not know yet is an adjustment. */
export function detailKind(kind: string): DetailKind {
  return (DETAIL_KINDS as readonly string[]).includes(kind) ? (kind as DetailKind) : 'adjust';
}

/** Points grouped by thousands: 1234567 is "1,234,567". */
export function formatPoints(points: number): string {
  const whole = Math.trunc(points);
  return `${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)))}`;
}

/** A movement with its sign: "+120", "-1,000". */
export function signedPoints(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : formatPoints(points);
}

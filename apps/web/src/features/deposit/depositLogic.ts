import {
  type DepositStatus,
  formatMinorUnits,
  type memberDepositChannelSchema,
  type memberDepositMethodSchema,
} from '@wps/contracts';
import type { z } from 'zod';

export type MemberDepositMethod = z.infer<typeof memberDepositMethodSchema>;
export type MemberDepositChannel = z.infer<typeof memberDepositChannelSchema>;

const DAY_MS = 86_400_000;

/** The fee the member pays: basis points of the amount, rounded down (as the server charges it). */
export function depositFee(minor: bigint, basisPoints: number): bigint {
  return (minor * BigInt(basisPoints)) / 10_000n;
}

/** What the member gets credited for an amount: the amount less the fee, as a wire amount. */
export function depositBreakdown(minor: bigint, basisPoints: number, decimals: number) {
  const fee = depositFee(minor, basisPoints);
  return { fee: formatMinorUnits(fee, decimals), credited: formatMinorUnits(minor - fee, decimals) };
}

/** "1.5%" for 150 basis points, exact. */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}%` : `${whole}%`;
}

/** Methods that have at least one channel, in the server's display order. */
export function usableMethods(methods: readonly MemberDepositMethod[]): MemberDepositMethod[] {
  return methods.filter((method) => method.channels.length > 0);
}

/** The method shown first: the recommended one, else the first. */
export function defaultMethod(methods: readonly MemberDepositMethod[]): MemberDepositMethod | undefined {
  return methods.find((method) => method.recommended) ?? methods[0];
}

export type StatusTone = 'ok' | 'wait' | 'bad' | 'neutral';

export function depositStatusTone(status: DepositStatus): StatusTone {
  if (status === 'PAID') return 'ok';
  if (status === 'PENDING') return 'wait';
  if (status === 'FAILED' || status === 'REJECTED') return 'bad';
  return 'neutral';
}

/** The records window: the last 30 days up to now (the server allows 31). */
export function lastThirtyDays(now: number): { startTime: number; endTime: number } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return { startTime: start.getTime() - 29 * DAY_MS, endTime: now };
}

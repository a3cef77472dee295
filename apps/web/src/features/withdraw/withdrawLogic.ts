import { minorUnitsOf, type WithdrawalStatus } from '@wps/contracts';
import { useEffect, useState } from 'react';

const DAY_MS = 86_400_000;

export type StatusTone = 'ok' | 'wait' | 'bad' | 'neutral';

export function withdrawalStatusTone(status: WithdrawalStatus): StatusTone {
  switch (status) {
    case 'PENDING':
    case 'AWAITING_SECOND_APPROVAL':
      return 'wait';
    case 'PAID':
    case 'RECEIVED':
    case 'AUTO_RECEIVED':
      return 'ok';
    case 'REJECTED':
    case 'NOT_RECEIVED':
      return 'bad';
  }
}

/** Exact to the most decimals a currency has (4): the percentage needs no rounding of the amounts. */
const minorOf = (text: string) => minorUnitsOf(text, 4) ?? 0n;

/** Turnover done, as a whole percentage 0–100 of what is required (100 when nothing is required). */
export function turnoverPercent(required: string, completed: string): number {
  const need = minorOf(required);
  if (need <= 0n) return 100;
  const done = minorOf(completed);
  if (done >= need) return 100;
  return Number((done * 100n) / need);
}

/** The records window: the last 30 days up to now. */
export function lastThirtyDays(now: number): { startTime: number; endTime: number } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return { startTime: start.getTime() - 29 * DAY_MS, endTime: now };
}

/** "2:05:09" or "5:09" until `at`; "0:00" once passed. */
export function timeLeft(at: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((at - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** `value` once it has stayed the same for `ms` (the charge is asked only after typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The time now, ticking every second while `running`. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

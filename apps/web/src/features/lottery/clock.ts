import type { LotteryPeriod } from '@wps/contracts';
import { useSyncExternalStore } from 'react';
import { secondsLeft } from '../../shared/ui/useCountdown';

/*
 * One ticking clock for every countdown on the page (a lobby header, the hub's cards): one timer,
 * running only while something shows a countdown. It follows the wall clock, so a throttled
 * background tab still shows the right time when it wakes.
 */

/**
 * The server's clock minus the device's, from the last lottery answer that carried the server's
 * time: countdowns follow the server, whatever the device's clock says (a phone minutes off would
 * otherwise show a period open that already closed).
 */
let skew = 0;

/** Notes the server's time of an answer just received. */
export function setServerNow(serverNow: number): void {
  skew = serverNow - Date.now();
  now = clockNow();
}

/** The current time on the server's clock (as last measured). */
export function clockNow(): number {
  return Date.now() + skew;
}

let now = Date.now();
const listeners = new Set<() => void>();
let timer: number | null = null;

function tick() {
  now = clockNow();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === null) {
    now = clockNow();
    timer = window.setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      window.clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => now;

/** The current time in milliseconds, updated every second while mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Where a period stands: upcoming (opens later), open (taking bets until close), drawing (closed,
 * waiting for the draw time), waiting (the draw time passed: the result is on its way), none.
 */
export type PeriodPhase = 'upcoming' | 'open' | 'drawing' | 'waiting' | 'cancelled' | 'none';

export interface PhaseState {
  phase: PeriodPhase;
  /** Whole seconds to the next change (0 for waiting / none). */
  seconds: number;
}

export function periodPhase(period: LotteryPeriod | null | undefined, at: number): PhaseState {
  if (!period) return { phase: 'none', seconds: 0 };
  if (period.status === 'cancelled') return { phase: 'cancelled', seconds: 0 };
  if (at < period.opensAt) return { phase: 'upcoming', seconds: secondsLeft(period.opensAt, at) };
  if (at < period.closesAt && (period.status === 'open' || period.status === 'upcoming'))
    return { phase: 'open', seconds: secondsLeft(period.closesAt, at) };
  if (at < period.drawAt) return { phase: 'drawing', seconds: secondsLeft(period.drawAt, at) };
  return { phase: 'waiting', seconds: 0 };
}

/** True while a period takes bets. */
export function isTakingBets(period: LotteryPeriod | null | undefined, at: number): boolean {
  return periodPhase(period, at).phase === 'open';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 90 → "01:30", 3725 → "01:02:05"; whole days apart ("2d 01:02:05" is written by the caller). */
export function clockText(seconds: number): { days: number; time: string } {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const hours = Math.floor(rest / 3600);
  const minutes = Math.floor((rest % 3600) / 60);
  const time =
    hours > 0 || days > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(rest % 60)}`
      : `${pad(minutes)}:${pad(rest % 60)}`;
  return { days, time };
}

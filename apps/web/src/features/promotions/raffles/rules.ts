import { minorUnitsOf, type Raffle } from '@wps/contracts';

/** Why a draw cannot be taken now (null: it can). */
export type DrawBlock = 'login' | 'trial' | 'comingSoon' | 'poolEmpty' | 'closed' | 'loading' | 'noDraws';

/** Wire amounts carry at most 4 decimals: compared in ten-thousandths. */
const minor = (amount: string) => minorUnitsOf(amount, 4) ?? 0n;

/** The pool no longer covers the largest prize (the server then closes the raffle). */
export function poolEmpty(raffle: Pick<Raffle, 'prizes' | 'poolLeft'>): boolean {
  const largest = raffle.prizes.reduce(
    (max, prize) => (minor(prize.amount) > max ? minor(prize.amount) : max),
    0n,
  );
  return minor(raffle.poolLeft) < largest;
}

export interface DrawContext {
  loggedIn: boolean;
  trial: boolean;
  raffle: Pick<Raffle, 'status' | 'prizes' | 'poolLeft'>;
  /** The member's draws left; null until known. */
  drawsLeft: number | null;
}

/** What stops the member from drawing now, first reason first. */
export function drawBlock({ loggedIn, trial, raffle, drawsLeft }: DrawContext): DrawBlock | null {
  if (!loggedIn) return 'login';
  if (trial) return 'trial';
  if (raffle.status === 'coming_soon') return 'comingSoon';
  if (raffle.status === 'closed') return poolEmpty(raffle) ? 'poolEmpty' : 'closed';
  if (drawsLeft === null) return 'loading';
  if (drawsLeft <= 0) return 'noDraws';
  return null;
}

/** Whether two wire amounts are the same money ("5", "5.00"). */
export function sameAmount(a: string, b: string): boolean {
  return minorUnitsOf(a, 4) !== null && minorUnitsOf(a, 4) === minorUnitsOf(b, 4);
}

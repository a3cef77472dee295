import type { HumanChallenge } from '@wps/contracts';
import { callApi } from './client';
import { routes } from './routes';

/** Challenges are valid 5 minutes on the server; a solution older than this is solved again. */
const FRESH_MS = 4 * 60_000;

function solveInWorker(challenge: HumanChallenge): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./challengeWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ number: number } | null>) => {
      worker.terminate();
      resolve(event.data?.number ?? null);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'challenge worker failed'));
    };
    worker.postMessage({
      challenge: challenge.challenge,
      salt: challenge.salt,
      algorithm: challenge.algorithm,
      max: challenge.maxnumber,
    });
  });
}

async function solveHere(challenge: HumanChallenge): Promise<number | null> {
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return solution?.number ?? null;
}

/**
 * Fetches a proof-of-work challenge (`GET /wps/captcha/challenge`) and solves it, in a Web Worker
 * where there is one. Resolves with the payload login and registration send as `challenge`: base64
 * JSON of the altcha-lib v1 solution.
 */
export async function solveHumanChallenge(): Promise<string> {
  const challenge = await callApi(routes.humanChallenge);
  const number = await (typeof Worker === 'function'
    ? solveInWorker(challenge).catch(() => solveHere(challenge))
    : solveHere(challenge));
  if (number === null) throw new Error('the challenge could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(payload));
}

export interface ChallengeSolver {
  /** Starts solving in the background if no fresh solution is waiting. */
  prime(): void;
  /** The waiting solution (or a new one); each is single use, so it is handed out once. */
  take(): Promise<string>;
  /** Drops the waiting solution and starts a new one (after a failed login or registration). */
  reset(): void;
}

/** Keeps one solution ready ahead of the submit, so pressing "Log in" does not wait for the work. */
export function createChallengeSolver(solve: () => Promise<string> = solveHumanChallenge): ChallengeSolver {
  let pending: { promise: Promise<string>; startedAt: number } | null = null;
  const start = () => {
    const promise = solve();
    const entry = { promise, startedAt: Date.now() };
    // A failure surfaces when the solution is taken; a primed one that failed is simply solved again.
    promise.catch(() => {
      if (pending === entry) pending = null;
    });
    pending = entry;
  };
  const fresh = () => pending !== null && Date.now() - pending.startedAt < FRESH_MS;
  return {
    prime() {
      if (!fresh()) start();
    },
    take() {
      if (!fresh()) start();
      const { promise } = pending!;
      pending = null;
      return promise;
    },
    reset() {
      start();
    },
  };
}

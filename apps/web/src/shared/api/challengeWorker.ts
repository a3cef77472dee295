import { solveChallenge } from 'altcha-lib/v1';

/** Solves one ALTCHA proof of work off the main thread, so forms stay responsive while it runs. */
self.onmessage = async (
  event: MessageEvent<{ challenge: string; salt: string; algorithm: string; max: number }>,
) => {
  const { challenge, salt, algorithm, max } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, max).promise;
  self.postMessage(solution ? { number: solution.number } : null);
};

import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fakeApi';
import { createChallengeSolver, solveHumanChallenge } from './challenge';

const HMAC_KEY = 'test-key';
const api = installFakeApi();

beforeEach(() => sessionStorage.setItem('merchant', 'demo'));

describe('solveHumanChallenge', () => {
  it('fetches the challenge and answers a payload the server accepts', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 2000, algorithm: 'SHA-256' });
    // altcha-lib types maxnumber as optional; the contract requires it (it is set here).
    api.on('humanChallenge', () => ({ ...challenge, maxnumber: 2000 }));
    const payload = await solveHumanChallenge();
    expect(api.asked()).toEqual(['humanChallenge']);
    const decoded = JSON.parse(atob(payload)) as Record<string, unknown>;
    expect(decoded).toMatchObject({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      salt: challenge.salt,
    });
    await expect(verifySolution(payload, HMAC_KEY, false)).resolves.toBe(true);
  });

  it('fails when no number solves the challenge', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: 10, number: 5 });
    const broken = { ...challenge, maxnumber: 10, challenge: '0'.repeat(64) };
    api.on('humanChallenge', () => broken);
    await expect(solveHumanChallenge()).rejects.toThrow();
  });
});

describe('createChallengeSolver', () => {
  it('solves ahead once, hands each solution out once, and starts again after a reset', async () => {
    let count = 0;
    const solve = vi.fn(async () => `solution-${++count}`);
    const solver = createChallengeSolver(solve);
    solver.prime();
    solver.prime();
    expect(solve).toHaveBeenCalledTimes(1);
    await expect(solver.take()).resolves.toBe('solution-1');
    await expect(solver.take()).resolves.toBe('solution-2');
    solver.reset();
    expect(solve).toHaveBeenCalledTimes(3);
    await expect(solver.take()).resolves.toBe('solution-3');
  });

  it('solves again when the waiting solution is old (challenges expire after 5 minutes)', async () => {
    vi.useFakeTimers();
    try {
      let count = 0;
      const solver = createChallengeSolver(async () => `solution-${++count}`);
      solver.prime();
      vi.advanceTimersByTime(4 * 60_000 + 1);
      await expect(solver.take()).resolves.toBe('solution-2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed attempt waiting', async () => {
    let count = 0;
    const solver = createChallengeSolver(async () => {
      count += 1;
      if (count === 1) throw new Error('offline');
      return `solution-${count}`;
    });
    solver.prime();
    await Promise.resolve();
    await Promise.resolve();
    await expect(solver.take()).resolves.toBe('solution-2');
  });
});

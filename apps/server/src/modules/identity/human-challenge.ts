import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { HumanChallenge as Challenge } from '@wps/contracts';

export type { Challenge };

/** The human check before login and registration (module GEETEST3). */
export interface HumanChallenge {
  create(): Promise<Challenge>;
  /** True once for a valid, unexpired solution; a replayed solution is false. */
  verify(payload: string): Promise<boolean>;
}

export interface AltchaDeps {
  /** HMAC key shared by every API process. */
  hmacKey: () => Promise<string>;
  now: () => Date;
  /** Records a solved challenge's signature until it expires; false when it was already used. */
  markUsed: (signature: string, expiresAt: Date) => Promise<boolean>;
  /** Upper bound of the secret number: the expected work is half of it (default 100 000). */
  maxNumber?: number;
  /** How long a challenge may be solved (default 5 minutes). */
  ttlMs?: number;
}

const ALGORITHM = 'SHA-256';

function decode(payload: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** ALTCHA proof of work (altcha-lib v1 format: the widget posts base64 JSON of the solution). */
export function createAltchaChallenge(deps: AltchaDeps): HumanChallenge {
  const ttlMs = deps.ttlMs ?? 5 * 60_000;
  return {
    async create() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        hmacKey: await deps.hmacKey(),
        maxnumber: deps.maxNumber ?? 100_000,
        expires: new Date(deps.now().getTime() + ttlMs),
      });
      return { ...challenge, maxnumber: challenge.maxnumber ?? deps.maxNumber ?? 100_000 };
    },

    async verify(payload) {
      const solution = decode(payload);
      if (!solution || solution.algorithm !== ALGORITHM || typeof solution.signature !== 'string')
        return false;
      if (typeof solution.salt !== 'string' || typeof solution.number !== 'number') return false;
      // Expiry is checked against the injected clock, not altcha-lib's Date.now().
      const expires = Number(extractParams(solution as never).expires);
      if (!Number.isFinite(expires)) return false;
      const expiresAt = new Date(expires * 1000);
      if (expiresAt.getTime() <= deps.now().getTime()) return false;
      if (!(await verifySolution(solution as never, await deps.hmacKey(), false))) return false;
      return deps.markUsed(solution.signature, expiresAt);
    },
  };
}

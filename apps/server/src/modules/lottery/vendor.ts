import { lottoRefusalSchema, type ErrorCode } from '@wps/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { vendorRequest } from '../games/vendor-client.js';
import type { VendorEndpoint } from '../games/vendor-directory.js';

/** Player calls wait longer than catalogue calls: a slip's debits go to the wallet and back. */
export const LOTTO_CALL_TIMEOUT_MS = 10_000;

/** The vendor's refusals as the platform's error codes (its message stays in the log). */
const REFUSALS: Record<string, ErrorCode> = {
  UNKNOWN_GAME: 'lottery.game.not.found',
  GAME_DISABLED: 'lottery.game.disabled',
  PERIOD_CLOSED: 'lottery.period.closed',
  INVALID_BET: 'lottery.bet.invalid',
  CAP_EXCEEDED: 'lottery.cap.exceeded',
  MEMBER_LIMIT: 'lottery.member.limit',
  INSUFFICIENT_FUNDS: 'balance.insufficient',
  NOT_FOUND: 'lottery.order.not.found',
  NOT_CANCELLABLE: 'lottery.order.not.cancellable',
};

/**
 * A signed call to the lottery vendor (contracts/lottery.ts `lottoVendorPaths`), answered as JSON
 * and checked against `schema`. A refusal becomes its platform error code with the vendor's value
 * (the cap's key and what is left); no answer, or any other failure, is `system.busy`.
 */
export async function lottoCall<S extends z.ZodType>(
  endpoint: VendorEndpoint | null,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown>,
  schema: S,
  now: () => number,
): Promise<z.output<S>> {
  if (!endpoint?.baseUrl || endpoint.enabled === false)
    throw new AppError('system.busy', null, 'the lottery vendor is not reachable');
  const query =
    method === 'GET'
      ? `?${new URLSearchParams(
          Object.entries(input)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]): [string, string] => [key, String(value)]),
        ).toString()}`
      : '';
  return vendorRequest(endpoint, method, `${path}${query}`, method === 'GET' ? undefined : input, schema, {
    timeoutMs: LOTTO_CALL_TIMEOUT_MS,
    now,
    refusal: (_status, answer) => {
      const refusal = lottoRefusalSchema.safeParse(answer);
      const code = refusal.success ? REFUSALS[refusal.data.error] : undefined;
      if (!refusal.success || !code) return null;
      const value = refusal.data.value;
      return new AppError(
        code,
        value && typeof value === 'object' ? (value as Record<string, unknown>) : null,
        refusal.data.message,
      );
    },
  });
}

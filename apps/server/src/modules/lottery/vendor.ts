import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  lottoRefusalSchema,
  type ErrorCode,
} from '@wps/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { signVendorRequest, VendorCallError } from '../games/vendor-client.js';
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
  const raw = method === 'GET' ? '' : JSON.stringify(input);
  const timestamp = String(now());
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}${path}${query}`, {
      method,
      headers: {
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signVendorRequest(endpoint.secret, timestamp, raw),
        accept: 'application/json',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: raw } : {}),
      signal: AbortSignal.timeout(LOTTO_CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new VendorCallError(endpoint.code, `${method} ${path} ${reason}`);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new VendorCallError(endpoint.code, `${method} ${path} answered ${response.status} without JSON`);
  }
  if (!response.ok) {
    const refusal = lottoRefusalSchema.safeParse(answer);
    const code = refusal.success ? REFUSALS[refusal.data.error] : undefined;
    if (refusal.success && code) {
      const value = refusal.data.value;
      throw new AppError(
        code,
        value && typeof value === 'object' ? (value as Record<string, unknown>) : null,
        refusal.data.message,
      );
    }
    throw new VendorCallError(endpoint.code, `${method} ${path} answered ${response.status}`);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    throw new VendorCallError(endpoint.code, `${method} ${path} answered an unexpected body`);
  return parsed.data;
}

import { z } from 'zod';

/** The vendor's code in the platform's wallet protocol (`/vendor-wallet/LOTTO/...`). */
export const VENDOR_CODE = 'LOTTO';
export const DEFAULT_PORT = 8092;
/** The vendor gives up on a wallet call after this (the platform answers within 2 s). */
export const DEFAULT_WALLET_TIMEOUT_MS = 3_000;
/** Waits before each retry of a debit whose answer did not arrive (same transaction id). */
export const DEFAULT_DEBIT_RETRY_MS = [200, 500, 1_000];
/** Retries of credits and rollbacks the wallet did not answer: 1 s doubling, 12 times. */
export const DEFAULT_SETTLE_RETRY = { retryLimit: 12, retryDelaySeconds: 1, retryBackoff: true };
/**
 * The worst-case payout the house accepts on one key (one number, one position digit…) in one
 * period unless the operator sets another: 50,000,000.00 in minor units.
 */
export const DEFAULT_KEY_CAP_MINOR = 5_000_000_000n;
/** Periods are created (seeds committed) this far ahead of their opening. */
export const SCHEDULE_AHEAD_MS = 15 * 60 * 1000;
/** Daily games: this many draws ahead. */
export const DAILY_PERIODS_AHEAD = 2;
/** Credits and rollbacks sent at once by one delivery run. */
export const DELIVERY_BATCH = 200;
export const DELIVERY_CONCURRENCY = 16;
/** An order whose debit has had no answer for this long is refunded (the placing request stopped). */
export const STALE_DEBIT_MS = 60_000;

const envSchema = z.object({
  /** `false` does not start the vendor. */
  LOTTO_VENDOR: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  LOTTO_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  LOTTO_VENDOR_HOST: z.string().default('127.0.0.1'),
});

export class LottoVendorConfigError extends Error {}

export interface LottoVendorEnvOptions {
  enabled: boolean;
  port: number;
  host: string;
}

/** Reads the LOTTO_* variables of the vendor; throws LottoVendorConfigError on a bad value. */
export function lottoVendorOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LottoVendorEnvOptions {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new LottoVendorConfigError(`invalid lottery vendor configuration: ${problems.join('; ')}`);
  }
  return {
    enabled: parsed.data.LOTTO_VENDOR,
    port: parsed.data.LOTTO_VENDOR_PORT,
    host: parsed.data.LOTTO_VENDOR_HOST,
  };
}

import { z } from 'zod';

/** The vendor's code in the platform's wallet protocol (`/vendor-wallet/AURORA/...`). */
export const VENDOR_CODE = 'AURORA';
export const DEFAULT_PORT = 8091;
/** The shortest time a spin animates before the page shows its result. */
export const DEFAULT_MIN_SPIN_MS = 1200;
/** How long a game page session lives. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Play money of a trial session, in minor units (2,000.00). */
export const TRIAL_BALANCE_MINOR = 200_000n;
/** The vendor gives up on a wallet call after this (the platform answers within 2 s). */
export const DEFAULT_WALLET_TIMEOUT_MS = 3_000;
/** Waits before each retry of a debit whose answer did not arrive (same transaction id). */
export const DEFAULT_DEBIT_RETRY_MS = [200, 500, 1_000];
/**
 * Retries of credits and rollbacks the wallet did not answer (their jobs): 1 s doubling, with
 * jitter, 12 times (about 1 to 2 hours); then the run stays failed for an operator, and the sweeper
 * queues the round again a day later.
 */
export const DEFAULT_SETTLE_RETRY = { retryLimit: 12, retryDelaySeconds: 1, retryBackoff: true };

const envSchema = z.object({
  /** `false` does not start the vendor. */
  SLOTS_VENDOR: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  SLOTS_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  SLOTS_VENDOR_HOST: z.string().default('127.0.0.1'),
  /** Base of the game page links (behind a proxy); default the address it listens on. */
  SLOTS_VENDOR_PUBLIC_URL: z.url().optional(),
  SLOTS_MIN_SPIN_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_MIN_SPIN_MS),
  /** Extra origins allowed to frame the game page (comma-separated), besides the platform's. */
  SLOTS_VENDOR_FRAME_ANCESTORS: z.string().optional(),
});

export class SlotsVendorConfigError extends Error {}

export interface SlotsVendorEnvOptions {
  enabled: boolean;
  port: number;
  host: string;
  publicUrl?: string;
  minSpinMs: number;
  frameAncestors: string[];
}

/** Reads the SLOTS_* variables of the vendor; throws SlotsVendorConfigError on a bad value. */
export function slotsVendorOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SlotsVendorEnvOptions {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SlotsVendorConfigError(`invalid slot vendor configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    enabled: values.SLOTS_VENDOR,
    port: values.SLOTS_VENDOR_PORT,
    host: values.SLOTS_VENDOR_HOST,
    ...(values.SLOTS_VENDOR_PUBLIC_URL
      ? { publicUrl: values.SLOTS_VENDOR_PUBLIC_URL.replace(/\/+$/, '') }
      : {}),
    minSpinMs: values.SLOTS_MIN_SPIN_MS,
    frameAncestors: (values.SLOTS_VENDOR_FRAME_ANCESTORS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin)),
  };
}

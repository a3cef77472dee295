import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(16),
  /** Which peers may set X-Forwarded-For: empty = none, "loopback", or a comma list of addresses/CIDRs. */
  TRUST_PROXY: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** First password of the seeded admin; random (and printed once) when unset. */
  ADMIN_INITIAL_PASSWORD: z.string().min(12).optional(),
  WEB_DIST: z.string().default(path.resolve(here, '../../../web/dist')),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(3000),
  /** HMAC key of the human challenge (ALTCHA); when unset one is generated and kept in the database. */
  CHALLENGE_HMAC_KEY: z.string().min(32).optional(),
  /** AES-256 key (32 bytes, base64) of the authenticator secrets; when unset one is kept in the database. */
  TWO_FACTOR_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'Expected 32 bytes in base64')
    .optional(),
  /** Upper bound of the challenge's secret number: the expected client work is half of it. */
  CHALLENGE_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  /** Twilio-compatible SMS REST endpoint (POST To, From, Body); when unset SMS go to the dev outbox. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_USER: z.string().optional(),
  SMS_HTTP_PASSWORD: z.string().optional(),
  /** Sender number or name of the SMS gateway. */
  SMS_HTTP_FROM: z.string().optional(),
  /** SMTP server as smtp://user:pass@host:port (smtps:// for TLS); when unset e-mails go to the dev outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  OPERATOR_SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  /**
   * Browser tests only: every image captcha shows this 4-digit code, so a test driving a separate
   * server process can answer it. Refused when NODE_ENV is production.
   */
  CAPTCHA_TEST_CODE: z
    .string()
    .regex(/^[0-9]{4}$/)
    .optional(),
  /** Public base URL of the site (behind a proxy); links handed to payment gateways start with it. */
  PUBLIC_URL: z.url().optional(),
  /** Starts the sandbox payment gateway in the same process (`false` turns it off). */
  PAY_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** API base of the sandbox gateway; default the in-process one, else http://127.0.0.1:8090. */
  PAYMENT_SANDBOX_URL: z.url().optional(),
  PAYMENT_SANDBOX_MERCHANT_ID: z.string().min(1).max(32).default('aurora-demo'),
  /** The demo merchant's secret is public (docs/operations.md): set your own for anything shared. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('sandbox-demo-secret-aurora-2026'),
  /** Base URL of the in-house slot vendor (AURORA); set by main.ts when it starts the vendor part. */
  SLOTS_VENDOR_URL: z.url().optional(),
  /**
   * HMAC secret shared with the in-house slot vendor (both directions). The default is public
   * (docs/operations.md): set your own for anything shared.
   */
  SLOTS_VENDOR_SECRET: z.string().min(16).default('aurora-slots-demo-secret-2026'),
  /** Multiplies the per-address limits of captcha and challenge calls (tests raise it). */
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(100_000).default(1),
  NODE_ENV: z.string().optional(),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads and validates the environment in one place; the process refuses to start on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`invalid configuration: ${problems}`);
  }
  if (parsed.data.CAPTCHA_TEST_CODE && parsed.data.NODE_ENV === 'production')
    throw new ConfigError('invalid configuration: CAPTCHA_TEST_CODE is not allowed in production');
  return parsed.data;
}

/** Fastify's trustProxy option from TRUST_PROXY. */
export function trustProxyOption(value: string): boolean | string | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  const parts = trimmed.split(',').map((part) => part.trim());
  return parts.length === 1 ? parts[0]! : parts;
}

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
  /** The built operator back office, served under /admin. */
  ADMIN_DIST: z.string().default(path.resolve(here, '../../../admin/dist')),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(3000),
  /** HMAC key of the human challenge (ALTCHA); when unset one is generated and kept in the database. */
  CHALLENGE_HMAC_KEY: z.string().min(32).optional(),
  /** AES-256 key (32 bytes, base64) of the authenticator secrets; when unset one is kept in the database. */
  TWO_FACTOR_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'Expected 32 bytes in base64')
    .optional(),
  /**
   * AES-256 key (32 bytes, base64) of the partners' secrets an operator configures (game vendors,
   * payment gateways); when unset one is generated and kept in the database.
   */
  PARTNER_SECRETS_KEY: z
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
  /**
   * Browser tests only: the whole process (platform, sandbox gateway, slot vendor) runs this many
   * milliseconds ahead of the system clock, so a test can restart a site on its data past a period's
   * end (agent settlement). Refused when NODE_ENV is production.
   */
  CLOCK_OFFSET_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(400 * 86_400_000)
    .optional(),
  /** Public base URL of the site (behind a proxy); links handed to payment gateways start with it. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Starts the sandbox payment gateway in the same process and offers its channels. Default on,
   * except in production, where it must be asked for (it pays without money).
   */
  PAY_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  /**
   * API base of a sandbox gateway running on its own; with PAY_SANDBOX off, the sandbox provider is
   * registered only when this is set.
   */
  PAYMENT_SANDBOX_URL: z.url().optional(),
  PAYMENT_SANDBOX_MERCHANT_ID: z.string().min(1).max(32).default('aurora-demo'),
  /**
   * Our merchant secret at the sandbox gateway. When unset, one is generated per deployment and kept
   * in the database (the in-process sandbox is given the same one).
   */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  /** Gateway callbacks one address may post per minute (`/wps/payment/notify/*`). */
  PAYMENT_CALLBACKS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Refused callbacks are kept as summaries: the newest this many, for 30 days at most. */
  PAYMENT_CALLBACKS_REFUSED_KEEP: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /** Base URL of the in-house slot vendor (AURORA); set by main.ts when it starts the vendor part. */
  SLOTS_VENDOR_URL: z.url().optional(),
  /**
   * HMAC secret shared with the in-house slot vendor (both directions). When unset, one is generated
   * per deployment and kept in the database (the in-process vendor is given the same one).
   */
  SLOTS_VENDOR_SECRET: z.string().min(16).optional(),
  /** Base URL of the in-house lottery vendor (LOTTO); set by main.ts when it starts the vendor part. */
  LOTTO_VENDOR_URL: z.url().optional(),
  /** HMAC secret shared with the in-house lottery vendor; generated and kept like SLOTS_VENDOR_SECRET. */
  LOTTO_VENDOR_SECRET: z.string().min(16).optional(),
  /**
   * Origins (comma-separated) whose game pages the site frames, besides the vendors' API addresses;
   * main.ts adds the in-house vendor's public URL.
   */
  GAME_FRAME_ORIGINS: z.string().default(''),
  /** Multiplies the per-address limits of captcha and challenge calls (tests raise it). */
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(100_000).default(1),
  NODE_ENV: z.string().optional(),
  /**
   * Redis for messages between processes (cache signals, live push) instead of PostgreSQL NOTIFY
   * (docs/operations.md, "Several processes").
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Starts every Redis key and channel of this site (several sites may share one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/)
    .default('wps:'),
  /** Seconds between the `system.heartbeat` job's slots (one run per slot across all processes). */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().int().min(2).max(3_600).default(60),
  /** Seconds between the job queue's maintenance (expiring runs of killed processes, archiving). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** Live channel sockets one client address may hold open at once. */
  LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
});

export type Config = Omit<z.infer<typeof envSchema>, 'PAY_SANDBOX'> & { PAY_SANDBOX: boolean };

/** The configuration once the partner secrets are known (configured, or generated and kept). */
export type RuntimeConfig = Config & {
  PAYMENT_SANDBOX_SECRET: string;
  SLOTS_VENDOR_SECRET: string;
  LOTTO_VENDOR_SECRET: string;
  /** The key that seals the partners' secrets an operator configures (32 bytes, base64). */
  PARTNER_SECRETS_KEY: string;
};

export class ConfigError extends Error {}

/**
 * Values published in documentation, examples or earlier versions of this project: anyone can sign
 * with them, so production refuses them.
 */
export const PUBLIC_DEMO_SECRETS: ReadonlySet<string> = new Set([
  'sandbox-demo-secret-aurora-2026',
  'aurora-slots-demo-secret-2026',
  'example-sandbox-secret-do-not-use',
]);

/** Secrets of partners and of the platform itself: configured ones must be strong in production. */
const SECRET_VARIABLES = [
  'PAYMENT_SANDBOX_SECRET',
  'SLOTS_VENDOR_SECRET',
  'LOTTO_VENDOR_SECRET',
  'CHALLENGE_HMAC_KEY',
  'TWO_FACTOR_KEY',
  'PARTNER_SECRETS_KEY',
] as const;

/** Production refuses what anyone could know or forge; each problem names its variable. */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const value = config[name];
    if (value === undefined) continue;
    if (PUBLIC_DEMO_SECRETS.has(value))
      problems.push(
        `${name}: a public demo value; set a secret of your own or leave it unset to generate one`,
      );
    else if (name !== 'TWO_FACTOR_KEY' && name !== 'PARTNER_SECRETS_KEY' && value.length < 32)
      problems.push(`${name}: at least 32 characters in production`);
  }
  if (config.CAPTCHA_TEST_CODE) problems.push('CAPTCHA_TEST_CODE: not allowed in production');
  if (config.CLOCK_OFFSET_MS) problems.push('CLOCK_OFFSET_MS: not allowed in production');
  if (!config.PUBLIC_URL)
    problems.push('PUBLIC_URL: required in production (the base of links handed to payment gateways)');
  return problems;
}

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
  const production = parsed.data.NODE_ENV === 'production';
  const config: Config = { ...parsed.data, PAY_SANDBOX: parsed.data.PAY_SANDBOX ?? !production };
  if (production) {
    const problems = productionProblems(config);
    if (problems.length)
      throw new ConfigError(`invalid configuration for production: ${problems.join('; ')}`);
  }
  return config;
}

/** Fastify's trustProxy option from TRUST_PROXY. */
export function trustProxyOption(value: string): boolean | string | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  const parts = trimmed.split(',').map((part) => part.trim());
  return parts.length === 1 ? parts[0]! : parts;
}

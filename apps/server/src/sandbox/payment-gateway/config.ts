import { z } from 'zod';

/** A merchant account of the gateway: the platform (or anyone) signs its requests with `secret`. */
export interface GatewayMerchant {
  id: string;
  secret: string;
  name: string;
}

/**
 * The platform's own merchant account at the gateway, when the platform starts the sandbox in its
 * process: the id and secret are the platform's (PAYMENT_SANDBOX_MERCHANT_ID, and the configured or
 * generated PAYMENT_SANDBOX_SECRET), so there is no public secret to forge callbacks with.
 */
export function platformMerchant(id: string, secret: string): GatewayMerchant {
  return { id, secret, name: 'Aurora Demo Merchant' };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Delays before each retry of a callback (after the first attempt); then the gateway gives up. */
export const DEFAULT_NOTIFY_SCHEDULE_MS = [
  5 * SECOND,
  15 * SECOND,
  30 * SECOND,
  1 * MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
];
export const DEFAULT_NOTIFY_TIMEOUT_MS = 5 * SECOND;
export const DEFAULT_ORDER_TTL_MS = 15 * MINUTE;
export const DEFAULT_PORT = 8090;

const merchantSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'id: 1–32 letters, digits, "_" or "-"'),
  secret: z.string().min(16, 'secret: at least 16 characters'),
  name: z.string().min(1).max(64),
});

const envSchema = z.object({
  PAY_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  PAY_SANDBOX_HOST: z.string().default('127.0.0.1'),
  PAY_SANDBOX_PUBLIC_URL: z.url().optional(),
  PAY_SANDBOX_MERCHANTS: z.string().optional(),
  /** Comma-separated seconds between callback retries, e.g. "5,15,30,60,120,300,600". */
  PAY_SANDBOX_NOTIFY_SCHEDULE: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'comma-separated seconds')
    .optional(),
});

export class PaySandboxConfigError extends Error {}

/** What `startPaymentSandbox` needs from the environment (the rest has defaults or is injected). */
export interface PaySandboxEnvOptions {
  port: number;
  host: string;
  publicUrl?: string;
  /** PAY_SANDBOX_MERCHANTS; when unset the platform gives its own account (platformMerchant). */
  merchants?: GatewayMerchant[];
  notifyScheduleMs?: number[];
}

export function parseMerchants(json: string): GatewayMerchant[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new PaySandboxConfigError('PAY_SANDBOX_MERCHANTS: not valid JSON');
  }
  const parsed = z.array(merchantSchema).min(1).safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new PaySandboxConfigError(`PAY_SANDBOX_MERCHANTS: ${problems.join('; ')}`);
  }
  const ids = new Set(parsed.data.map((merchant) => merchant.id));
  if (ids.size !== parsed.data.length) throw new PaySandboxConfigError('PAY_SANDBOX_MERCHANTS: duplicate id');
  return parsed.data;
}

/** Reads the PAY_SANDBOX_* variables; throws PaySandboxConfigError with every problem on a bad value. */
export function paySandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PaySandboxEnvOptions {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new PaySandboxConfigError(`invalid sandbox configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PAY_SANDBOX_PORT,
    host: values.PAY_SANDBOX_HOST,
    ...(values.PAY_SANDBOX_PUBLIC_URL
      ? { publicUrl: values.PAY_SANDBOX_PUBLIC_URL.replace(/\/+$/, '') }
      : {}),
    ...(values.PAY_SANDBOX_MERCHANTS ? { merchants: parseMerchants(values.PAY_SANDBOX_MERCHANTS) } : {}),
    ...(values.PAY_SANDBOX_NOTIFY_SCHEDULE
      ? {
          notifyScheduleMs: values.PAY_SANDBOX_NOTIFY_SCHEDULE.split(',').map((s) =>
            Math.round(Number(s) * SECOND),
          ),
        }
      : {}),
  };
}

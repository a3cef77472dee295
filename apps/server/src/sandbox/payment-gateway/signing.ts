import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignableValue = string | number | boolean | null | undefined;

/**
 * The string that is signed: every field except `sign` whose value is not empty (absent, null or ""),
 * sorted by key (plain code-unit order), as `key=value` joined with `&`, values as they are (no
 * URL-encoding), the way most Asian PSPs do it.
 */
export function canonicalString(fields: Record<string, SignableValue>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign')
    .filter((key) => {
      const value = fields[key];
      return value !== undefined && value !== null && value !== '';
    })
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
}

/** HMAC-SHA256 of the canonical string with the merchant secret, lowercase hex. */
export function sign(fields: Record<string, SignableValue>, secret: string): string {
  return createHmac('sha256', secret).update(canonicalString(fields), 'utf8').digest('hex');
}

/** Constant-time check of `fields.sign` (hex, either case) against the expected signature. */
export function verifySignature(fields: Record<string, SignableValue>, secret: string): boolean {
  const given = fields.sign;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(sign(fields, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * Remembers each (merchant, nonce) pair for `ttlMs` so a captured request cannot be replayed.
 * The timestamp window (±5 min) is shorter than the memory (10 min), so an expired nonce could
 * only come back on a request whose timestamp is already refused.
 */
export class NonceMemory {
  private readonly seen = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly ttlMs: number) {}

  /** True if the nonce is fresh (and remembers it), false if it was used within the window. */
  claim(merchantId: string, nonce: string, now: number): boolean {
    this.sweep(now);
    const key = `${merchantId}\u0000${nonce}`;
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return false;
    this.seen.set(key, now + this.ttlMs);
    return true;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000 && this.seen.size < 100_000) return;
    this.lastSweep = now;
    for (const [key, until] of this.seen) if (until <= now) this.seen.delete(key);
  }
}

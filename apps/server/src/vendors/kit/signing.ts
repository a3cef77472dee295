import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_SIGNATURE_WINDOW_MS } from '@wps/contracts';

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`): the signature of both directions. */
export function sign(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * True when the signature matches (compared in constant time) and the timestamp is within the
 * window of `nowMs`. Nothing else is looked at before this answers.
 */
export function verify(
  secret: string,
  timestamp: unknown,
  signature: unknown,
  rawBody: string,
  nowMs: number,
): boolean {
  if (typeof timestamp !== 'string' || !/^\d{1,16}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  const matches = given.length === expected.length && timingSafeEqual(given, expected);
  return matches && Math.abs(Number(timestamp) - nowMs) <= VENDOR_SIGNATURE_WINDOW_MS;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_SIGNATURE_WINDOW_MS } from '@wps/contracts';

/** hex(HMAC-SHA256(secret, `${timestamp}.${rawBody}`)): what a vendor sends in X-Wallet-Signature. */
export function walletSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * True when the timestamp is within the window of `now` and the signature matches, compared in
 * constant time. Runs before anything touches the database.
 */
export function verifyWalletSignature(input: {
  secret: string | null;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): boolean {
  const { secret, timestamp, signature } = input;
  if (!secret || !timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return false;
  if (Math.abs(Number(timestamp) - input.now.getTime()) > VENDOR_SIGNATURE_WINDOW_MS) return false;
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(walletSignature(secret, timestamp, input.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

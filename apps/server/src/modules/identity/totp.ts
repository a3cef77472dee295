import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one, for clocks a little off. */
const WINDOW = 1;
const SECRET_BYTES = 20;

/** A new authenticator secret: 20 random bytes in base32. */
export function newTotpSecret(): string {
  return new Secret({ buffer: new Uint8Array(randomBytes(SECRET_BYTES)).buffer }).base32;
}

/** The otpauth:// URL an authenticator app scans from the QR code. */
export function otpauthUrl(secret: string, issuer: string, label: string): string {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

/** A code as typed: spaces and a middle dash (`123 456`, `123-456`) are dropped. */
export function normalizeTotpCode(code: string): string | null {
  const digits = code.replace(/[\s-]/g, '');
  return new RegExp(`^[0-9]{${DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * The time step the code belongs to (current one ±1) when it is right and newer than `lastStep`,
 * else null: a code, or an older one, that was already used is refused.
 */
export function matchTotp(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const token = normalizeTotpCode(code);
  if (!token) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp,
    window: WINDOW,
  });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

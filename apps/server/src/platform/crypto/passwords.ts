import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes). */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolated modules cannot import)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A weak password is refused even when long enough: all one character class or a run of one character. */
export function isWeakPassword(password: string, username: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 2) return true;
  if (/^(.)\1+$/.test(password)) return true;
  return password.toLowerCase().includes(username.toLowerCase());
}

/**
 * A password an operator reads out or hands over once (a reset): `length` characters (at least 4)
 * with upper and lower case letters and digits, none easy to misread (no 0/O, 1/l/I).
 */
export function temporaryPassword(length = 12): string {
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const pick = (set: string) => set[randomInt(set.length)]!;
  const rest = Array.from({ length: Math.max(length, 4) - 3 }, () => pick(lower + upper + digits));
  return [pick(upper), ...rest.slice(0, 5), pick(digits), ...rest.slice(5), pick(lower)].join('');
}

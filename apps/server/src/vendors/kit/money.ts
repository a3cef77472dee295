/** Amounts: the vendor keeps minor units (2 decimals); the wallet protocol speaks decimal strings. */

/** 12345n → "123.45". */
export function toDecimal(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** "123.45" → 12345n; more than 2 decimals are cut; null when not a decimal amount. */
export function toMinor(decimal: string): bigint | null {
  const match = /^(\d{1,13})(?:\.(\d{1,4}))?$/.exec(decimal.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0').slice(0, 2);
  return BigInt(match[1]!) * 100n + BigInt(fraction);
}

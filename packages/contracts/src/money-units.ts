/**
 * Exact conversion between wire amounts (decimal strings in major units) and integer minor units.
 * No floating point anywhere: "1234.5" with 2 decimals is 123450n.
 */
export function toMinorUnits(amount: string, decimals: number): bigint | null {
  const match = /^(-?)(\d{1,16})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const minor = BigInt(whole! + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -minor : minor;
}

/** Minor units as a decimal string with exactly `decimals` digits after the point ("1234.50"). */
export function formatMinorUnits(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * A rate in basis points (100 = 1 %) as a percentage, exactly, without trailing zeros: 80 is
 * "0.8%", 100 is "1%", 125 is "1.25%".
 */
export function basisPointsPercent(basisPoints: number): string {
  const value = Math.max(0, Math.trunc(basisPoints));
  const whole = Math.floor(value / 100);
  const fraction = String(value % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

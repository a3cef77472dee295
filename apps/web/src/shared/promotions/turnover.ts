import { minorUnitsOf } from '@wps/contracts';

/** Exact to the most decimals a currency has (4): the percentage needs no rounding of the amounts. */
const minorOf = (text: string) => minorUnitsOf(text, 4) ?? 0n;

/** Turnover done, as a whole percentage 0–100 of what is required (100 when nothing is required). */
export function progressPercent(required: string, done: string): number {
  const need = minorOf(required);
  if (need <= 0n) return 100;
  const have = minorOf(done);
  if (have <= 0n) return 0;
  if (have >= need) return 100;
  return Number((have * 100n) / need);
}

export { fixedRows } from '../../../platform/db/fixed-rows.js';
export { dateOf, rowsOf } from '../../../platform/db/rows.js';

/** Drivers return int8 as string, number or bigint. */
export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  return 0n;
}

export function num(value: unknown): number {
  return Number(value);
}

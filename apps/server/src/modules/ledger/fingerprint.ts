import { createHash } from 'node:crypto';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** What callers may put in a transaction's meta: JSON, with bigints allowed (kept as decimal strings). */
export type MetaValue =
  string | number | bigint | boolean | null | MetaValue[] | { [key: string]: MetaValue };

/**
 * JSON with object keys sorted at every level, so the same content always gives the same text.
 * Bigints become decimal strings; non-finite numbers and other types are refused.
 */
export function canonicalJson(value: MetaValue | undefined): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'bigint':
      return JSON.stringify(value.toString());
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error('ledger: non-finite number in meta');
      return JSON.stringify(value);
    case 'object':
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
      return `{${Object.keys(value)
        .filter((key) => value[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
        .join(',')}}`;
    default:
      throw new Error(`ledger: ${typeof value} cannot be stored in meta`);
  }
}

/** SHA-256 (hex) of the canonical form of a request. */
export function fingerprintOf(request: MetaValue): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

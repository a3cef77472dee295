import { createHash } from 'node:crypto';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** What callers may put in a transaction's meta: JSON, with bigints allowed (kept as decimal strings). */
export type MetaValue =
  string | number | bigint | boolean | null | MetaValue[] | { [key: string]: MetaValue };

/**
 * JSON with object keys sorted at every level, so the same content always gives the same text.
 * Bigints become decimal strings; non-finite numbers and other types are refused. Every posting
 * computes it twice (meta and fingerprint), so it builds the text in one pass.
 */
export function canonicalJson(value: MetaValue | undefined): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'bigint':
      return `"${value}"`;
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error('ledger: non-finite number in meta');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) {
        let text = '[';
        for (let index = 0; index < value.length; index++)
          text += (index === 0 ? '' : ',') + canonicalJson(value[index]);
        return `${text}]`;
      }
      let text = '{';
      for (const key of Object.keys(value).sort()) {
        const item = value[key];
        if (item === undefined) continue;
        text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
      }
      return `${text}}`;
    }
    default:
      throw new Error(`ledger: ${typeof value} cannot be stored in meta`);
  }
}

/** SHA-256 (hex) of the canonical form of a request. */
export function fingerprintOf(request: MetaValue): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

import { describe, expect, it } from 'vitest';
import { canonicalJson, type MetaValue } from './fingerprint.js';

/** The canonical form as first written (keys sorted at every level), which stored fingerprints keep. */
function reference(value: MetaValue | undefined): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'bigint':
      return JSON.stringify(value.toString());
    case 'string':
    case 'boolean':
    case 'number':
      return JSON.stringify(value);
    case 'object':
      if (Array.isArray(value)) return `[${value.map((item) => reference(item)).join(',')}]`;
      return `{${Object.keys(value)
        .filter((key) => value[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${reference(value[key])}`)
        .join(',')}}`;
    default:
      throw new Error('unexpected');
  }
}

describe('canonicalJson', () => {
  it('writes what stored fingerprints were made of', () => {
    const values: MetaValue[] = [
      null,
      true,
      0,
      -1.5,
      'a "quoted" \\ line\n',
      'ünïcødé ✓',
      10n ** 18n,
      -5n,
      [],
      {},
      [1, [2, [3, {}]], null],
      { b: 1, a: 2, c: { z: [1n, 'x'], y: null } },
      {
        merchantId: 1,
        currency: 'PHP',
        type: 'bet',
        legs: [
          { kind: 'member', owner: 42, wallet: 'main', amount: -10n },
          { kind: 'vendor', owner: null, wallet: 'AURORA', amount: 10n },
        ],
        meta: { roundId: 'r-1', gameId: 'aurora-fruits' },
      },
      { 'key with "quotes"': 'v', '': 0, '10': 1, '9': 2 },
    ];
    for (const value of values) expect(canonicalJson(value)).toBe(reference(value));
  });

  it('leaves out undefined keys and refuses what JSON cannot hold', () => {
    expect(canonicalJson({ a: 1, b: undefined } as unknown as MetaValue)).toBe('{"a":1}');
    expect(canonicalJson({ b: undefined, a: 1 } as unknown as MetaValue)).toBe('{"a":1}');
    expect(() => canonicalJson(Number.NaN)).toThrow();
    expect(() => canonicalJson(Infinity)).toThrow();
    expect(() => canonicalJson((() => 1) as unknown as MetaValue)).toThrow();
  });
});

import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawStops,
  fairByteStream,
  fixedByteStream,
  hashServerSeed,
  nextUint32,
  serverSeedFromBytes,
  uniformInt,
} from './fair.js';

/** Standard normal quantile for 0.99 (one-sided). */
const Z_99 = 2.3263478740408408;

/**
 * 99 % critical value of χ² with k degrees of freedom by the Wilson–Hilferty approximation:
 * (χ²/k)^(1/3) is approximately normal with mean 1 − 2/(9k) and variance 2/(9k), so
 * χ²_0.99(k) ≈ k · (1 − 2/(9k) + z_0.99 · √(2/(9k)))³. Within a fraction of a percent for k ≥ 10
 * (e.g. k = 31: 52.19 against the exact 52.19).
 */
function chiSquareCritical99(k: number): number {
  const a = 2 / (9 * k);
  return k * (1 - a + Z_99 * Math.sqrt(a)) ** 3;
}

function chiSquare(counts: readonly number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

describe('server seed commitment', () => {
  it('is the SHA-256 hex of the seed', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashServerSeed('seed-1')).toBe(createHash('sha256').update('seed-1').digest('hex'));
  });

  it('turns caller-supplied bytes into a hex seed', () => {
    expect(serverSeedFromBytes(new Uint8Array(16).fill(0xab))).toBe('ab'.repeat(16));
    expect(() => serverSeedFromBytes(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('byte stream', () => {
  it('concatenates HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor") blocks', () => {
    const stream = fairByteStream('server', 'client', 7);
    const bytes = Array.from({ length: 80 }, () => stream.nextByte());
    const expected = Buffer.concat(
      [0, 1, 2].map((cursor) => createHmac('sha256', 'server').update(`client:7:${cursor}`).digest()),
    );
    expect(bytes).toEqual([...expected.subarray(0, 80)]);
  });

  it('rejects malformed inputs', () => {
    expect(() => fairByteStream('', 'c', 0)).toThrow();
    expect(() => fairByteStream('s', 'c', -1)).toThrow(RangeError);
    expect(() => fairByteStream('s', 'c', 1.5)).toThrow(RangeError);
  });

  it('reads uint32 values big-endian', () => {
    expect(nextUint32(fixedByteStream([0xff, 0xff, 0xff, 0xff]))).toBe(0xffffffff);
    expect(nextUint32(fixedByteStream([0x01, 0x02, 0x03, 0x04]))).toBe(0x01020304);
  });
});

describe('uniformInt', () => {
  it('rejects the biased tail and reads on', () => {
    // n = 3: limit = floor(2^32 / 3) * 3 = 2^32 − 1, so 0xffffffff is the only rejected value.
    const stream = fixedByteStream([0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x05]);
    expect(uniformInt(stream, 3)).toBe(2);
    expect(() => stream.nextByte()).toThrow(RangeError); // exactly 8 bytes were consumed

    // n = 2^31 + 1: limit = 2^31 + 1, so almost half of all uint32 values are rejected.
    const n = 2 ** 31 + 1;
    const big = fixedByteStream([0x80, 0x00, 0x00, 0x01, 0xff, 0xff, 0xff, 0xfe, 0x80, 0x00, 0x00, 0x00]);
    expect(uniformInt(big, n)).toBe(2 ** 31);

    // The last accepted value for n = 10 is limit − 1 = 4294967289.
    expect(uniformInt(fixedByteStream([0xff, 0xff, 0xff, 0xf9]), 10)).toBe(4294967289 % 10);
    expect(() => uniformInt(fixedByteStream([0xff, 0xff, 0xff, 0xfa]), 10)).toThrow(RangeError);
  });

  it('needs an integer n in [1, 2^32]', () => {
    const stream = fixedByteStream([1, 2, 3, 4]);
    expect(() => uniformInt(stream, 0)).toThrow(RangeError);
    expect(() => uniformInt(stream, 2.5)).toThrow(RangeError);
    expect(() => uniformInt(stream, 2 ** 32 + 1)).toThrow(RangeError);
    expect(uniformInt(fixedByteStream([0xff, 0xff, 0xff, 0xff]), 2 ** 32)).toBe(0xffffffff);
    expect(uniformInt(fixedByteStream([0xff, 0xff, 0xff, 0xff]), 1)).toBe(0);
  });

  it('never returns n or more', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.integer({ min: 1, max: 2 ** 32 }),
        (serverSeed, clientSeed, nonce, n) => {
          const stream = fairByteStream(`s${serverSeed}`, clientSeed, nonce);
          for (let i = 0; i < 20; i++) {
            const value = uniformInt(stream, n);
            if (!Number.isInteger(value) || value < 0 || value >= n) return false;
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is uniform over reel stops (χ² at the 99 % level)', () => {
    const draws = 200_000;
    for (const length of [30, 32, 36, 37]) {
      const stream = fairByteStream('chi-square-server-seed', `reel-${length}`, 0);
      const counts = new Array<number>(length).fill(0);
      for (let i = 0; i < draws; i++) {
        const stop = uniformInt(stream, length);
        counts[stop] = counts[stop]! + 1;
      }
      expect(chiSquare(counts, draws)).toBeLessThanOrEqual(chiSquareCritical99(length - 1));
    }
  });

  it('gives uniform stops on every reel across nonces (χ² at the 99 % level)', () => {
    const rounds = 100_000;
    const lengths = [32, 36, 30, 33, 31];
    const counts = lengths.map((length) => new Array<number>(length).fill(0));
    for (let nonce = 0; nonce < rounds; nonce++) {
      drawStops('round-server-seed', 'round-client-seed', nonce, lengths).forEach((stop, reel) => {
        counts[reel]![stop] = counts[reel]![stop]! + 1;
      });
    }
    counts.forEach((reelCounts, reel) => {
      expect(reelCounts.reduce((a, b) => a + b, 0)).toBe(rounds);
      expect(chiSquare(reelCounts, rounds)).toBeLessThanOrEqual(chiSquareCritical99(lengths[reel]! - 1));
    });
  });

  it('checks the Wilson–Hilferty critical values against tabulated ones', () => {
    // Exact χ²_0.99 quantiles: k = 29 → 49.588, k = 31 → 52.191, k = 35 → 57.342.
    expect(chiSquareCritical99(29)).toBeCloseTo(49.588, 1);
    expect(chiSquareCritical99(31)).toBeCloseTo(52.191, 1);
    expect(chiSquareCritical99(35)).toBeCloseTo(57.342, 1);
  });
});

describe('drawStops', () => {
  it('is deterministic and within each reel', () => {
    const lengths = [32, 32, 32, 32, 32];
    const a = drawStops('s', 'c', 1, lengths);
    expect(drawStops('s', 'c', 1, lengths)).toEqual(a);
    a.forEach((stop, i) => expect(stop).toBeLessThan(lengths[i]!));
  });
});

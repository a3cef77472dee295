// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { drawPrize, hashServerSeed, type Prize } from '@wps/games';
import { describe, expect, it } from 'vitest';
import { fixedByteStream, nextUint32, openFairStream, sha256Hex, uniformInt } from './fairStream';
import { drawIndex, prizeOf, tableWeight } from './prizeDraw';

const TWO_32 = 2 ** 32;

/**
 * The server's scheme written out again with node:crypto, exactly as packages/games/src/fair.ts does
 * it: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) blocks, 4 bytes big-endian a draw,
 * the tail at or above floor(2^32 / n) · n discarded. Also counts the discarded values.
 */
function reference(serverSeed: string, clientSeed: string, nonce: number, n: number) {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const byte = () => {
    if (offset === block.length) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`, 'utf8').digest();
      cursor += 1;
      offset = 0;
    }
    return block[offset++]!;
  };
  const limit = Math.floor(TWO_32 / n) * n;
  let rejected = 0;
  for (;;) {
    const x = byte() * 0x100_0000 + byte() * 0x1_0000 + byte() * 0x100 + byte();
    if (x < limit) return { index: x % n, rejected, blocks: cursor };
    rejected += 1;
  }
}

const seedOf = (label: string) => createHash('sha256').update(`raffle-seed:${label}`).digest('hex');

/** The first nonce (from 0) whose draw of n discards at least `atLeast` values, by the reference. */
function nonceWithRejections(serverSeed: string, clientSeed: string, n: number, atLeast: number) {
  for (let nonce = 0; nonce < 100_000; nonce += 1)
    if (reference(serverSeed, clientSeed, nonce, n).rejected >= atLeast) return nonce;
  throw new Error('no nonce found');
}

describe('the browser fairness verifier', () => {
  it('hashes seeds as the engine commits to them', async () => {
    for (const seed of ['abc', seedOf('a'), 'ünïcødé seed 🎡'])
      expect(await sha256Hex(seed)).toBe(hashServerSeed(seed));
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reads big-endian uint32 values and discards the biased tail', async () => {
    expect(await nextUint32(fixedByteStream([0x12, 0x34, 0x56, 0x78]))).toBe(0x12345678);
    expect(await nextUint32(fixedByteStream([0xff, 0xff, 0xff, 0xff]))).toBe(TWO_32 - 1);
    // 0xffffffff ≥ floor(2^32 / 3e9) · 3e9 = 3e9: discarded; the next value 5 is taken.
    expect(await uniformInt(fixedByteStream([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 5]), 3_000_000_000)).toBe(5);
    // Below the limit: taken, modulo n.
    expect(await uniformInt(fixedByteStream([0, 0, 0, 10]), 3)).toBe(1);
    // 2^32 - 1 is the last accepted value for n = 2^32 and any power of two.
    expect(await uniformInt(fixedByteStream([0xff, 0xff, 0xff, 0xff]), TWO_32)).toBe(TWO_32 - 1);
    await expect(uniformInt(fixedByteStream([0xff, 0xff, 0xff, 0xff]), 3_000_000_000)).rejects.toThrow(
      'exhausted',
    );
    await expect(uniformInt(fixedByteStream([0, 0, 0, 0]), 0)).rejects.toThrow(RangeError);
  });

  it('gives the engine index for many seeds, client seeds, nonces and totals', async () => {
    const totals = [1, 2, 3, 7, 100, 1_000, 65_537, 999_999_937, 1_000_000_000];
    for (const [s, label] of ['a', 'b', 'c'].entries())
      for (const clientSeed of ['c0ffee', 'my lucky seed', '12345678'])
        for (const nonce of [0, 1, 2, 17, 4_096])
          for (const total of totals) {
            const serverSeed = seedOf(label);
            const expected = reference(serverSeed, clientSeed, nonce, total).index;
            expect(
              await drawIndex(serverSeed, clientSeed, nonce, total),
              `${s}/${clientSeed}/${nonce}/${total}`,
            ).toBe(expected);
          }
  });

  it('follows the engine through rejections, within and across HMAC blocks', async () => {
    const serverSeed = seedOf('reject');
    // Near 2^32 / 1.5 a third of the values fall in the discarded tail.
    const n = Math.floor(TWO_32 / 1.5) + 1;
    const nonce = nonceWithRejections(serverSeed, 'client', n, 1);
    const expected = reference(serverSeed, 'client', nonce, n);
    expect(expected.rejected).toBeGreaterThanOrEqual(1);
    expect(await drawIndex(serverSeed, 'client', nonce, n)).toBe(expected.index);

    // Just above 2^31 half the values are discarded: 8 in a row use up the first 32-byte block.
    const half = 2 ** 31 + 1;
    const deep = nonceWithRejections(serverSeed, 'client', half, 8);
    const across = reference(serverSeed, 'client', deep, half);
    expect(across.blocks).toBeGreaterThanOrEqual(2);
    expect(await drawIndex(serverSeed, 'client', deep, half)).toBe(across.index);
  });

  it('draws the engine prize: index, position and prize', async () => {
    const tables: Prize[][] = [
      [
        { id: 'none', amountMinor: 0n, weight: 50 },
        { id: 'p1', amountMinor: 100n, weight: 30 },
        { id: 'p5', amountMinor: 500n, weight: 15 },
        { id: 'p88', amountMinor: 8_800n, weight: 5 },
      ],
      [
        { id: 'a', amountMinor: 1n, weight: 999_999_000 },
        { id: 'b', amountMinor: 2n, weight: 1_000 },
      ],
      [
        { id: 'x', amountMinor: 0n, weight: 1 },
        { id: 'y', amountMinor: 5n, weight: 1 },
        { id: 'z', amountMinor: 9n, weight: 1 },
      ],
    ];
    for (const table of tables)
      for (let nonce = 0; nonce < 40; nonce += 1) {
        const serverSeed = seedOf(`prize-${nonce % 3}`);
        const engine = drawPrize(table, serverSeed, 'player-seed', nonce);
        const index = await drawIndex(serverSeed, 'player-seed', nonce, tableWeight(table));
        expect(index).toBe(engine.index);
        const found = prizeOf(table, index);
        expect(found?.position).toBe(engine.position);
        expect(found?.prize.id).toBe(engine.prize.id);
      }
  });

  it('finds the prize by cumulative weight in table order', () => {
    const table = [{ weight: 2 }, { weight: 3 }, { weight: 1 }];
    expect([0, 1, 2, 3, 4, 5].map((index) => prizeOf(table, index)?.position)).toEqual([0, 0, 1, 1, 1, 2]);
    expect(prizeOf(table, 6)).toBeNull();
    expect(prizeOf(table, -1)).toBeNull();
    expect(prizeOf(table, 1.5)).toBeNull();
    expect(tableWeight(table)).toBe(6);
  });

  it('refuses a round it cannot derive', async () => {
    await expect(openFairStream('', 'client', 0)).rejects.toThrow(TypeError);
    await expect(openFairStream('seed', 'client', -1)).rejects.toThrow(RangeError);
  });
});

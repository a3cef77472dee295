/**
 * Provably-fair randomness (pure, deterministic given the seeds).
 *
 * Scheme, published to members so that any round can be re-derived offline:
 *
 * - Before play the server commits to a secret `serverSeed` by publishing `hashServerSeed(serverSeed)`
 *   (SHA-256 of its UTF-8 bytes, lowercase hex). The member chooses a `clientSeed`; each round uses the
 *   next `nonce` (a non-negative integer).
 * - The round's random bytes are the concatenation, for cursor = 0, 1, 2, …, of
 *   `HMAC-SHA256(key = serverSeed, message = "${clientSeed}:${nonce}:${cursor}")` (32 bytes each).
 *   Bytes are consumed in order and never reused.
 * - An integer in [0, n) is drawn by `uniformInt`: read 4 bytes as a big-endian uint32 `x`; if
 *   `x >= floor(2^32 / n) * n` discard it and read the next 4 bytes; otherwise return `x mod n`.
 *   Every residue class then has exactly `floor(2^32 / n)` accepted preimages, so the result is exactly
 *   uniform (no modulo bias). The rejection probability is below n / 2^32 per draw.
 * - Reel stops are drawn with `uniformInt` one reel after another, left to right, from one stream.
 */
import { createHash, createHmac } from 'node:crypto';

const TWO_32 = 0x1_0000_0000;

/** SHA-256 of the server seed (UTF-8), lowercase hex: the commitment shown before play. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/**
 * A server seed from caller-supplied random bytes (lowercase hex). The engine holds no randomness of
 * its own: the caller passes e.g. `randomBytes(32)`.
 */
export function serverSeedFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new RangeError('a server seed needs at least 16 random bytes');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

/** A source of bytes, consumed in order. */
export interface ByteStream {
  /** The next byte, 0–255. */
  nextByte(): number;
}

function assertRoundInputs(serverSeed: string, clientSeed: string, nonce: number): void {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0) {
    throw new TypeError('serverSeed must be a non-empty string');
  }
  if (typeof clientSeed !== 'string') throw new TypeError('clientSeed must be a string');
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError('nonce must be a non-negative safe integer');
  }
}

/** One HMAC-SHA256 block of the round's byte stream. */
export function fairBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`, 'utf8').digest();
}

/**
 * The round's byte stream: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) for
 * cursor 0, 1, 2, … concatenated. Blocks are computed lazily.
 */
export function fairByteStream(serverSeed: string, clientSeed: string, nonce: number): ByteStream {
  assertRoundInputs(serverSeed, clientSeed, nonce);
  let cursor = 0;
  let block = fairBlock(serverSeed, clientSeed, nonce, cursor);
  let offset = 0;
  return {
    nextByte(): number {
      if (offset === block.length) {
        cursor += 1;
        block = fairBlock(serverSeed, clientSeed, nonce, cursor);
        offset = 0;
      }
      const byte = block[offset]!;
      offset += 1;
      return byte;
    },
  };
}

/** A stream over fixed bytes (tests, or re-checking a published transcript); throws when exhausted. */
export function fixedByteStream(bytes: ArrayLike<number>): ByteStream {
  let offset = 0;
  return {
    nextByte(): number {
      if (offset >= bytes.length) throw new RangeError('byte stream exhausted');
      const byte = bytes[offset]!;
      offset += 1;
      return byte & 0xff;
    },
  };
}

/** The next 4 bytes of the stream as a big-endian unsigned 32-bit integer. */
export function nextUint32(stream: ByteStream): number {
  // Multiplication rather than `<<` keeps the value unsigned.
  return (
    stream.nextByte() * 0x100_0000 +
    stream.nextByte() * 0x1_0000 +
    stream.nextByte() * 0x100 +
    stream.nextByte()
  );
}

/**
 * An exactly uniform integer in [0, n) (1 ≤ n ≤ 2^32) by rejection sampling: uint32 values at or above
 * `floor(2^32 / n) * n` (the biased tail) are discarded and the next 4 bytes are read.
 */
export function uniformInt(stream: ByteStream, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('n must be an integer in [1, 2^32]');
  const limit = Math.floor(TWO_32 / n) * n;
  for (;;) {
    const x = nextUint32(stream);
    if (x < limit) return x % n;
  }
}

/** One stop per reel, each uniform in [0, reelLengths[i]), drawn left to right from the round's stream. */
export function drawStops(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  reelLengths: readonly number[],
): number[] {
  const stream = fairByteStream(serverSeed, clientSeed, nonce);
  return reelLengths.map((length) => uniformInt(stream, length));
}

/*
 * Provably-fair randomness recomputed in the browser with WebCrypto: the same scheme as the server's
 * engine (packages/games/src/fair.ts; fairStream.test.ts pins the two together).
 *
 * - The server commits to a secret seed by publishing the SHA-256 (hex) of its UTF-8 bytes.
 * - A round's bytes are HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 *   for cursor 0, 1, 2 … concatenated (32 bytes a block), read in order and never reused.
 * - uniformInt(n) reads 4 bytes as a big-endian uint32 x; x ≥ floor(2^32 / n) · n is discarded and the
 *   next 4 bytes are read; otherwise the result is x mod n (exactly uniform, no modulo bias).
 *
 * Used by the lottery's draw verifier and the prize wheel / red envelopes' fairness panel.
 */

const TWO_32 = 0x1_0000_0000;
const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the text (UTF-8), lowercase hex: a server seed's commitment. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** A source of bytes, consumed in order. */
export interface ByteSource {
  nextByte(): Promise<number>;
}

/** A round's HMAC byte stream, one 32-byte block at a time. */
class FairByteStream implements ByteSource {
  private block = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;

  constructor(
    private readonly key: CryptoKey,
    private readonly prefix: string,
  ) {}

  async nextByte(): Promise<number> {
    if (this.offset === this.block.length) {
      const signed = await crypto.subtle.sign(
        'HMAC',
        this.key,
        encoder.encode(`${this.prefix}${this.cursor}`),
      );
      this.block = new Uint8Array(signed);
      this.cursor += 1;
      this.offset = 0;
    }
    const byte = this.block[this.offset]!;
    this.offset += 1;
    return byte;
  }
}

/** The byte stream of the round (serverSeed, clientSeed, nonce). */
export async function openFairStream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<ByteSource> {
  if (serverSeed.length === 0) throw new TypeError('serverSeed must be a non-empty string');
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError('nonce must be a non-negative safe integer');
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new FairByteStream(key, `${clientSeed}:${nonce}:`);
}

/** A stream over fixed bytes (tests, or re-checking a published transcript); fails when exhausted. */
export function fixedByteStream(bytes: ArrayLike<number>): ByteSource {
  let offset = 0;
  return {
    nextByte() {
      if (offset >= bytes.length) return Promise.reject(new RangeError('byte stream exhausted'));
      const byte = bytes[offset]! & 0xff;
      offset += 1;
      return Promise.resolve(byte);
    },
  };
}

/** The next 4 bytes as a big-endian unsigned 32-bit integer. */
export async function nextUint32(source: ByteSource): Promise<number> {
  let value = 0;
  // Multiplication rather than `<<` keeps the value unsigned.
  for (let i = 0; i < 4; i += 1) value = value * 0x100 + (await source.nextByte());
  return value;
}

/** An exactly uniform integer in [0, n) (1 ≤ n ≤ 2^32): the biased tail is discarded and read again. */
export async function uniformInt(source: ByteSource, n: number): Promise<number> {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('n must be an integer in [1, 2^32]');
  const limit = Math.floor(TWO_32 / n) * n;
  for (;;) {
    const x = await nextUint32(source);
    if (x < limit) return x % n;
  }
}

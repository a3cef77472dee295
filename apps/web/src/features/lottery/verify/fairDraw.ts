/*
 * The in-house draw, recomputed in the browser with WebCrypto, to check a period's result from its
 * revealed seed (packages/games/src/lottery/draw.ts is the engine; the test checks they agree):
 *
 * - bytes = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`) for cursor
 *   0, 1, 2 … concatenated, with clientSeed = `${gameCode}:${periodNumber}` and nonce 0;
 * - uniformInt(n) reads 4 bytes big-endian as x and discards x ≥ floor(2^32 / n) · n;
 * - numbers are drawn in the family's order (VN north in rank order, central / south from the last
 *   prize up; SEA4D distinct; THAI6 pairs distinct; PK10 / X115 by Fisher–Yates).
 */

/** What the derivation needs of a game. */
export interface DrawGame {
  code: string;
  family: 'VN' | 'SEA4D' | 'THAI6' | 'SSC' | 'K3' | 'PK10' | 'X115';
  region: 'north' | 'central' | 'south' | null;
}

export interface DrawnResult {
  numbers: string[];
  prizes: Record<string, string[]>;
}

interface PrizeRow {
  name: string;
  count: number;
  digits: number;
}

const row = (name: string, count: number, digits: number): PrizeRow => ({ name, count, digits });

const VN_NORTH = [
  row('DB', 1, 5),
  row('G1', 1, 5),
  row('G2', 2, 5),
  row('G3', 6, 5),
  row('G4', 4, 4),
  row('G5', 6, 4),
  row('G6', 3, 3),
  row('G7', 4, 2),
];
const VN_SOUTH = [
  row('DB', 1, 6),
  row('G1', 1, 5),
  row('G2', 1, 5),
  row('G3', 2, 5),
  row('G4', 7, 5),
  row('G5', 1, 4),
  row('G6', 3, 4),
  row('G7', 1, 3),
  row('G8', 1, 2),
];
const SEA4D = [
  row('first', 1, 4),
  row('second', 1, 4),
  row('third', 1, 4),
  row('special', 10, 4),
  row('consolation', 10, 4),
];
const THAI6 = [row('first', 1, 6), row('front3', 2, 3), row('back3', 2, 3), row('back2', 1, 2)];

const TWO_32 = 0x1_0000_0000;
const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the text (UTF-8), lowercase hex: the seed's commitment. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The round's byte stream, one HMAC block (32 bytes) at a time. */
class ByteStream {
  private block = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;

  private constructor(
    private readonly key: CryptoKey,
    private readonly prefix: string,
  ) {}

  static async open(serverSeed: string, clientSeed: string, nonce: number): Promise<ByteStream> {
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(serverSeed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new ByteStream(key, `${clientSeed}:${nonce}:`);
  }

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

  async uint32(): Promise<number> {
    let value = 0;
    for (let i = 0; i < 4; i += 1) value = value * 0x100 + (await this.nextByte());
    return value;
  }

  /** Exactly uniform in [0, n): rejection of the biased tail. */
  async uniformInt(n: number): Promise<number> {
    const limit = Math.floor(TWO_32 / n) * n;
    for (;;) {
      const x = await this.uint32();
      if (x < limit) return x % n;
    }
  }
}

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

async function drawRow(stream: ByteStream, prize: PrizeRow, distinct: Set<string> | null): Promise<string[]> {
  const numbers: string[] = [];
  while (numbers.length < prize.count) {
    const value = padded(await stream.uniformInt(10 ** prize.digits), prize.digits);
    if (distinct) {
      if (distinct.has(value)) continue;
      distinct.add(value);
    }
    numbers.push(value);
  }
  return numbers;
}

/** Balls 1 … size, the first `take` of a Fisher–Yates shuffle, two digits each. */
async function shuffleDraw(stream: ByteStream, size: number, take: number): Promise<string[]> {
  const balls = Array.from({ length: size }, (_, i) => i + 1);
  for (let i = 0; i < take && i < size - 1; i += 1) {
    const j = i + (await stream.uniformInt(size - i));
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, take).map((ball) => padded(ball, 2));
}

async function drawSheet(
  stream: ByteStream,
  sheet: readonly PrizeRow[],
  order: readonly PrizeRow[],
  distinct: (prize: PrizeRow) => Set<string> | null,
): Promise<DrawnResult> {
  const prizes: Record<string, string[]> = {};
  for (const prize of order) prizes[prize.name] = await drawRow(stream, prize, distinct(prize));
  return { numbers: sheet.flatMap((prize) => prizes[prize.name] ?? []), prizes };
}

/** The result of a period of `game` drawn from `serverSeed` (the engine's drawResult, in the browser). */
export async function deriveResult(
  game: DrawGame,
  serverSeed: string,
  periodNumber: string,
): Promise<DrawnResult> {
  const stream = await ByteStream.open(serverSeed, `${game.code}:${periodNumber}`, 0);
  switch (game.family) {
    case 'VN': {
      const south = game.region === 'central' || game.region === 'south';
      const sheet = south ? VN_SOUTH : VN_NORTH;
      const order = game.region === 'north' || game.region === null ? sheet : [...sheet].reverse();
      return drawSheet(stream, sheet, order, () => null);
    }
    case 'SEA4D': {
      const seen = new Set<string>();
      return drawSheet(stream, SEA4D, SEA4D, () => seen);
    }
    case 'THAI6':
      return drawSheet(stream, THAI6, THAI6, (prize) => (prize.count > 1 ? new Set() : null));
    case 'SSC':
    case 'K3': {
      const [count, min, size] = game.family === 'SSC' ? [5, 0, 10] : [3, 1, 6];
      const numbers: string[] = [];
      for (let i = 0; i < count; i += 1) numbers.push(String(min + (await stream.uniformInt(size))));
      return { numbers, prizes: {} };
    }
    case 'PK10':
      return { numbers: await shuffleDraw(stream, 10, 10), prizes: {} };
    case 'X115':
      return { numbers: await shuffleDraw(stream, 11, 5), prizes: {} };
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** Whether a published result is the derived one (numbers, and every prize row sent). */
export function sameResult(
  derived: DrawnResult,
  published: {
    numbers: readonly string[] | null;
    prizes: Readonly<Record<string, readonly string[]>> | null;
  },
): boolean {
  if (!published.numbers || !sameList(derived.numbers, published.numbers)) return false;
  const prizes = published.prizes ?? {};
  return Object.entries(prizes).every(([name, values]) => sameList(derived.prizes[name] ?? [], values));
}

/**
 * Drawing results in-house (provably fair) and building / validating results entered from outside.
 */
import { fairByteStream, hashServerSeed, uniformInt } from '../fair.js';
import type { ByteStream } from '../fair.js';
import { sheetOf } from './sheets.js';
import type { PrizeRow } from './sheets.js';
import type { LotteryFamily, LotteryGameDefinition, LotteryResult } from './types.js';

/** A result that does not fit its game (wrong prize names, counts, digit lengths or values). */
export class LotteryResultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LotteryResultError';
  }
}

/** The commitment published before a period: SHA-256 (hex) of the server seed (`hashServerSeed`). */
export const serverSeedCommitment = hashServerSeed;

/** How many numbers each fast family draws, and their range. */
const FAST_SHAPE: Record<
  'SSC' | 'K3' | 'PK10' | 'X115',
  { count: number; min: number; max: number; pad: number }
> = {
  SSC: { count: 5, min: 0, max: 9, pad: 1 },
  K3: { count: 3, min: 1, max: 6, pad: 1 },
  PK10: { count: 10, min: 1, max: 10, pad: 2 },
  X115: { count: 5, min: 1, max: 11, pad: 2 },
};

function padded(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

function drawRow(stream: ByteStream, row: PrizeRow, distinct: Set<string> | null): string[] {
  const numbers: string[] = [];
  while (numbers.length < row.count) {
    const value = padded(uniformInt(stream, 10 ** row.digits), row.digits);
    if (distinct) {
      if (distinct.has(value)) continue;
      distinct.add(value);
    }
    numbers.push(value);
  }
  return numbers;
}

function shuffleDraw(stream: ByteStream, size: number, take: number): number[] {
  const balls = Array.from({ length: size }, (_, i) => i + 1);
  for (let i = 0; i < take && i < size - 1; i += 1) {
    const j = i + uniformInt(stream, size - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, take);
}

function flatten(game: LotteryGameDefinition, prizes: Record<string, string[]>): string[] {
  const numbers: string[] = [];
  for (const row of sheetOf(game) ?? []) for (const value of prizes[row.name] ?? []) numbers.push(value);
  return numbers;
}

/**
 * The house draw of one period, recomputable by anyone holding the revealed server seed:
 *
 * 1. bytes = `fairByteStream(serverSeed, clientSeed = "${game.code}:${periodNumber}", nonce = 0)`,
 *    i.e. HMAC-SHA256(serverSeed, "${game.code}:${periodNumber}:0:${cursor}") for cursor 0, 1, 2 …;
 * 2. every number is `uniformInt(bytes, n)` (4 bytes big-endian, rejection above the largest multiple
 *    of n: exactly uniform), drawn in this order:
 *    - VN north: DB, G1, G2 ×2, G3 ×6, G4 ×4, G5 ×6, G6 ×3, G7 ×4; central / south: G8, G7, G6 ×3,
 *      G5, G4 ×7, G3 ×2, G2, G1, DB (the order of a live draw). Each number is `uniformInt(10^digits)`
 *      zero-padded, so every digit is independently uniform 0–9 and repeats across prizes happen as
 *      in real draws;
 *    - SEA4D: first, second, third, special ×10, consolation ×10, each `uniformInt(10000)`; a value
 *      already drawn in the period is discarded and drawn again (23 distinct numbers);
 *    - THAI6: first `uniformInt(10^6)`, front3 ×2 and back3 ×2 `uniformInt(1000)` (the second of a pair
 *      is redrawn while it equals the first), back2 `uniformInt(100)`;
 *    - SSC: five digits `uniformInt(10)`; K3: three dice `1 + uniformInt(6)`;
 *    - PK10: balls [1 … 10], for i = 0 … 8 swap ball i with ball `i + uniformInt(10 − i)` (a uniform
 *      permutation, Fisher–Yates); X115: the same over [1 … 11] for i = 0 … 4, keeping the first five
 *      (five distinct balls in draw order).
 *
 * Numbers are strings: VN / SEA prizes zero-padded to their digits, SSC and K3 one digit, PK10 and
 * X115 two digits ("07"). VN `numbers` lists the rows in rank order DB, G1, G2 …
 */
export function drawResult(
  game: LotteryGameDefinition,
  serverSeed: string,
  periodNumber: string,
): LotteryResult {
  const stream = fairByteStream(serverSeed, `${game.code}:${periodNumber}`, 0);
  const family = game.family;
  switch (family) {
    case 'VN': {
      const sheet = sheetOf(game)!;
      const drawOrder = game.region === 'north' || game.region === undefined ? sheet : [...sheet].reverse();
      const prizes: Record<string, string[]> = {};
      for (const row of sheet) prizes[row.name] = []; // keys in rank order whatever the draw order
      for (const row of drawOrder) prizes[row.name] = drawRow(stream, row, null);
      return { family, numbers: flatten(game, prizes), prizes };
    }
    case 'SEA4D': {
      const distinct = new Set<string>();
      const prizes: Record<string, string[]> = {};
      for (const row of sheetOf(game)!) prizes[row.name] = drawRow(stream, row, distinct);
      return { family, numbers: flatten(game, prizes), prizes };
    }
    case 'THAI6': {
      const prizes: Record<string, string[]> = {};
      for (const row of sheetOf(game)!)
        prizes[row.name] = drawRow(stream, row, row.count > 1 ? new Set() : null);
      return { family, numbers: flatten(game, prizes), prizes };
    }
    case 'SSC':
    case 'K3': {
      const { count, min, max } = FAST_SHAPE[family];
      const numbers = Array.from({ length: count }, () => String(min + uniformInt(stream, max - min + 1)));
      return { family, numbers, prizes: {} };
    }
    case 'PK10':
    case 'X115': {
      const { count, max } = FAST_SHAPE[family];
      return { family, numbers: shuffleDraw(stream, max, count).map((b) => padded(b, 2)), prizes: {} };
    }
  }
}

function fail(game: LotteryGameDefinition, message: string): never {
  throw new LotteryResultError(`${game.code}: ${message}`);
}

/**
 * A result from an externally entered sheet (VN, SEA4D, THAI6), validated: exactly the family's prize
 * names, each with its count of digit strings of the right length; SEA4D numbers all distinct, THAI6
 * front3 / back3 pairs distinct. Throws `LotteryResultError` naming the first problem.
 */
export function resultFromPrizes(
  game: LotteryGameDefinition,
  prizes: Record<string, string[]>,
): LotteryResult {
  const sheet = sheetOf(game);
  if (!sheet) fail(game, `the ${game.family} family has no prize rows; use resultFromNumbers`);
  if (typeof prizes !== 'object' || prizes === null) fail(game, 'prizes must be an object');
  const expected = new Set(sheet.map((row) => row.name));
  for (const name of Object.keys(prizes)) {
    if (!expected.has(name)) fail(game, `unknown prize ${name} (expected ${[...expected].join(', ')})`);
  }
  const copy: Record<string, string[]> = {};
  for (const row of sheet) {
    const numbers = prizes[row.name];
    if (!Array.isArray(numbers)) fail(game, `prize ${row.name} is missing`);
    if (numbers.length !== row.count) {
      fail(game, `prize ${row.name} needs ${row.count} number(s), got ${numbers.length}`);
    }
    const pattern = new RegExp(`^\\d{${row.digits}}$`);
    for (const value of numbers) {
      if (typeof value !== 'string' || !pattern.test(value)) {
        fail(game, `prize ${row.name}: "${String(value)}" is not a ${row.digits}-digit number`);
      }
    }
    copy[row.name] = [...numbers];
  }
  const flat = flatten(game, copy);
  if (game.family === 'SEA4D' && new Set(flat).size !== flat.length)
    fail(game, 'the 23 numbers must be distinct');
  if (game.family === 'THAI6') {
    for (const name of ['front3', 'back3']) {
      const [a, b] = copy[name]!;
      if (a === b) fail(game, `the two ${name} numbers must differ`);
    }
  }
  return { family: game.family, numbers: flat, prizes: copy };
}

/**
 * A result of a fast family (SSC, K3, PK10, X115) from its numbers, validated: SSC five digits "0"–"9",
 * K3 three dice "1"–"6", PK10 a permutation of "01"–"10", X115 five distinct of "01"–"11".
 */
export function resultFromNumbers(game: LotteryGameDefinition, numbers: readonly string[]): LotteryResult {
  const family: LotteryFamily = game.family;
  if (family === 'VN' || family === 'SEA4D' || family === 'THAI6') {
    fail(game, `the ${family} family has prize rows; use resultFromPrizes`);
  }
  const { count, min, max, pad } = FAST_SHAPE[family];
  if (!Array.isArray(numbers) || numbers.length !== count) fail(game, `needs ${count} numbers`);
  const seen = new Set<string>();
  for (const value of numbers) {
    const ok = typeof value === 'string' && value.length === pad && /^\d+$/.test(value);
    if (!ok || Number(value) < min || Number(value) > max) {
      fail(game, `"${String(value)}" is not a number ${padded(min, pad)}–${padded(max, pad)}`);
    }
    if ((family === 'PK10' || family === 'X115') && seen.has(value)) fail(game, `${value} is drawn twice`);
    seen.add(value);
  }
  return { family, numbers: [...numbers], prizes: {} };
}

/** Throws `LotteryResultError` unless `result` is a well-formed result of `game`. */
export function assertResultOf(game: LotteryGameDefinition, result: LotteryResult): void {
  if (!result || result.family !== game.family) {
    fail(game, `result of family ${String(result?.family)} does not belong to ${game.family}`);
  }
  if (sheetOf(game)) {
    const rebuilt = resultFromPrizes(game, result.prizes);
    if (rebuilt.numbers.join() !== result.numbers.join()) fail(game, 'numbers do not match the prizes');
  } else {
    resultFromNumbers(game, result.numbers);
  }
}

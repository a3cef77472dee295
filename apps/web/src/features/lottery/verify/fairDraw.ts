import { openFairStream, uniformInt, type ByteSource } from '../../../shared/fairness/fairStream';

/*
 * The in-house draw, recomputed in the browser with WebCrypto, to check a period's result from its
 * revealed seed (packages/games/src/lottery/draw.ts is the engine; the test checks they agree):
 *
 * - the round's byte stream and uniformInt are shared/fairness/fairStream.ts, with
 *   clientSeed = `${gameCode}:${periodNumber}` and nonce 0;
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

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

async function drawRow(stream: ByteSource, prize: PrizeRow, distinct: Set<string> | null): Promise<string[]> {
  const numbers: string[] = [];
  while (numbers.length < prize.count) {
    const value = padded(await uniformInt(stream, 10 ** prize.digits), prize.digits);
    if (distinct) {
      if (distinct.has(value)) continue;
      distinct.add(value);
    }
    numbers.push(value);
  }
  return numbers;
}

/** Balls 1 … size, the first `take` of a Fisher–Yates shuffle, two digits each. */
async function shuffleDraw(stream: ByteSource, size: number, take: number): Promise<string[]> {
  const balls = Array.from({ length: size }, (_, i) => i + 1);
  for (let i = 0; i < take && i < size - 1; i += 1) {
    const j = i + (await uniformInt(stream, size - i));
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, take).map((ball) => padded(ball, 2));
}

async function drawSheet(
  stream: ByteSource,
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
  const stream = await openFairStream(serverSeed, `${game.code}:${periodNumber}`, 0);
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
      for (let i = 0; i < count; i += 1) numbers.push(String(min + (await uniformInt(stream, size))));
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

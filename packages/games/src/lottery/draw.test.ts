import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LotteryResultError,
  drawResult,
  resultFromNumbers,
  resultFromPrizes,
  serverSeedCommitment,
} from './draw.js';
import { LOTTERY_GAMES, lotteryGameByCode } from './games.js';
import type { LotteryGameDefinition } from './types.js';

const game = (code: string): LotteryGameDefinition => lotteryGameByCode(code)!;
const SEED = 'a3f1c0ffee5eed0000000000000000000000000000000000000000000000beef';

/** The derivation as the verifier page states it, re-implemented from scratch with node:crypto. */
function verifierDraw(g: LotteryGameDefinition, seed: string, period: string): string[] {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const byte = (): number => {
    if (offset === block.length) {
      block = createHmac('sha256', seed).update(`${g.code}:${period}:0:${cursor}`).digest();
      cursor += 1;
      offset = 0;
    }
    return block[offset++]!;
  };
  const int = (n: number): number => {
    for (;;) {
      const x = ((byte() << 24) >>> 0) + (byte() << 16) + (byte() << 8) + byte();
      if (x < Math.floor(2 ** 32 / n) * n) return x % n;
    }
  };
  const pad = (v: number, d: number) => String(v).padStart(d, '0');
  switch (g.family) {
    case 'SSC':
      return Array.from({ length: 5 }, () => String(int(10)));
    case 'K3':
      return Array.from({ length: 3 }, () => String(1 + int(6)));
    case 'PK10':
    case 'X115': {
      const size = g.family === 'PK10' ? 10 : 11;
      const balls = Array.from({ length: size }, (_, i) => i + 1);
      const take = g.family === 'PK10' ? 9 : 5;
      for (let i = 0; i < take; i += 1) {
        const j = i + int(size - i);
        [balls[i], balls[j]] = [balls[j]!, balls[i]!];
      }
      return balls.slice(0, g.family === 'PK10' ? 10 : 5).map((b) => pad(b, 2));
    }
    case 'VN': {
      const north: [string, number, number][] = [
        ['DB', 1, 5],
        ['G1', 1, 5],
        ['G2', 2, 5],
        ['G3', 6, 5],
        ['G4', 4, 4],
        ['G5', 6, 4],
        ['G6', 3, 3],
        ['G7', 4, 2],
      ];
      const south: [string, number, number][] = [
        ['G8', 1, 2],
        ['G7', 1, 3],
        ['G6', 3, 4],
        ['G5', 1, 4],
        ['G4', 7, 5],
        ['G3', 2, 5],
        ['G2', 1, 5],
        ['G1', 1, 5],
        ['DB', 1, 6],
      ];
      const rows = g.region === 'north' ? north : south;
      const drawn = new Map(
        rows.map(([name, count, digits]) => [
          name,
          Array.from({ length: count }, () => pad(int(10 ** digits), digits)),
        ]),
      );
      return ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'].flatMap((name) => drawn.get(name) ?? []);
    }
    case 'SEA4D': {
      const seen = new Set<string>();
      while (seen.size < 23) seen.add(pad(int(10_000), 4));
      return [...seen];
    }
    case 'THAI6': {
      const first = pad(int(1_000_000), 6);
      const pair = (): string[] => {
        const a = pad(int(1000), 3);
        let b = pad(int(1000), 3);
        while (b === a) b = pad(int(1000), 3);
        return [a, b];
      };
      const front = pair();
      const back = pair();
      return [first, ...front, ...back, pad(int(100), 2)];
    }
  }
}

describe('drawResult', () => {
  it('is recomputable by a verifier from the published derivation, for every family', () => {
    for (const code of [
      'VN_NORTH',
      'VN_HCM',
      'VN_FAST1',
      'SEA4D',
      'THAI6',
      'SSC1',
      'K3_1',
      'PK10_1',
      'X115_1',
    ]) {
      for (const period of ['20260101', '20261127-0001', '20261127-1440']) {
        expect(drawResult(game(code), SEED, period).numbers, `${code} ${period}`).toEqual(
          verifierDraw(game(code), SEED, period),
        );
      }
    }
  });

  it('replays: the same seed and period give the same result; other periods, games and seeds differ', () => {
    for (const g of LOTTERY_GAMES) {
      const a = drawResult(g, SEED, '20261127-0001');
      expect(drawResult(g, SEED, '20261127-0001')).toEqual(a);
      expect(drawResult(g, SEED, '20261127-0002').numbers).not.toEqual(a.numbers);
      expect(drawResult(g, `${SEED}x`, '20261127-0001').numbers).not.toEqual(a.numbers);
    }
    expect(drawResult(game('SSC1'), SEED, '1').numbers).not.toEqual(
      drawResult(game('SSC3'), SEED, '1').numbers,
    );
  });

  it('draws the right shapes: a valid sheet or number list for its game', () => {
    for (const g of LOTTERY_GAMES) {
      const r = drawResult(g, SEED, '20261127-0007');
      if (Object.keys(r.prizes).length > 0) expect(resultFromPrizes(g, r.prizes)).toEqual(r);
      else expect(resultFromNumbers(g, r.numbers)).toEqual(r);
    }
    const north = drawResult(game('VN_NORTH'), SEED, '20261127');
    expect(north.numbers).toHaveLength(27);
    expect(Object.keys(north.prizes)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    const south = drawResult(game('VN_HCM'), SEED, '20261130');
    expect(south.numbers).toHaveLength(18);
    expect(south.numbers[0]).toBe(south.prizes.DB![0]);
    expect(Object.keys(south.prizes)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
  });

  it('commits to the server seed with SHA-256', () => {
    expect(serverSeedCommitment(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
  });
});

describe('resultFromPrizes / resultFromNumbers validate entered results', () => {
  const NORTH = game('VN_NORTH');
  const sheet = (): Record<string, string[]> => ({
    DB: ['00159'],
    G1: ['91760'],
    G2: ['74428', '74019'],
    G3: ['40491', '46915', '68086', '58335', '18113', '90856'],
    G4: ['9226', '6463', '4240', '6222'],
    G5: ['6722', '9480', '1297', '9896', '5718', '9018'],
    G6: ['889', '416', '313'],
    G7: ['52', '17', '42', '38'],
  });

  it('accepts a complete sheet and lists the special prize first', () => {
    const r = resultFromPrizes(NORTH, sheet());
    expect(r.numbers[0]).toBe('00159');
    expect(r.numbers).toHaveLength(27);
  });

  it.each([
    ['a missing prize', (s: Record<string, string[]>) => delete s.G7, /prize G7 is missing/],
    ['an unknown prize', (s: Record<string, string[]>) => (s.G8 = ['12']), /unknown prize G8/],
    ['a wrong count', (s: Record<string, string[]>) => s.G3!.pop(), /G3 needs 6/],
    ['a wrong length', (s: Record<string, string[]>) => (s.G6![0] = '8891'), /not a 3-digit/],
    ['a non-digit', (s: Record<string, string[]>) => (s.DB![0] = '0015a'), /not a 5-digit/],
  ])('refuses %s', (_label, mutate, message) => {
    const s = sheet();
    mutate(s);
    expect(() => resultFromPrizes(NORTH, s)).toThrow(LotteryResultError);
    expect(() => resultFromPrizes(NORTH, s)).toThrow(message);
  });

  it('refuses duplicate SEA4D numbers, equal THAI6 pairs and malformed fast results', () => {
    const sea = drawResult(game('SEA4D'), SEED, '1').prizes;
    sea.second = [...sea.first!];
    expect(() => resultFromPrizes(game('SEA4D'), sea)).toThrow(/distinct/);
    const thai = { first: ['123456'], front3: ['111', '111'], back3: ['333', '444'], back2: ['55'] };
    expect(() => resultFromPrizes(game('THAI6'), thai)).toThrow(/front3/);
    expect(() => resultFromNumbers(game('SSC1'), ['1', '2', '3', '4'])).toThrow(LotteryResultError);
    expect(() => resultFromNumbers(game('K3_1'), ['0', '2', '3'])).toThrow(LotteryResultError);
    expect(() =>
      resultFromNumbers(game('PK10_1'), ['01', '01', '03', '04', '05', '06', '07', '08', '09', '10']),
    ).toThrow(/twice/);
    expect(() => resultFromNumbers(game('X115_1'), ['1', '02', '03', '04', '05'])).toThrow(
      LotteryResultError,
    );
    expect(() => resultFromNumbers(game('X115_1'), ['12', '02', '03', '04', '05'])).toThrow(
      LotteryResultError,
    );
    expect(() => resultFromPrizes(game('SSC1'), {})).toThrow(/no prize rows/);
    expect(() => resultFromNumbers(NORTH, [])).toThrow(/has prize rows/);
  });
});

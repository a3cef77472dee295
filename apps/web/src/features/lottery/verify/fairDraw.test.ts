// @vitest-environment node
import { createHash } from 'node:crypto';
import { drawResult, hashServerSeed, LOTTERY_GAMES, type LotteryGameDefinition } from '@wps/games';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../shared/fairness/fairStream';
import { deriveResult, sameResult, type DrawGame } from './fairDraw';

/** One game of every family (VN in each region, and its fast draws). */
const CODES = ['VN_NORTH', 'VN_FAST1', 'SEA4D', 'THAI6', 'SSC1', 'K3_1', 'PK10_1', 'X115_1', 'ZY_SSC1'];
const byRegion = (region: string) =>
  LOTTERY_GAMES.find((game) => game.family === 'VN' && game.region === region)!;
const GAMES: LotteryGameDefinition[] = [
  ...CODES.map((code) => LOTTERY_GAMES.find((game) => game.code === code)!),
  byRegion('south'),
  byRegion('central'),
];

function asDrawGame(game: LotteryGameDefinition): DrawGame {
  return { code: game.code, family: game.family, region: game.region ?? null };
}

const seedOf = (code: string, index: number) =>
  createHash('sha256').update(`seed:${code}:${index}`).digest('hex');

describe('the browser verifier', () => {
  it('hashes seeds as the engine commits to them', async () => {
    for (const seed of ['abc', seedOf('X', 1), 'ünïcødé seed'])
      expect(await sha256Hex(seed)).toBe(hashServerSeed(seed));
  });

  it.each(GAMES.map((game) => [game.code, game] as const))(
    'derives the engine draw of %s over 50 periods',
    async (_code, game) => {
      expect(game).toBeTruthy();
      for (let index = 0; index < 50; index += 1) {
        const seed = seedOf(game.code, index);
        const period =
          game.schedule.kind === 'daily'
            ? String(20260101 + index)
            : `20260401-${String(index + 1).padStart(4, '0')}`;
        const engine = drawResult(game, seed, period);
        const browser = await deriveResult(asDrawGame(game), seed, period);
        expect(browser.numbers).toEqual(engine.numbers);
        expect(browser.prizes).toEqual(engine.prizes);
        expect(sameResult(browser, { numbers: engine.numbers, prizes: engine.prizes })).toBe(true);
      }
    },
  );

  it('tells a result that was not drawn from the seed', async () => {
    const game = GAMES.find((item) => item.code === 'SSC1')!;
    const engine = drawResult(game, 'seed-a', '20260401-0001');
    const other = await deriveResult(asDrawGame(game), 'seed-b', '20260401-0001');
    expect(sameResult(other, { numbers: engine.numbers, prizes: null })).toBe(
      other.numbers.join() === engine.numbers.join(),
    );
    const flipped = [...engine.numbers].reverse();
    const derived = await deriveResult(asDrawGame(game), 'seed-a', '20260401-0001');
    expect(sameResult(derived, { numbers: flipped, prizes: null })).toBe(
      flipped.join() === engine.numbers.join(),
    );
  });
});

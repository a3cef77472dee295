import { screen, within } from '@testing-library/react';
import type { LotteryPeriod } from '@wps/contracts';
import { drawResult, hashServerSeed, lotteryGameByCode } from '@wps/games';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fakeApi';
import { gameFixture, periodFixture, renderLottery } from '../testSupport';
import { LotteryVerifyPage } from './LotteryVerifyPage';

const api = installFakeApi();
const SEED = 'f'.repeat(16) + '0123456789abcdef0123456789abcdef';
const NUMBER = '20260401-0042';
const engine = drawResult(lotteryGameByCode('X115_1')!, SEED, NUMBER);

function drawnPeriod(overrides: Partial<LotteryPeriod> = {}): LotteryPeriod {
  return periodFixture({
    gameCode: 'X115_1',
    number: NUMBER,
    status: 'settled',
    seedHash: hashServerSeed(SEED),
    seed: SEED,
    numbers: engine.numbers,
    ...overrides,
  });
}

beforeEach(() => {
  api.on('lotteryGames', () => ({
    games: [gameFixture({ code: 'X115_1', family: 'X115', name: { EN: '11 Pick 5 1 Min' } })],
    now: Date.now(),
  }));
});

/** The verdict next to a fact of the period. */
async function verdictOf(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return within(term.parentElement!).findByText(/match/);
}

describe('draw verifier', () => {
  it('recomputes the engine draw from the revealed seed', async () => {
    api.on('lotteryPeriod', () => drawnPeriod());
    renderLottery(<LotteryVerifyPage />, `/lottery/verify?game=X115_1&period=${NUMBER}`);
    expect((await verdictOf('Seed hash')).textContent).toBe('matches');
    expect((await verdictOf('Recomputed result')).textContent).toBe('matches');
    expect(screen.getByText(engine.numbers.join(' '))).toBeTruthy();
    expect(api.calls('lotteryPeriod')[0]!.params).toEqual({ code: 'X115_1', number: NUMBER });
  });

  it('says when the hash or the result does not match', async () => {
    api.on('lotteryPeriod', () =>
      drawnPeriod({ seedHash: hashServerSeed('another seed'), numbers: [...engine.numbers].reverse() }),
    );
    renderLottery(<LotteryVerifyPage />, `/lottery/verify?game=X115_1&period=${NUMBER}`);
    expect((await verdictOf('Seed hash')).textContent).toBe('does not match');
    expect((await verdictOf('Recomputed result')).textContent).toBe('does not match');
  });

  it('waits for the draw before the seed is revealed', async () => {
    api.on('lotteryPeriod', () => periodFixture({ gameCode: 'X115_1', number: NUMBER }));
    renderLottery(<LotteryVerifyPage />, `/lottery/verify?game=X115_1&period=${NUMBER}`);
    expect(await screen.findByText('Revealed after the draw')).toBeTruthy();
    expect(screen.queryByText(/match/)).toBeNull();
  });
});

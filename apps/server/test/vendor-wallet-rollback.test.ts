import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.js';
import { newId, walletKit } from './vendor-wallet-support.js';
import { startPostgresServer } from './withdrawals-support.js';

/**
 * A vendor's rollback after the round's win was credited (security finding 8): the stake is not
 * refunded on top of the win. A credit and a rollback of one bet are decided once, by the first.
 * On PostgreSQL, where they really race.
 */

let server: TestServer;
let kit: ReturnType<typeof walletKit>;
beforeAll(async () => {
  server = await startPostgresServer();
  kit = walletKit(server);
});
afterAll(() => server?.close());

describe('rollback after a paid round', () => {
  it('refuses a rollback of a bet whose win was credited, moving no money, and replays the refusal', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const bet = newId('bet');
    await kit.debit(p, { tx: bet, round, amount: '10.00' });
    expect((await kit.credit(p, { tx: newId('win'), bet, round, amount: '25.00' })).answer.status).toBe('OK');
    expect(await kit.balance(p.memberId)).toBe(11_500n);

    const rb = newId('rb');
    const refused = await kit.rollback(p, { tx: rb, ref: bet, round });
    expect(refused.answer).toMatchObject({ status: 'BET_ALREADY_SETTLED', balance: '115.00' });
    expect(await kit.balance(p.memberId)).toBe(11_500n);
    expect((await kit.postingsOf(bet)).map((row) => row.type)).toEqual(['bet']);
    expect((await kit.rollback(p, { tx: rb, ref: bet, round })).text).toBe(refused.text);
    await kit.expectReconciled();
  });

  it('pays no win for a bet already rolled back', async () => {
    const p = await kit.player(10_000n);
    const round = newId('r');
    const bet = newId('bet');
    await kit.debit(p, { tx: bet, round, amount: '10.00' });
    expect((await kit.rollback(p, { tx: newId('rb'), ref: bet, round })).answer.status).toBe('OK');
    const late = await kit.credit(p, { tx: newId('win'), bet, round, amount: '25.00' });
    expect(late.answer.status).toBe('BET_NOT_FOUND');
    expect(await kit.balance(p.memberId)).toBe(10_000n);
    await kit.expectReconciled();
  });

  it('never both pays the win and refunds the stake when the two race', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => kit.player(10_000n)));
    const outcomes = await Promise.all(
      players.map(async (p) => {
        const round = newId('r');
        const bet = newId('bet');
        await kit.debit(p, { tx: bet, round, amount: '10.00' });
        const [credit, rollback] = await Promise.all([
          kit.credit(p, { tx: newId('win'), bet, round, amount: '25.00' }),
          kit.rollback(p, { tx: newId('rb'), ref: bet, round }),
        ]);
        return { p, credit: credit.answer.status, rollback: rollback.answer.status };
      }),
    );
    for (const { p, credit, rollback } of outcomes) {
      const balance = await kit.balance(p.memberId);
      if (credit === 'OK') {
        expect(rollback).toBe('BET_ALREADY_SETTLED');
        expect(balance).toBe(11_500n);
      } else {
        expect(rollback).toBe('OK');
        expect(balance).toBe(10_000n);
      }
    }
    await kit.expectReconciled();
  });
});

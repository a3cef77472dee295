import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import { ledgerAccount } from '../src/modules/ledger/accounts.js';
import { adminToken, callRoute, startTestServer, type RouteQuery, type TestServer } from './harness.js';
import { newId, VENDOR, walletKit, type Player } from './vendor-wallet-support.js';

const DAY = 86_400_000;

let server: TestServer;
let kit: ReturnType<typeof walletKit>;
let member: Player;
let other: Player;
const NOW = new Date('2026-11-22T08:00:00Z');
const rounds: Record<string, string> = {};

/** Plays a round of `member` at `at`: a bet, then a final credit (the win may be 0). */
async function playRound(p: Player, at: Date, bet: string, win: string, name: string) {
  server.clock.set(at);
  const round = newId('round');
  const tx = newId('bet');
  expect((await kit.debit(p, { tx, round, amount: bet })).answer.status).toBe('OK');
  const credit = await kit.credit(p, {
    tx: newId('win'),
    bet: tx,
    round,
    amount: win,
    finished: true,
    outcome: { reels: [[1, 2, 3]], name },
  });
  expect(credit.answer.status).toBe('OK');
  rounds[name] = round;
}

beforeAll(async () => {
  server = await startTestServer();
  kit = walletKit(server);
  // Two days ago: a LIVE round (its session's category); today: three RNG rounds, one rolled back.
  server.clock.set(NOW);
  const created = await kit.player(100_000n, { category: 'LIVE' });
  server.clock.set(new Date(NOW.getTime() - 2 * DAY));
  const live = { ...created, ...(await reopen(created, 'LIVE')) };
  await playRound(live, new Date(NOW.getTime() - 2 * DAY), '20.00', '50.00', 'live');
  server.clock.set(new Date(NOW.getTime() - 3_600_000));
  member = { ...live, ...(await reopen(live, 'RNG')) };
  await playRound(member, new Date(NOW.getTime() - 3_600_000), '10.00', '0', 'loss');
  await playRound(member, new Date(NOW.getTime() - 1_800_000), '5.00', '12.50', 'win');
  server.clock.set(NOW);
  const round = newId('round');
  const bet = newId('bet');
  await kit.debit(member, { tx: bet, round, amount: '7.00' });
  await kit.rollback(member, { tx: newId('rb'), ref: bet, round });
  rounds.rolledBack = round;
  other = await kit.player(10_000n);
  await playRound(other, NOW, '1.00', '2.00', 'other');
  server.clock.set(NOW);
});
afterAll(async () => server?.close());

async function reopen(p: Player, category: 'RNG' | 'LIVE') {
  return server.services.vendorWallet.openSession({
    merchantId: p.merchantId,
    memberId: p.memberId,
    currency: 'PHP',
    vendorCode: VENDOR,
    gameCode: 'aurora-gems',
    gameNodeId: null,
    category,
  });
}

const betRecords = (token: string, query: RouteQuery<typeof routes.betRecords> = {}) =>
  callRoute(server, routes.betRecords, { token, query });
const pnlOf = (token: string, query: RouteQuery<typeof routes.memberPnl> = {}) =>
  callRoute(server, routes.memberPnl, { token, query });
const recallOf = (token: string, query: RouteQuery<typeof routes.gameRecall>) =>
  callRoute(server, routes.gameRecall, { token, query });

describe('betting records', () => {
  it('lists the member rounds with totals over the whole filter', async () => {
    const all = await betRecords(member.token);
    expect(all.body.success, all.text).toBe(true);
    expect(all.body.value.total).toBe(4);
    expect(all.body.value.footer).toEqual({
      betAmount: '42.00',
      validBet: '35.00',
      winAmount: '62.50',
      profit: '27.50',
      count: 4,
    });
    const rolledBack = all.body.value.list.find((record) => record.roundId === rounds.rolledBack);
    expect(rolledBack).toMatchObject({ status: 'rolled_back', betAmount: '7.00', validBet: '0.00' });
    const live = all.body.value.list.find((record) => record.roundId === rounds.live);
    expect(live).toMatchObject({
      status: 'settled',
      gameType: 'LIVE',
      vassalage: VENDOR,
      vendorName: expect.any(String),
      gameId: 'aurora-gems',
      betAmount: '20.00',
      winAmount: '50.00',
      profit: '30.00',
      betTime: NOW.getTime() - 2 * DAY,
    });
    // Newest first.
    expect(all.body.value.list[all.body.value.list.length - 1]!.roundId).toBe(rounds.live);

    const page = await betRecords(member.token, { pageSize: 3, pageNo: 2 });
    expect(page.body.value.list).toHaveLength(1);
    expect(page.body.value.totalPages).toBe(2);
    expect(page.body.value.footer).toEqual(all.body.value.footer);

    const liveOnly = await betRecords(member.token, { gameType: 'LIVE' });
    expect(liveOnly.body.value.list.map((record) => record.roundId)).toEqual([rounds.live]);
    const today = await betRecords(member.token, {
      startTime: NOW.getTime(),
      endTime: NOW.getTime(),
    });
    expect(today.body.value.total).toBe(3);
    const otherVendor = await betRecords(member.token, { vassalage: 'OTHER' });
    expect(otherVendor.body.value.total).toBe(0);
  });

  it('refuses ranges over 31 days or older than 3 months', async () => {
    const long = await betRecords(member.token, {
      startTime: NOW.getTime() - 40 * DAY,
      endTime: NOW.getTime(),
    });
    expect(long.body.success).toBe(false);
    expect(long.body.errorCode).toBe('validation.failed');
    const old = await betRecords(member.token, {
      startTime: NOW.getTime() - 120 * DAY,
      endTime: NOW.getTime() - 110 * DAY,
    });
    expect(old.body.success).toBe(false);
    expect(old.body.errorCode).toBe('validation.failed');
    const pnl = await pnlOf(member.token, {
      startTime: NOW.getTime() - 40 * DAY,
      endTime: NOW.getTime(),
    });
    expect(pnl.body.errorCode).toBe('validation.failed');
  });

  it('sums profit and loss by day and game type', async () => {
    const pnl = await pnlOf(member.token);
    expect(pnl.body.success, pnl.text).toBe(true);
    expect(pnl.body.value.list).toEqual([
      {
        date: '2026-11-22',
        gameType: 'RNG',
        betAmount: '22.00',
        validBet: '15.00',
        winAmount: '12.50',
        profit: '-2.50',
      },
      {
        date: '2026-11-20',
        gameType: 'LIVE',
        betAmount: '20.00',
        validBet: '20.00',
        winAmount: '50.00',
        profit: '30.00',
      },
    ]);
    expect(pnl.body.value.total).toEqual({
      betAmount: '42.00',
      validBet: '35.00',
      winAmount: '62.50',
      profit: '27.50',
    });
  });

  it('recalls one round of the member, and no one else’s', async () => {
    const recall = await recallOf(member.token, {
      vassalage: VENDOR,
      roundId: rounds.win!,
    });
    expect(recall.body.success, recall.text).toBe(true);
    expect(recall.body.value.record).toMatchObject({
      roundId: rounds.win,
      winAmount: '12.50',
      status: 'settled',
    });
    // 1000 − 20 + 50 − 10 − 5 + 12.50
    expect(recall.body.value.balanceAfter).toBe('1027.50');
    expect(recall.body.value.outcome).toEqual({ reels: [[1, 2, 3]], name: 'win' });
    // The in-house vendor publishes a verifier for every round.
    expect(recall.body.value.verifyUrl).toBe(
      `${server.slotsVendor.url}/verify?round=${encodeURIComponent(rounds.win!)}`,
    );

    const foreign = await recallOf(member.token, {
      vassalage: VENDOR,
      roundId: rounds.other!,
    });
    expect(foreign.body.errorCode).toBe('not.found');
    const missing = await recallOf(member.token, { vassalage: VENDOR, roundId: 'nope' });
    expect(missing.body.errorCode).toBe('not.found');
  });

  it('reports the vendor by day next to the ledger', async () => {
    // The ledger stamps postings with the database's clock, so this server runs at the real time.
    const live = await startTestServer();
    try {
      live.clock.set(new Date());
      const liveKit = walletKit(live);
      const p = await liveKit.player(100_000n);
      const today = live.clock.now();
      const round1 = newId('round');
      const round2 = newId('round');
      const bet1 = newId('bet');
      const bet2 = newId('bet');
      await liveKit.debit(p, { tx: bet1, round: round1, amount: '10.00' });
      await liveKit.credit(p, { tx: newId('win'), bet: bet1, round: round1, amount: '25.00' });
      await liveKit.debit(p, { tx: bet2, round: round2, amount: '4.00' });
      await liveKit.rollback(p, { tx: newId('rb'), ref: bet2, round: round2 });
      await liveKit.rollback(p, { tx: newId('rb'), ref: bet2, round: round2 });
      await liveKit.rollback(p, { tx: newId('rb'), ref: newId('never'), round: round2 });

      const token = await adminToken(live);
      const report = () =>
        callRoute(live, routes.operatorVendorReconciliation, {
          token,
          params: { merchantCode: 'aurora', code: VENDOR },
          query: { startTime: today.getTime() - DAY, endTime: today.getTime() },
        });
      const clean = await report();
      expect(clean.body.success, clean.text).toBe(true);
      expect(clean.body.value.vendor).toBe(VENDOR);
      expect(clean.body.value.days).toEqual([
        {
          date: today.toISOString().slice(0, 10),
          rounds: 2,
          bets: '14.00',
          wins: '25.00',
          rollbacks: '4.00',
          ledgerBets: '14.00',
          ledgerWins: '25.00',
          ledgerRollbacks: '4.00',
          matches: true,
        },
      ]);
      expect(clean.body.value.differences).toBe(0);

      // A bet in the ledger that no wallet call recorded shows as a difference.
      await live.services.ledger.move({
        merchantId: p.merchantId,
        currency: 'PHP',
        type: 'bet',
        idempotencyKey: `vendor:${VENDOR}:${newId('ghost')}`,
        from: ledgerAccount.main(p.memberId),
        to: ledgerAccount.vendor(VENDOR),
        amount: 100n,
      });
      const dirty = await report();
      expect(dirty.body.value.differences).toBe(1);
      expect(dirty.body.value.days[0]).toMatchObject({ bets: '14.00', ledgerBets: '15.00', matches: false });
    } finally {
      await live.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@wps/contracts';
import type { SettlementMerchant } from '../src/modules/agents/service.js';
import { periodContaining } from '../src/modules/agents/periods.js';
import { tierToJson, topRateOf, type StoredTier } from '../src/modules/agents/rules.js';
import { callRoute, type TestServer } from './harness.js';
import { agentKit, answer, tier } from './agents-support.js';
import { rowsOf } from './vendor-wallet-support.js';
import { startPostgresServer } from './withdrawals-support.js';

/*
 * Races and faults of the contract engine, always on the real PostgreSQL (a pool of 16): the
 * 5-minute job run twice at once, a run killed mid-way, offers answered and withdrawn at once, and a
 * property test of settlement over random trees, rounds and contracts.
 */

let server: TestServer;
let kit: ReturnType<typeof agentKit>;
let merchant: SettlementMerchant;

beforeAll(async () => {
  server = await startPostgresServer();
  kit = agentKit(server);
  await kit.enableContracts();
  const site = await server.services.merchants.resolveSite('aurora', null);
  merchant = {
    merchantId: site.merchantId,
    merchantCode: 'aurora',
    timeZone: site.settings.profile.timeZone,
    currency: site.settings.currency,
  };
});
afterAll(() => server?.close());
afterEach(async () => {
  await kit.expectReconciled();
});

/** Moves the clock past the end of the current 5-minute period (and the settlement lag). */
async function pastFiveMinutes() {
  const period = periodContaining('5min', server.clock.now(), merchant.timeZone);
  server.clock.set(new Date(period.end.getTime() + 61_000));
  await kit.refreshSessions();
  return period;
}

async function count(query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<{ n: string }>(server, query);
  return Number(row!.n);
}

describe('settlement runs at once and crashes', () => {
  it('runs the 5-minute job twice at once: one set of bills and postings', async () => {
    const { top, sub, topPlayer, subPlayer } = await kit.team();
    await kit.platformContract(top, 'realtime', [tier('1')]);
    await kit.downlineContract(top, sub, 'realtime', [tier('0.5')]);
    await kit.fund(topPlayer.id, 100_000n);
    await kit.fund(subPlayer.id, 100_000n);
    for (let i = 0; i < 5; i++) {
      await kit.round(topPlayer, '100', '20');
      await kit.round(subPlayer, '200', '0');
    }
    const period = await pastFiveMinutes();
    const postingsBefore = (await kit.payPostings()).length;
    const topBefore = await kit.balance(top.id);
    const subBefore = await kit.balance(sub.id);
    await Promise.all([server.services.agents.settleDue(), server.services.agents.settleDue()]);
    const bills = await rowsOf<{ contract_id: number; n: string }>(
      server,
      sql`select contract_id, count(*) as n from contract_bills where period_start = ${period.start}
          group by contract_id`,
    );
    expect(bills.length).toBe(2);
    expect(bills.every((row) => Number(row.n) === 1)).toBe(true);
    expect((await kit.payPostings()).length).toBe(postingsBefore + 2);
    // 1 % of 1,500 from the platform to the top agent; 0.5 % of 1,000 from the top agent to the sub-agent.
    expect(await kit.balance(top.id)).toBe(topBefore + 1500n - 500n);
    expect(await kit.balance(sub.id)).toBe(subBefore + 500n);
  });

  it('leaves none of a period’s bills or postings when its run is killed mid-way, and all of them when run again', async () => {
    const { top, sub, topPlayer, subPlayer } = await kit.team();
    await kit.platformContract(top, 'realtime', [tier('1')]);
    await kit.downlineContract(top, sub, 'realtime', [tier('0.5')]);
    await kit.fund(topPlayer.id, 100_000n);
    await kit.fund(subPlayer.id, 100_000n);
    await kit.round(topPlayer, '100', '0');
    await kit.round(subPlayer, '300', '0');
    const period = await pastFiveMinutes();
    const postingsBefore = (await kit.payPostings()).length;
    // The run's connection is terminated while it writes its second bill, after its first posting.
    await server.database.db.execute(
      sql.raw(`create or replace function test_stall_second_bill() returns trigger language plpgsql as $$
        begin
          if (select count(*) from contract_bills where run_id = new.run_id) >= 1 then perform pg_sleep(30); end if;
          return new;
        end $$`),
    );
    await server.database.db.execute(
      sql.raw(
        `create trigger test_stall before insert on contract_bills for each row execute function test_stall_second_bill()`,
      ),
    );
    try {
      const running = server.services.agents.settleDue().then(
        () => 'finished',
        () => 'killed',
      );
      const url = await databaseUrlOf(server);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        let killed = 0;
        for (let i = 0; i < 200 && killed === 0; i++) {
          const stalled = await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'`,
          );
          for (const row of stalled.rows) {
            await admin.query('select pg_terminate_backend($1)', [row.pid]);
            killed++;
          }
          if (killed === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(killed).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      expect(await running).toBe('killed');
    } finally {
      await server.database.db.execute(sql.raw('drop trigger if exists test_stall on contract_bills'));
    }
    expect(
      await count(
        sql`select count(*) as n from contract_bills where period_start = ${period.start} and agent_id in (${top.id}, ${sub.id})`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from settlement_runs where period_start = ${period.start}`),
    ).toBe(0);
    expect((await kit.payPostings()).length).toBe(postingsBefore);
    await server.services.agents.settleDue();
    expect(
      await count(
        sql`select count(*) as n from contract_bills where period_start = ${period.start} and agent_id in (${top.id}, ${sub.id})`,
      ),
    ).toBe(2);
    expect((await kit.payPostings()).length).toBe(postingsBefore + 2);
  });
});

/** The database URL of the test server (its pool's connection string). */
async function databaseUrlOf(target: TestServer): Promise<string> {
  const [row] = await rowsOf<{ db: string }>(target, sql`select current_database() as db`);
  const base = new URL(process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/${row!.db}`;
  return base.toString();
}

describe('offers answered and ended at once', () => {
  it('ends every race of accept against withdraw, and of two answers, in one defined state', async () => {
    const { top } = await kit.team();
    await kit.platformContract(top, 'daily', [tier('2')]);
    const subs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => kit.member(`race${i}`, { type: 2, uplineId: top.id })),
    );
    const offers = await Promise.all(
      subs.map((sub) =>
        callRoute(server, routes.offerContract, {
          token: top.token,
          body: { kind: 'daily', downlineUsername: sub.username, tiers: [tier('1')] },
        }),
      ),
    );
    const results = await Promise.all(
      subs.map((sub, i) => {
        const id = offers[i]!.body.value.contract.id;
        return i % 2 === 0
          ? Promise.all([
              answer(server, sub.token, 'daily', id, true),
              callRoute(server, routes.terminateContract, {
                token: top.token,
                params: { contractId: id },
                body: {},
              }),
            ])
          : Promise.all([
              answer(server, sub.token, 'daily', id, true),
              answer(server, sub.token, 'daily', id, false),
            ]);
      }),
    );
    for (const [i, [first, second]] of results.entries()) {
      const id = offers[i]!.body.value.contract.id;
      const [row] = await rowsOf<{ status: string; termination_by: string | null }>(
        server,
        sql`select status, termination_by from agent_contracts where id = ${id}`,
      );
      if (i % 2 === 0) {
        if (first.body.success) expect(row).toMatchObject({ status: 'active', termination_by: 'payer' });
        else expect(row).toMatchObject({ status: 'withdrawn' });
      } else {
        // Exactly one answer counts.
        expect([first.body.success, second.body.success].filter(Boolean)).toHaveLength(1);
        expect(row!.status).toBe(first.body.success ? 'active' : 'rejected');
      }
    }
  });

  it('keeps one offer waiting per downline and kind when two are sent at once', async () => {
    const { top, sub } = await kit.team();
    await kit.platformContract(top, 'daily', [tier('2')]);
    const both = await Promise.all(
      ['1', '1.5'].map((rate) =>
        callRoute(server, routes.offerContract, {
          token: top.token,
          body: { kind: 'daily', downlineUsername: sub.username, tiers: [tier(rate)] },
        }),
      ),
    );
    expect(both.filter((res) => res.body.success)).toHaveLength(1);
    expect(both.find((res) => !res.body.success)!.body.errorCode).toBe('contract.pending.exists');
  });
});

describe('settlement over random trees, rounds and contracts', () => {
  it('pays what it computes, once, never above the payer’s rate, and every bet counts under its root', async () => {
    const site = await server.services.merchants.resolveSite('aurora', null);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 9 }), { minLength: 6, maxLength: 14 }),
        fc.array(
          fc.record({
            who: fc.nat({ max: 13 }),
            bet: fc.bigInt({ min: 1n, max: 50_000n }),
            win: fc.bigInt({ min: 0n, max: 60_000n }),
          }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 14, maxLength: 14 }),
        async (parents, bets, rates) => {
          runs++;
          // A forest: node i hangs under an earlier node (parents[i] % i), or is a root when i = 0 or
          // the pick says so; every node is an agent with a contract, a root's from the platform.
          const ids: number[] = [];
          const payerOf: (number | null)[] = [];
          for (let i = 0; i < parents.length; i++) {
            const parent = i === 0 || parents[i]! === 0 ? null : ids[parents[i]! % i]!;
            const made = await server.services.members.createMember({
              merchantId: site.merchantId,
              username: `p${randomUUID().replace(/-/g, '').slice(0, 12)}`,
              type: parent === null ? 1 : 2,
              uplineId: parent,
            });
            ids.push(made.id);
            payerOf.push(parent);
          }
          const now = server.clock.now();
          const contracts = new Map<number, number>();
          for (const [i, id] of ids.entries()) {
            const tiers: StoredTier[] = [
              {
                rateBp: rates[i]!,
                minValidBet: null,
                minProfitLoss: null,
                minActiveMembers: null,
                minSingleBet: null,
                minLossRateBp: null,
                maxWinRateBp: null,
              },
            ];
            const [row] = await rowsOf<{ id: number }>(
              server,
              sql`insert into agent_contracts (merchant_id, kind, agent_id, payer_id, version, status, period, carry_over,
                    tiers, top_rate_bp, offered_by, offered_at, answered_at, active_from)
                  values (${site.merchantId}, 'realtime', ${id}, ${payerOf[i]}, 1, 'active', '5min', 'none',
                    ${JSON.stringify(tiers.map(tierToJson))}::jsonb, ${topRateOf(tiers)}, 'property', ${now}, ${now}, ${now})
                  returning id`,
            );
            contracts.set(id, Number(row!.id));
          }
          // Rich uplines, so every bill can be paid.
          for (const id of ids) await kit.fund(id, 10_000_000n);
          for (const bet of bets) {
            const member = ids[bet.who % ids.length]!;
            await server.database.db.execute(
              sql`insert into game_rounds (merchant_id, vendor_code, round_id, member_id, game_code, category, currency,
                    bet_minor, valid_bet_minor, win_minor, rollback_minor, status, opened_at, settled_at, updated_at)
                  values (${site.merchantId}, 'PROP', ${randomUUID()}, ${member}, 'g', 'RNG', ${merchant.currency.code},
                    ${bet.bet}, ${bet.bet}, ${bet.win}, 0, 'settled', ${now}, ${now}, ${now})`,
            );
          }
          const period = await pastFiveMinutes();
          const before = (await kit.payPostings()).length;
          const run = await server.services.agents.settlePeriod(merchant, 'realtime', period, {
            type: 'job',
            by: null,
          });
          const again = await server.services.agents.settlePeriod(merchant, 'realtime', period, {
            type: 'job',
            by: null,
          });
          expect(again).toMatchObject({ bills: 0, postings: 0 });
          const bills = await rowsOf<{
            contract_id: number;
            agent_id: number;
            payer_id: number | null;
            valid_bet: string;
            rate_bp: number;
            amount: string;
            state: string;
          }>(
            server,
            sql`select contract_id, agent_id, payer_id, valid_bet, rate_bp, amount, state from contract_bills
                where period_start = ${period.start} and agent_id = any(${`{${ids.join(',')}}`}::int[])`,
          );
          // One bill per contract, none twice.
          expect(new Set(bills.map((bill) => bill.contract_id)).size).toBe(ids.length);
          expect(bills).toHaveLength(ids.length);
          const rateOf = new Map(bills.map((bill) => [Number(bill.agent_id), Number(bill.rate_bp)]));
          let computed = 0n;
          for (const bill of bills) {
            // Never above the payer's own rate.
            if (bill.payer_id !== null)
              expect(Number(bill.rate_bp)).toBeLessThanOrEqual(rates[ids.indexOf(Number(bill.payer_id))]!);
            expect(Number(bill.rate_bp)).toBeLessThanOrEqual(rateOf.get(Number(bill.agent_id))!);
            computed += (BigInt(bill.valid_bet) * BigInt(bill.rate_bp)) / 10_000n;
            expect(BigInt(bill.amount)).toBe((BigInt(bill.valid_bet) * BigInt(bill.rate_bp)) / 10_000n);
          }
          // Paid = computed: every due bill is paid (rich payers), each with one posting.
          const paid = bills.filter((bill) => bill.state === 'paid');
          expect(paid.reduce((sum, bill) => sum + BigInt(bill.amount), 0n)).toBe(computed);
          expect((await kit.payPostings()).length - before).toBe(paid.length);
          expect(run.postings).toBe(paid.length);
          // Conservation: the roots' team bets add up to every bet of the window in this forest.
          const roots = bills.filter((bill) => bill.payer_id === null);
          const total = bets.reduce((sum, bet) => sum + bet.bet, 0n);
          expect(roots.reduce((sum, bill) => sum + BigInt(bill.valid_bet), 0n)).toBe(total);
        },
      ),
      { numRuns: 12 },
    );
    expect(runs).toBeGreaterThanOrEqual(12);
  });
});

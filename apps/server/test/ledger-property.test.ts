import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerAccount as account, type AccountRef } from '../src/modules/ledger/accounts.js';
import type { PostResult } from '../src/modules/ledger/service.js';
import {
  CURRENCY,
  DEFAULT_TARGET,
  openLedgerFixture,
  outcomeOf,
  type LedgerFixture,
} from './ledger-support.js';

/**
 * Random sequences of deposits, withdrawals (hold, then approve or reject), transfers between
 * members, reversals and replays, checked against a model of the balances kept here.
 */

let fx: LedgerFixture;
beforeAll(async () => {
  fx = await openLedgerFixture(DEFAULT_TARGET, { poolSize: 4 });
});
afterAll(async () => {
  await fx?.close();
});

const MEMBERS = 3;
const amount = fc.bigInt({ min: 1n, max: 500n });
const member = fc.nat({ max: MEMBERS - 1 });
const pick = fc.nat({ max: 1_000 });

const operation = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), member, amount }),
  fc.record({ op: fc.constant('hold' as const), member, amount }),
  fc.record({ op: fc.constant('approve' as const), pick }),
  fc.record({ op: fc.constant('reject' as const), pick }),
  fc.record({ op: fc.constant('transfer' as const), from: member, to: member, amount }),
  fc.record({ op: fc.constant('reverse' as const), pick }),
  fc.record({ op: fc.constant('replay' as const), pick }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

let keys = 0;

async function runSequence(operations: Operation[]) {
  const members = await Promise.all(Array.from({ length: MEMBERS }, () => fx.newMember()));
  const main = new Map(members.map((id) => [id, 0n]));
  const pending = new Map(members.map((id) => [id, 0n]));
  /** Successful requests, to replay: the same call must give the same answer and change nothing. */
  const done: { again: () => Promise<PostResult>; answer: string }[] = [];
  const holds: { transactionId: number; member: number; amount: bigint; open: boolean }[] = [];
  /** Deposits and transfers: what reversing them takes back from whom. */
  const reversible: {
    transactionId: number;
    takeFrom: number;
    giveTo: number | null;
    amount: bigint;
    reversed: boolean;
  }[] = [];

  const move =
    (
      type: 'deposit' | 'withdrawal_hold' | 'withdrawal' | 'transfer',
      from: AccountRef,
      to: AccountRef,
      value: bigint,
      key = `p${++keys}`,
    ) =>
    () =>
      fx.ledger.move({
        merchantId: fx.merchantId,
        currency: CURRENCY,
        type,
        idempotencyKey: key,
        from,
        to,
        amount: value,
      });
  const succeed = async (call: () => Promise<PostResult>) => {
    const result = await call();
    expect(result.replayed).toBe(false);
    done.push({ again: call, answer: JSON.stringify(result.answer) });
    return result;
  };
  const add = (balances: Map<number, bigint>, id: number, delta: bigint) =>
    balances.set(id, balances.get(id)! + delta);

  for (const step of operations) {
    switch (step.op) {
      case 'deposit': {
        const id = members[step.member]!;
        const result = await succeed(move('deposit', account.clearing, account.main(id), step.amount));
        add(main, id, step.amount);
        reversible.push({
          transactionId: result.answer.transactionId,
          takeFrom: id,
          giveTo: null,
          amount: step.amount,
          reversed: false,
        });
        break;
      }
      case 'hold': {
        const id = members[step.member]!;
        const call = move('withdrawal_hold', account.main(id), account.pendingWithdrawal(id), step.amount);
        if (main.get(id)! < step.amount) {
          expect(await outcomeOf(call())).toBe('balance.insufficient');
          break;
        }
        const result = await succeed(call);
        add(main, id, -step.amount);
        add(pending, id, step.amount);
        holds.push({
          transactionId: result.answer.transactionId,
          member: id,
          amount: step.amount,
          open: true,
        });
        break;
      }
      case 'approve':
      case 'reject': {
        const open = holds.filter((hold) => hold.open);
        const hold = open[step.pick % Math.max(open.length, 1)];
        if (!hold) break;
        hold.open = false;
        if (step.op === 'approve') {
          await succeed(
            move(
              'withdrawal',
              account.pendingWithdrawal(hold.member),
              account.clearing,
              hold.amount,
              `approve-${hold.transactionId}`,
            ),
          );
        } else {
          await succeed(() => fx.ledger.reverse(hold.transactionId, `reject-${hold.transactionId}`));
          add(main, hold.member, hold.amount);
        }
        add(pending, hold.member, -hold.amount);
        break;
      }
      case 'transfer': {
        if (step.from === step.to) break;
        const from = members[step.from]!;
        const to = members[step.to]!;
        const call = move('transfer', account.main(from), account.main(to), step.amount);
        if (main.get(from)! < step.amount) {
          expect(await outcomeOf(call())).toBe('balance.insufficient');
          break;
        }
        const result = await succeed(call);
        add(main, from, -step.amount);
        add(main, to, step.amount);
        reversible.push({
          transactionId: result.answer.transactionId,
          takeFrom: to,
          giveTo: from,
          amount: step.amount,
          reversed: false,
        });
        break;
      }
      case 'reverse': {
        const target = reversible[step.pick % Math.max(reversible.length, 1)];
        if (!target) break;
        const call = () => fx.ledger.reverse(target.transactionId, `reverse-${++keys}`);
        if (target.reversed) {
          expect((await call()).replayed).toBe(true);
        } else if (main.get(target.takeFrom)! < target.amount) {
          expect(await outcomeOf(call())).toBe('balance.insufficient');
        } else {
          await succeed(call);
          target.reversed = true;
          add(main, target.takeFrom, -target.amount);
          if (target.giveTo !== null) add(main, target.giveTo, target.amount);
        }
        break;
      }
      case 'replay': {
        const earlier = done[step.pick % Math.max(done.length, 1)];
        if (!earlier) break;
        const again = await earlier.again();
        expect(again.replayed).toBe(true);
        expect(JSON.stringify(again.answer)).toBe(earlier.answer);
        break;
      }
    }
  }

  const report = await fx.ledger.reconcile();
  expect(report.problems).toEqual([]);
  for (const id of members) {
    const wallet = await fx.ledger.balance(fx.merchantId, CURRENCY, account.main(id));
    const held = await fx.ledger.balance(fx.merchantId, CURRENCY, account.pendingWithdrawal(id));
    expect(wallet).toBe(main.get(id));
    expect(held).toBe(pending.get(id));
    expect(wallet >= 0n && held >= 0n).toBe(true);
  }
}

it('keeps every balance equal to the model, never negative, and the ledger reconciled', async () => {
  await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 40 }), runSequence), {
    numRuns: 50,
  });
}, 60_000);

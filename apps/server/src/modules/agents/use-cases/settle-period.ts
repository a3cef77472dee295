import { BILL_RETRY_HOURS, type ContractKind } from '@wps/contracts';
import { AppError } from '../../../platform/errors.js';
import { ledgerAccount } from '../../ledger/accounts.js';
import { sqlStateOf } from '../../ledger/postings.js';
import type { PreparedPosting } from '../../ledger/service.js';
import type { AgentDeps, SettlementMerchant } from '../deps.js';
import type { Period } from '../periods.js';
import {
  NO_FIGURES,
  PAY_TYPE,
  billKey,
  checksumOf,
  computeBills,
  paymentOrder,
  thresholdsOf,
  type EngineBill,
} from '../rules.js';
import * as settlement from '../settlement-store.js';

const HOUR_MS = 3_600_000;

export interface RunResult {
  id: number;
  kind: ContractKind;
  period: Period;
  rowsRead: number;
  checksum: string;
  bills: number;
  postings: number;
  amountPaid: bigint;
}

/**
 * Settles one ended period of a kind for a merchant (docs/product.md §Agents, "Settlement"):
 *
 * 1. Without holding any lock: the versions in force at the period's end, each agent's team figures
 *    from the rounds settled in the window (the tree as it stood at each round), the bills
 *    (`computeBills`), and the ledger moves they need, resolved (`prepareMove`).
 * 2. In one transaction, under the period's advisory lock: the run's record, then each bill not yet
 *    billed for this period, upline before downline, posted with `ledger_post` (key
 *    `contract:<id>:<period start>`); a payer short of money leaves the bill `insufficient`. Then the
 *    older unpaid bills of the kind are tried again, or expire after BILL_RETRY_HOURS. All of it
 *    commits together or not at all, and a second run of the period finds its bills and pays nothing.
 *
 * Late rounds (placed before the window, settled in it) count in this period and are shown apart on
 * the bill; a closed period's bills never change.
 */
export async function settlePeriod(
  deps: AgentDeps,
  merchant: SettlementMerchant,
  kind: ContractKind,
  period: Period,
  trigger: { type: 'job' | 'operator'; by: string | null },
): Promise<RunResult> {
  const startedAt = deps.clock.now();
  if (period.end.getTime() > startedAt.getTime()) throw new AppError('settlement.period.open');
  const { merchantId, currency } = merchant;

  // 1. Read and compute (no locks held).
  const contracts = await settlement.contractsInForce(deps.db, merchantId, kind, period.name, period.end);
  const agentIds = contracts.map((contract) => contract.agentId);
  const thresholds = [...new Set(contracts.flatMap((contract) => thresholdsOf(contract.tiers)))];
  const [figures, totals, depths, carry] = await Promise.all([
    settlement.teamFigures(
      deps.db,
      merchantId,
      currency.code,
      agentIds,
      thresholds,
      period.start,
      period.end,
    ),
    settlement.windowTotals(deps.db, merchantId, currency.code, period.start, period.end),
    settlement.depthsOf(deps.db, agentIds, period.end),
    kind === 'dividend' ? settlement.carriedIn(deps.db, contracts, period.start) : Promise.resolve(new Map()),
  ]);
  const bills = computeBills(
    kind,
    contracts.map((contract) => ({
      id: contract.id,
      agentId: contract.agentId,
      payerId: contract.payerId,
      tiers: contract.tiers,
      topRateBp: contract.topRateBp,
      carryOver: contract.carryOver,
      carryIn: carry.get(contract.agentId) ?? 0n,
    })),
    (agentId, threshold) => figures.get(`${agentId}:${threshold}`) ?? NO_FIGURES,
  );
  const ordered = paymentOrder(bills, (agentId) => depths.get(agentId) ?? 0);
  const prepare = (
    bill: { contractId: number; agentId: number; payerId: number | null; amount: bigint },
    start: Date,
  ) =>
    deps.ledger.prepareMove({
      merchantId,
      currency: currency.code,
      type: PAY_TYPE[kind],
      idempotencyKey: billKey(bill.contractId, start),
      from: bill.payerId === null ? ledgerAccount.commissions : ledgerAccount.main(bill.payerId),
      to: ledgerAccount.main(bill.agentId),
      amount: bill.amount,
      meta: { contractId: bill.contractId, kind, periodStart: start.toISOString() },
    });
  const postings = new Map<number, PreparedPosting>();
  for (const bill of ordered)
    if (bill.state === 'due') postings.set(bill.contractId, await prepare(bill, period.start));
  const retryFrom = startedAt.getTime() - BILL_RETRY_HOURS * HOUR_MS;
  const unpaid = await settlement.unpaidBills(deps.db, merchantId, kind);
  const retries = new Map<number, PreparedPosting>();
  for (const bill of unpaid)
    if (bill.createdAt.getTime() >= retryFrom) retries.set(bill.id, await prepare(bill, bill.periodStart));

  // 2. Write and pay, all or nothing.
  const posted: PreparedPosting[] = [];
  const result = await deps.db.transaction(async (tx) => {
    // One run of a kind at a time per merchant: a period is billed once, and an unpaid bill is
    // retried by one run at a time.
    await settlement.lockPeriod(tx, merchantId, `settle:${kind}`);
    const billed = await settlement.billedFor(
      tx,
      contracts.map((contract) => contract.id),
      period.start,
    );
    const runId = await settlement.insertRun(tx, {
      merchantId,
      kind,
      period: period.name,
      periodStart: period.start,
      periodEnd: period.end,
      trigger: trigger.type,
      requestedBy: trigger.by,
      startedAt,
      rowsRead: totals.rows,
      checksum: checksumOf(totals.rows, totals.validBet, totals.wins),
    });
    let written = 0;
    let paid = 0;
    let amountPaid = 0n;
    const pay = async (posting: PreparedPosting) => {
      const outcome = await settlement.postInRun(tx, posting, sqlStateOf);
      if (outcome.outcome === 'posted') posted.push(posting);
      return outcome;
    };
    for (const bill of ordered as EngineBill[]) {
      if (billed.has(bill.contractId)) continue;
      const posting = postings.get(bill.contractId);
      const outcome = posting ? await pay(posting) : null;
      const state =
        outcome === null
          ? 'target_not_reached'
          : outcome.outcome === 'insufficient'
            ? 'insufficient'
            : 'paid';
      if (outcome && outcome.outcome === 'posted') {
        paid++;
        amountPaid += bill.amount;
      }
      await settlement.insertBill(tx, {
        merchantId,
        contractId: bill.contractId,
        kind,
        agentId: bill.agentId,
        payerId: bill.payerId,
        runId,
        periodStart: period.start,
        periodEnd: period.end,
        figures: bill.figures,
        carryIn: bill.carryIn,
        carryOut: bill.carryOut,
        tier: bill.tier,
        rateBp: bill.rateBp,
        amount: bill.amount,
        state,
        createdAt: startedAt,
        paidAt: state === 'paid' ? startedAt : null,
        transactionId: outcome && outcome.outcome !== 'insufficient' ? outcome.transactionId : null,
      });
      written++;
    }
    for (const bill of unpaid) {
      const posting = retries.get(bill.id);
      if (!posting) {
        await settlement.settleUnpaid(tx, bill.id, {
          state: 'expired',
          at: startedAt,
          transactionId: null,
          tried: false,
        });
        continue;
      }
      const outcome = await pay(posting);
      if (outcome.outcome === 'insufficient') {
        await settlement.settleUnpaid(tx, bill.id, {
          state: 'insufficient',
          at: startedAt,
          transactionId: null,
          tried: true,
        });
        continue;
      }
      if (outcome.outcome === 'posted') {
        paid++;
        amountPaid += bill.amount;
      }
      await settlement.settleUnpaid(tx, bill.id, {
        state: 'paid',
        at: startedAt,
        transactionId: outcome.transactionId,
        tried: true,
      });
    }
    await settlement.finishRun(tx, runId, {
      finishedAt: deps.clock.now(),
      bills: written,
      postings: paid,
      amountPaid,
    });
    return { id: runId, bills: written, postings: paid, amountPaid };
  });
  for (const posting of posted) deps.ledger.announce(posting);
  return {
    ...result,
    kind,
    period,
    rowsRead: totals.rows,
    checksum: checksumOf(totals.rows, totals.validBet, totals.wins),
  };
}

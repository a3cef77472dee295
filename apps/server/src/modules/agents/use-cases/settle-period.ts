import { BILL_RETRY_HOURS, type ContractKind } from '@wps/contracts';
import { AppError } from '../../../platform/errors.js';
import { ledgerAccount } from '../../ledger/accounts.js';
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
 * 2. In one transaction, under the period's advisory lock, in a few statements whatever the number
 *    of bills: the run's record; the bills not yet billed for this period, whose due ones are paid
 *    by one call of `agent_pay_bills` (migration 0035: `ledger_post` per bill, key
 *    `contract:<id>:<period start>`, in payment order, upline before downline, so an upline pays
 *    its downlines with what it was just paid; a payer short of money leaves that bill
 *    `insufficient`), then written in one insert; then the older unpaid bills of the kind, tried
 *    again in one more call (or expired after BILL_RETRY_HOURS) and updated in one statement; then
 *    the run's counts. All of it commits together or not at all, and a second run of the period
 *    finds its bills and pays nothing. Only then are the new postings announced.
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
    let paid = 0;
    let amountPaid = 0n;
    // A round trip per statement, not per bill: the postings of a list are made one after the other
    // inside one call, so the list's order is the order money moves in.
    const pay = async <T extends { amount: bigint }>(
      items: readonly T[],
      postingOf: (item: T) => PreparedPosting,
    ) => {
      const outcomes = await settlement.payInRun(tx, items.map(postingOf));
      return items.map((item, index) => {
        const outcome = outcomes[index]!;
        if (outcome.outcome === 'posted') {
          posted.push(postingOf(item));
          paid++;
          amountPaid += item.amount;
        }
        return outcome;
      });
    };

    // Upline before downline: an upline pays its downlines with what it was just paid.
    const fresh = (ordered as EngineBill[]).filter((bill) => !billed.has(bill.contractId));
    const due = fresh.filter((bill) => postings.has(bill.contractId));
    const dueOutcomes = await pay(due, (bill) => postings.get(bill.contractId)!);
    const outcomeOf = new Map(due.map((bill, index) => [bill.contractId, dueOutcomes[index]!]));
    await settlement.insertBills(
      tx,
      { merchantId, kind, runId, periodStart: period.start, periodEnd: period.end, createdAt: startedAt },
      fresh.map((bill) => {
        const outcome = outcomeOf.get(bill.contractId);
        return {
          contractId: bill.contractId,
          agentId: bill.agentId,
          payerId: bill.payerId,
          figures: bill.figures,
          carryIn: bill.carryIn,
          carryOut: bill.carryOut,
          tier: bill.tier,
          rateBp: bill.rateBp,
          amount: bill.amount,
          state: !outcome
            ? 'target_not_reached'
            : outcome.outcome === 'insufficient'
              ? 'insufficient'
              : 'paid',
          transactionId: outcome && outcome.outcome !== 'insufficient' ? outcome.transactionId : null,
        };
      }),
    );

    // Older unpaid bills after this period's, oldest first; past BILL_RETRY_HOURS they expire untried.
    // The list was read before the lock: only those still unpaid now (another run of the kind may
    // have paid or expired one meanwhile) are tried or expired.
    const stillUnpaid = await settlement.stillUnpaid(
      tx,
      unpaid.map((bill) => bill.id),
    );
    const open = unpaid.filter((bill) => stillUnpaid.has(bill.id));
    const retried = open.filter((bill) => retries.has(bill.id));
    const retryOutcomes = await pay(retried, (bill) => retries.get(bill.id)!);
    const retryOf = new Map(retried.map((bill, index) => [bill.id, retryOutcomes[index]!]));
    await settlement.settleUnpaid(
      tx,
      startedAt,
      open.map((bill) => {
        const outcome = retryOf.get(bill.id);
        if (!outcome) return { id: bill.id, state: 'expired', transactionId: null, tried: false };
        return outcome.outcome === 'insufficient'
          ? { id: bill.id, state: 'insufficient', transactionId: null, tried: true }
          : { id: bill.id, state: 'paid', transactionId: outcome.transactionId, tried: true };
      }),
    );

    await settlement.finishRun(tx, runId, {
      finishedAt: deps.clock.now(),
      bills: fresh.length,
      postings: paid,
      amountPaid,
    });
    return { id: runId, bills: fresh.length, postings: paid, amountPaid };
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

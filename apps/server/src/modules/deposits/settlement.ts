import { formatMoney } from '../../kernel/money.js';
import { ledgerAccount } from '../ledger/accounts.js';
import type { LedgerLeg } from '../ledger/service.js';
import { providerOf } from './channels.js';
import type { DepositDeps } from './deps.js';
import type { PaymentProvider } from './providers/index.js';
import { CREDITABLE, expiryStepOf, OPEN, paidAsOrdered, UNANSWERED_ORDER_MS } from './rules.js';
import { moveOrder } from './order-moves.js';
import * as store from './store.js';

/*
 * Money into the member's wallet: crediting a paid order once, repairing credits a crash left
 * undone, and settling gateway orders whose payment window has closed (docs/product.md §Deposits).
 */

/** Longest a read spends asking the gateway about expired orders; the rest wait for the next read. */
const SWEEP_BUDGET_MS = 3_000;

type Scope = { merchantId?: number; memberId?: number };

/**
 * Credits a PAID order once: amount − fee to the member's main wallet, the fee to the house, the
 * whole amount from clearing, in one ledger posting keyed `deposit:<orderNo>` (a retry replays it).
 */
export async function credit(
  deps: DepositDeps,
  order: Pick<store.OrderRow, 'orderNo' | 'merchantId' | 'memberId' | 'currency' | 'amount' | 'fee'>,
): Promise<void> {
  const legs: LedgerLeg[] = [
    { account: ledgerAccount.clearing, amount: -order.amount },
    { account: ledgerAccount.main(order.memberId), amount: order.amount - order.fee },
  ];
  if (order.fee > 0n) legs.push({ account: ledgerAccount.house, amount: order.fee });
  const { answer } = await deps.ledger.post({
    merchantId: order.merchantId,
    currency: order.currency,
    type: 'deposit',
    idempotencyKey: `deposit:${order.orderNo}`,
    legs,
    meta: { orderNo: order.orderNo },
  });
  await store.setCredited(deps.db, order.orderNo, answer.transactionId);
}

/** Finishes credits decided but not recorded (the process stopped between the two steps). */
export async function repairCredits(deps: DepositDeps, scope: Scope) {
  for (const order of await store.uncredited(deps.db, scope)) await credit(deps, order);
}

/**
 * The gateway says the order is paid: decide PAID (from any state but PAID and REJECTED), then
 * credit. Answers whether this call made the decision.
 */
export async function settlePaid(
  deps: DepositDeps,
  order: Pick<store.OrderRow, 'orderNo'>,
): Promise<'credited' | 'duplicate'> {
  const now = deps.clock.now();
  const decided = await moveOrder(deps, order.orderNo, CREDITABLE, {
    status: 'PAID',
    completedAt: now,
  });
  const current = decided ?? (await store.findByOrderNo(deps.db, order.orderNo));
  if (current?.status === 'PAID' && current.ledgerTransactionId === null) await credit(deps, current);
  return decided ? 'credited' : 'duplicate';
}

/**
 * Looks at pending gateway orders whose payment window has closed: asks the gateway first (a lost
 * callback must not lose a payment), then credits, fails or expires them.
 */
export async function settleExpired(deps: DepositDeps, scope: Scope) {
  const { db, logger } = deps;
  const now = deps.clock.now();
  const due = await store.dueForExpiry(db, scope, now, UNANSWERED_ORDER_MS);
  // Real elapsed time, not the business clock: a slow gateway must not hold up the read for long.
  const started = performance.now();
  for (const order of due) {
    if (performance.now() - started > SWEEP_BUDGET_MS) break;
    const found = await store.findChannel(db, order.merchantId, order.channelId);
    const provider = found && (await providerOf(deps, found.channel));
    let answer: Awaited<ReturnType<PaymentProvider['queryOrder']>> | null = null;
    try {
      answer = provider ? await provider.queryOrder(order.orderNo) : null;
    } catch (error) {
      logger.warn({ orderNo: order.orderNo, err: (error as Error).message }, 'deposit status query failed');
    }
    const step = expiryStepOf(answer, order, now);
    switch (step.kind) {
      case 'wait':
        break;
      case 'paid': {
        const site = await deps.siteOfMerchant(order.merchantId);
        if (answer && paidAsOrdered(answer, order, formatMoney(order.amount, site.settings.currency)))
          await settlePaid(deps, order);
        else logger.error({ orderNo: order.orderNo }, 'gateway reports a paid order with another amount');
        break;
      }
      case 'fail':
        await moveOrder(deps, order.orderNo, OPEN, {
          status: 'FAILED',
          completedAt: now,
          remark: 'Declined at the payment gateway',
        });
        break;
      case 'extend':
        await store.transition(db, order.orderNo, OPEN, { expiresAt: step.expiresAt });
        break;
      case 'expire':
        await moveOrder(deps, order.orderNo, OPEN, { status: 'EXPIRED', completedAt: now });
        break;
    }
  }
}

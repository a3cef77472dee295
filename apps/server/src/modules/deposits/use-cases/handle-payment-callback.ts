import { createHash } from 'node:crypto';
import { formatMoney } from '../../../kernel/money.js';
import type { CallbackAnswer, DepositDeps } from '../deps.js';
import type { PaymentNotice, PaymentProvider } from '../providers/index.js';
import { OPEN, paidAsOrdered, pruneTurn, refusalStatus } from '../rules.js';
import { settlePaid } from '../settlement.js';
import { moveOrder } from '../order-moves.js';
import * as store from '../store.js';
import * as callbackStore from '../callback-store.js';

/**
 * Handles one callback from its raw body. The signature, merchant and timestamp are checked before
 * anything is written; every callback is then kept in payment_callbacks with what became of it.
 * `success` tells the gateway to stop sending it, anything else makes it retry.
 */
export async function handlePaymentCallback(
  deps: DepositDeps,
  providerName: string,
  rawBody: string,
  address: string | null,
): Promise<CallbackAnswer> {
  const { db } = deps;
  const provider = await deps.providers.find(providerName);
  const receivedAt = deps.clock.now();
  // The body is evidence only when the gateway signed it; anything else anyone can post, so it is
  // kept as a summary (size, hash, sender), and only the newest of those.
  const keep = async (orderNo: string | null, signatureValid: boolean, outcome: string) => {
    const id = await callbackStore.insertCallback(db, {
      provider: providerName,
      orderNo,
      body: signatureValid ? rawBody : null,
      bodySize: Buffer.byteLength(rawBody),
      bodySha256: createHash('sha256').update(rawBody).digest('hex'),
      address,
      signatureValid,
      outcome,
      receivedAt,
    });
    if (pruneTurn(id))
      await callbackStore.pruneRefusedCallbacks(
        db,
        deps.refusedCallbacks.keep,
        new Date(receivedAt.getTime() - deps.refusedCallbacks.maxAgeMs),
      );
  };
  if (!provider) {
    await keep(null, false, 'refused:unknown_provider');
    return { status: 404, text: 'fail: unknown provider' };
  }
  const verdict = provider.verifyCallback(rawBody);
  if (!verdict.ok) {
    await keep(verdict.orderNo, verdict.signatureValid, `refused:${verdict.reason}`);
    return { status: refusalStatus(verdict.reason), text: `fail: ${verdict.reason}` };
  }
  const { notice } = verdict;
  let result: { outcome: string; answer: CallbackAnswer };
  try {
    result = await applyNotice(deps, provider, notice);
  } catch (error) {
    await keep(notice.orderNo, true, 'error').catch(() => undefined);
    throw error;
  }
  await keep(notice.orderNo, true, result.outcome);
  return result.answer;
}

/** What a verified notice does to its order, and what the gateway is answered. */
async function applyNotice(
  deps: DepositDeps,
  provider: PaymentProvider,
  notice: PaymentNotice,
): Promise<{ outcome: string; answer: CallbackAnswer }> {
  const { db } = deps;
  const refuse = (outcome: string, status: number) => ({
    outcome: `refused:${outcome}`,
    answer: { status, text: `fail: ${outcome}` },
  });
  const done = (outcome: string) => ({ outcome, answer: { status: 200, text: 'success' } });
  const order = await store.findByOrderNo(db, notice.orderNo);
  const found = order && (await store.findChannel(db, order.merchantId, order.channelId));
  // A merchant's own gateway speaks only for that merchant's orders.
  const owner = provider.merchantId;
  if (
    !order ||
    !found ||
    order.kind !== 'gateway' ||
    found.channel.provider !== provider.name ||
    (owner !== undefined && owner !== order.merchantId)
  )
    return refuse('unknown_order', 404);
  if (order.providerOrderNo && order.providerOrderNo !== notice.providerOrderNo)
    return refuse('order_mismatch', 409);
  const site = await deps.siteOfMerchant(order.merchantId);
  if (!paidAsOrdered(notice, order, formatMoney(order.amount, site.settings.currency)))
    return refuse('amount_mismatch', 409);
  if (notice.status === 'PAID') return done(await settlePaid(deps, order));
  if (order.status === 'PAID') return done('ignored:already_paid');
  const failed = await moveOrder(deps, order.orderNo, OPEN, {
    status: 'FAILED',
    completedAt: deps.clock.now(),
    remark: 'Declined at the payment gateway',
  });
  return done(failed ? 'failed' : 'duplicate');
}

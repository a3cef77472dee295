import type { gatewayDepositRequestSchema } from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney } from '../../../kernel/money.js';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { linksFor, offeredProviderOf, requireDepositsOpen, usableChannel } from '../channels.js';
import type { DepositDeps } from '../deps.js';
import { insertOrder } from '../orders.js';
import { PaymentProviderError } from '../providers/index.js';
import { checkedAmount, feeOf, OPEN, requireWithinGateway } from '../rules.js';
import { moveOrder } from '../order-moves.js';
import * as store from '../store.js';

type GatewayDepositRequest = z.output<typeof gatewayDepositRequestSchema>;

/**
 * Creates a gateway order: our order first (so a retry of the request finds it), then the
 * gateway's. A gateway that fails or does not answer leaves the order FAILED: payment.unavailable.
 */
export async function createGatewayDeposit(
  deps: DepositDeps,
  site: SiteContext,
  memberId: number,
  input: GatewayDepositRequest,
) {
  const { db, clock, logger } = deps;
  requireDepositsOpen(site);
  const channel = await usableChannel(deps, site, input.channelId, 'gateway');
  const amount = checkedAmount(channel, input.amount, site.settings.currency);
  const provider = await offeredProviderOf(deps, channel);
  if (provider?.limits) requireWithinGateway(amount, channel, provider.limits, site.settings.currency);
  const bankCode = input.bankCode?.trim() || null;
  if (bankCode && !(channel.banks as { code: string }[]).some((bank) => bank.code === bankCode))
    throw validationError({ bankCode: { code: 'field.invalid_value', message: 'Unknown bank' } });

  const answerOf = (order: store.OrderRow) => {
    const same =
      order.kind === 'gateway' &&
      order.channelId === channel.id &&
      order.amount === amount &&
      order.bankCode === bankCode;
    if (!same) throw new AppError('idempotency.conflict');
    if (order.status === 'FAILED' && !order.payUrl) throw new AppError('payment.unavailable');
    if (!order.payUrl || !order.expiresAt) throw new AppError('system.busy', { retryAfterSeconds: 1 });
    return {
      orderNo: order.orderNo,
      payUrl: order.payUrl,
      qrContent: order.qrContent,
      expiresAt: order.expiresAt.getTime(),
    };
  };

  const existing = await store.findByRequest(db, memberId, input.requestId);
  if (existing) return answerOf(existing);
  const now = clock.now();
  const { order, created } = await insertOrder(deps, {
    merchantId: site.merchantId,
    memberId,
    channelId: channel.id,
    kind: 'gateway',
    currency: site.settings.currency.code,
    amount,
    fee: feeOf(amount, channel.feeBasisPoints),
    status: 'PENDING',
    requestId: input.requestId,
    bankCode,
    createdAt: now,
  });
  if (!created) return answerOf(order);

  try {
    if (!provider) throw new PaymentProviderError(`no provider ${channel.provider}`);
    const created = await provider.createOrder({
      orderNo: order.orderNo,
      amount: formatMoney(amount, site.settings.currency),
      currency: order.currency,
      channel: channel.providerChannel ?? '',
      ...linksFor(deps, provider.name),
      ...(bankCode ? { bankCode } : {}),
    });
    const details = {
      providerOrderNo: created.providerOrderNo,
      payUrl: created.payUrl,
      qrContent: created.qrContent,
      expiresAt: created.expiresAt,
    };
    await store.setGatewayOrder(db, order.orderNo, details);
    return answerOf({ ...order, ...details });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.warn({ orderNo: order.orderNo, err: error.message }, 'payment gateway order failed');
    await moveOrder(deps, order.orderNo, OPEN, {
      status: 'FAILED',
      completedAt: clock.now(),
      remark: 'The payment service did not answer',
    });
    throw new AppError('payment.unavailable');
  }
}

import { PROOF_IMAGE_MAX_BYTES, type manualDepositRequestSchema } from '@wps/contracts';
import type { z } from 'zod';
import { checkImage } from '../../../kernel/images.js';
import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { requireDepositsOpen, usableChannel } from '../channels.js';
import type { DepositDeps } from '../deps.js';
import { insertOrder } from '../orders.js';
import { checkedAmount, feeOf } from '../rules.js';
import * as store from '../store.js';

type ManualDepositRequest = z.output<typeof manualDepositRequestSchema>;

/** Records a manual transfer the member says they made; an operator approves or rejects it. */
export async function createManualDeposit(
  deps: DepositDeps,
  site: SiteContext,
  memberId: number,
  input: ManualDepositRequest,
) {
  requireDepositsOpen(site);
  const channel = await usableChannel(deps, site, input.channelId, 'manual');
  const amount = checkedAmount(channel, input.amount, site.settings.currency);
  if (input.proofImage)
    checkImage(input.proofImage, {
      field: 'proofImage',
      maxBytes: PROOF_IMAGE_MAX_BYTES,
      sameLabel: true,
    });
  const proofImage = input.proofImage ?? null;
  const answerOf = (order: store.OrderRow) => {
    const same =
      order.kind === 'manual' &&
      order.channelId === channel.id &&
      order.amount === amount &&
      order.reference === input.reference &&
      order.payerName === input.payerName &&
      order.proofImage === proofImage;
    if (!same) throw new AppError('idempotency.conflict');
    return { orderNo: order.orderNo };
  };
  const existing = await store.findByRequest(deps.db, memberId, input.requestId);
  if (existing) return answerOf(existing);
  const now = deps.clock.now();
  const { order } = await insertOrder(deps, {
    merchantId: site.merchantId,
    memberId,
    channelId: channel.id,
    kind: 'manual',
    currency: site.settings.currency.code,
    amount,
    fee: feeOf(amount, channel.feeBasisPoints),
    status: 'PENDING',
    requestId: input.requestId,
    reference: input.reference,
    payerName: input.payerName,
    proofImage,
    createdAt: now,
  });
  return answerOf(order);
}

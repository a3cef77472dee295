import { formatMoney } from '../../../kernel/money.js';
import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { providerOf } from '../channels.js';
import type { DepositDeps } from '../deps.js';
import { orderOfSite } from '../orders.js';
import { OPEN, sameAmount } from '../rules.js';
import { settlePaid } from '../settlement.js';
import { moveOrder } from '../order-moves.js';
import * as store from '../store.js';

/** Cancels one of the member's own pending deposits (a gateway order is asked about first). */
export async function cancelDeposit(deps: DepositDeps, site: SiteContext, memberId: number, orderNo: string) {
  const order = await orderOfSite(deps, site, orderNo);
  if (order.memberId !== memberId) throw new AppError('not.found');
  if (order.status !== 'PENDING') throw new AppError('order.not.pending');
  if (order.kind === 'gateway') {
    const found = await store.findChannel(deps.db, order.merchantId, order.channelId);
    const provider = found && (await providerOf(deps, found.channel));
    const answer = provider ? await provider.queryOrder(order.orderNo).catch(() => null) : null;
    if (
      answer?.status === 'PAID' &&
      answer.amount &&
      sameAmount(answer.amount, formatMoney(order.amount, site.settings.currency))
    ) {
      await settlePaid(deps, order);
      throw new AppError('order.not.pending');
    }
  }
  const cancelled = await moveOrder(deps, orderNo, OPEN, {
    status: 'CANCELLED',
    completedAt: deps.clock.now(),
    remark: 'Cancelled by the member',
  });
  if (!cancelled) throw new AppError('order.not.pending');
}

import { eq } from 'drizzle-orm';
import { formatMoney } from '../../../kernel/money.js';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { DepositDeps } from '../deps.js';
import { orderOfSite } from '../orders.js';
import { decisionStatus, OPEN } from '../rules.js';
import { credit, repairCredits } from '../settlement.js';
import * as store from '../store.js';
import { depositOrders } from '../tables.js';
import { announceOrder } from '../order-moves.js';
import { operatorRecordOf } from '../views.js';

/**
 * An operator's decision on a manual transfer. The decision and its audit entry commit together
 * and only from PENDING, so of two racing decisions exactly one wins; an approval then credits.
 */
export async function decideManualDeposit(
  deps: DepositDeps,
  actor: AuditActor,
  site: SiteContext,
  orderNo: string,
  decision: 'approve' | 'reject',
  remark: string | undefined,
) {
  const { db } = deps;
  const order = await orderOfSite(deps, site, orderNo);
  if (order.kind !== 'manual')
    throw new AppError('function.not.available', null, 'Gateway deposits are settled by the gateway');
  if (decision === 'reject' && !remark)
    throw validationError({ remark: { code: 'field.required', message: 'Say why it is rejected' } });
  const now = deps.clock.now();
  const status = decisionStatus(decision);
  const decided = await db.transaction(async (tx) => {
    const row = await store.transition(
      tx,
      orderNo,
      OPEN,
      {
        status,
        completedAt: now,
        decidedBy: actor.operatorName,
        ...(remark ? { remark } : {}),
      },
      eq(depositOrders.kind, 'manual'),
    );
    if (!row) return null;
    await recordAudit(
      tx,
      actor,
      {
        action: `deposit.${decision}`,
        target: `deposit:${orderNo}`,
        merchantCode: site.merchantCode,
        before: { status: order.status },
        after: { status, remark: remark ?? null, amount: formatMoney(order.amount, site.settings.currency) },
      },
      now,
    );
    return row;
  });
  if (!decided) {
    await repairCredits(deps, { merchantId: site.merchantId });
    throw new AppError('order.not.pending');
  }
  if (decided.status === 'PAID') await credit(deps, decided);
  announceOrder(deps, decided);
  const row = await store.orderWithNames(db, orderNo);
  return operatorRecordOf(deps, row!, site, new Map());
}

import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { decisionPosting } from '../../audit/decision.js';
import type { AuditActor } from '../../audit/service.js';
import type { WithdrawalDeps } from '../deps.js';
import { decide, requireOrder, returnHold } from '../orders.js';
import { DECIDABLE, isDecidable } from '../rules.js';

/** Rejects a pending withdrawal: the held amount returns to the member's main wallet. */
export async function rejectWithdrawal(
  deps: WithdrawalDeps,
  site: SiteContext,
  actor: AuditActor,
  orderNo: string,
  remark: string | undefined,
) {
  const { order, status } = await requireOrder(deps, site, orderNo);
  if (!isDecidable(status)) throw new AppError('order.not.pending');
  await decisionPosting(() => returnHold(deps, order, 'rejected'));
  return decide(
    deps,
    site,
    actor,
    order,
    DECIDABLE,
    { status: 'REJECTED', decidedBy: actor.operatorName, ...(remark ? { remark } : {}) },
    'withdrawal.reject',
  );
}

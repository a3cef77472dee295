import type { PayoutBank } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import * as bankStore from '../bank-store.js';
import type { WithdrawalDeps } from '../deps.js';
import { payoutBankTarget, toPayoutBank } from '../payout-banks.js';

/**
 * Offers a bank or e-wallet to members again, or stops offering it (audited). Accounts bound to it
 * stay bound and can still be withdrawn to; only new bindings need it switched on.
 */
export async function setPayoutBankEnabled(
  deps: WithdrawalDeps,
  actor: AuditActor,
  site: SiteContext,
  id: number,
  input: { enabled: boolean; remark?: string | undefined },
): Promise<PayoutBank> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await bankStore.lockPayoutBank(tx, site.merchantId, id);
    if (!before) throw new AppError('not.found');
    const row = await bankStore.updatePayoutBank(tx, site.merchantId, id, { enabled: input.enabled }, now);
    const after = toPayoutBank(row!);
    await recordAudit(
      tx,
      actor,
      {
        action: input.enabled ? 'payout.bank.enable' : 'payout.bank.disable',
        target: payoutBankTarget(id),
        merchantCode: site.merchantCode,
        before: { enabled: before.enabled },
        after: { enabled: after.enabled, remark: input.remark || null },
      },
      now,
    );
    return after;
  });
}

import type { PayoutBank, PayoutBankInput } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import * as bankStore from '../bank-store.js';
import type { WithdrawalDeps } from '../deps.js';
import { duplicateBank, payoutBankTarget, toPayoutBank } from '../payout-banks.js';

/**
 * Changes a bank or e-wallet (audited). Accounts bound before keep the name they were bound with;
 * a new pattern applies to accounts bound from now on.
 */
export async function updatePayoutBank(
  deps: WithdrawalDeps,
  actor: AuditActor,
  site: SiteContext,
  id: number,
  input: PayoutBankInput,
): Promise<PayoutBank> {
  const { remark, ...values } = input;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await bankStore.lockPayoutBank(tx, site.merchantId, id);
    if (!before) throw new AppError('not.found');
    if (await bankStore.codeTaken(tx, site.merchantId, values.country, values.code, id))
      throw validationError(duplicateBank());
    const row = await bankStore.updatePayoutBank(tx, site.merchantId, id, values, now);
    const after = toPayoutBank(row!);
    await recordAudit(
      tx,
      actor,
      {
        action: 'payout.bank.update',
        target: payoutBankTarget(id),
        merchantCode: site.merchantCode,
        before: toPayoutBank(before),
        after: { ...after, remark: remark || null },
      },
      now,
    );
    return after;
  });
}

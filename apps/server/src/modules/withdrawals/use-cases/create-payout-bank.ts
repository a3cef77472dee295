import type { PayoutBank, PayoutBankInput } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import * as bankStore from '../bank-store.js';
import type { WithdrawalDeps } from '../deps.js';
import { duplicateBank, payoutBankTarget, toPayoutBank } from '../payout-banks.js';

/** Adds a bank or e-wallet the merchant's members of a country may bind (audited). */
export async function createPayoutBank(
  deps: WithdrawalDeps,
  actor: AuditActor,
  site: SiteContext,
  input: PayoutBankInput,
): Promise<PayoutBank> {
  const { remark, ...values } = input;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await bankStore.insertPayoutBank(tx, site.merchantId, values, now);
    if (!row) throw validationError(duplicateBank());
    const after = toPayoutBank(row);
    await recordAudit(
      tx,
      actor,
      {
        action: 'payout.bank.create',
        target: payoutBankTarget(row.id),
        merchantCode: site.merchantCode,
        before: null,
        after: { ...after, remark: remark || null },
      },
      now,
    );
    return after;
  });
}

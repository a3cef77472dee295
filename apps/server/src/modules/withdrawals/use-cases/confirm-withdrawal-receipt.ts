import { PROOF_IMAGE_MAX_BYTES, type withdrawalReceiptRequestSchema } from '@wps/contracts';
import type { z } from 'zod';
import { checkImage } from '../../../kernel/images.js';
import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import type { WithdrawalDeps } from '../deps.js';
import { receiptTransition } from '../rules.js';
import * as store from '../store.js';

/**
 * The member's answer to a paid withdrawal (docs/product.md §Withdrawals): received, not received
 * (with a proof image for the operator to follow up), or all received. After the auto-receive time a
 * paid order counts as AUTO_RECEIVED and takes no answer (the `withdrawals.mark-auto-received` job
 * stores it). No answer moves money: the payout was final.
 */
export async function confirmWithdrawalReceipt(
  deps: WithdrawalDeps,
  site: SiteContext,
  member: MemberPrincipal,
  input: z.output<typeof withdrawalReceiptRequestSchema>,
  actor: AuditActor,
) {
  const { db } = deps;
  const now = deps.clock.now();
  const audit = (tx: Parameters<typeof recordAudit>[0], orderNos: string[]) =>
    recordAudit(
      tx,
      actor,
      {
        action: `withdrawal.receipt.${input.result}`,
        target: `member:${member.id}`,
        merchantCode: site.merchantCode,
        after: { orderNos },
      },
      now,
    );

  if (input.result === 'all_received') {
    await db.transaction(async (tx) => {
      const changed = await store.receiveAllPaid(tx, member.id, now);
      if (changed.length > 0)
        await audit(
          tx,
          changed.map((row) => row.orderNo),
        );
    });
    return null;
  }

  if (!input.orderNo)
    throw validationError({ orderNo: { code: 'field.required', message: 'Which withdrawal?' } });
  const order = await store.findOrder(db, site.merchantId, input.orderNo);
  if (!order || order.memberId !== member.id) throw new AppError('not.found');
  const { status, from } = receiptTransition(input.result);
  let patch: Parameters<typeof store.transitionOrder>[3];
  if (input.result === 'received') {
    patch = { status };
  } else {
    if (!input.proofImage)
      throw validationError({
        proofImage: { code: 'field.required', message: 'Add a picture showing the money did not arrive' },
      });
    patch = {
      status,
      receiptProof: checkImage(input.proofImage, {
        field: 'proofImage',
        maxBytes: PROOF_IMAGE_MAX_BYTES,
      }),
    };
  }
  const done = await db.transaction(async (tx) => {
    const updated = await store.transitionOrder(tx, order.id, from, patch, now);
    if (updated) await audit(tx, [order.orderNo]);
    return updated !== null;
  });
  if (!done) throw new AppError('order.not.pending');
  return null;
}

import type { PaymentGateway, paymentGatewayUpdateSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import { linksFor } from '../channels.js';
import type { DepositDeps } from '../deps.js';
import * as gatewayStore from '../gateway-store.js';
import { gatewayAuditView, requireGatewayKey, sealGatewaySecret, toPaymentGateway } from '../gateways.js';
import { gatewayLimitsOf } from '../rules.js';

export type PaymentGatewayUpdate = z.output<typeof paymentGatewayUpdateSchema>;

/**
 * Changes one of the merchant's gateways (audited). A secret given replaces the old one at once
 * (rotation: orders and callbacks are signed and checked with the new one from then on); the audit
 * entry says only that it changed. Switched off, the gateway takes no new orders; those in flight
 * still settle.
 */
export async function updatePaymentGateway(
  deps: DepositDeps,
  actor: AuditActor,
  site: SiteContext,
  code: string,
  input: PaymentGatewayUpdate,
): Promise<PaymentGateway> {
  const key = requireGatewayKey(deps);
  const limits = gatewayLimitsOf(input, site.settings.currency);
  const { secret, remark, minAmount: _min, maxAmount: _max, ...values } = input;
  const now = deps.clock.now();
  const notifyUrl = linksFor(deps, code).notifyUrl;
  return deps.db.transaction(async (tx) => {
    const before = await gatewayStore.lockGateway(tx, site.merchantId, code);
    if (!before) throw new AppError('not.found');
    const row = await gatewayStore.updateGateway(
      tx,
      site.merchantId,
      code,
      {
        ...values,
        minAmount: limits.min,
        maxAmount: limits.max,
        ...(secret !== undefined ? sealGatewaySecret(key, code, secret) : {}),
      },
      now,
    );
    const secretChanged = secret !== undefined;
    const after = toPaymentGateway(row!, site.settings.currency, notifyUrl);
    await recordAudit(
      tx,
      actor,
      {
        action: secretChanged ? 'partner.gateway.update.secret' : 'partner.gateway.update',
        target: `payment-gateway:${code}`,
        merchantCode: site.merchantCode,
        before: gatewayAuditView(toPaymentGateway(before, site.settings.currency, notifyUrl), false),
        after: { ...gatewayAuditView(after, secretChanged), remark: remark || null },
      },
      now,
    );
    return after;
  });
}

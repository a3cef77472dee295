import type { PaymentGateway, paymentGatewayCreateSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { SiteContext } from '../../../platform/context.js';
import { validationError } from '../../../platform/errors.js';
import { recordAudit, type AuditActor } from '../../audit/service.js';
import { linksFor } from '../channels.js';
import type { DepositDeps } from '../deps.js';
import * as gatewayStore from '../gateway-store.js';
import { gatewayAuditView, requireGatewayKey, sealGatewaySecret, toPaymentGateway } from '../gateways.js';
import { gatewayLimitsOf } from '../rules.js';

export type PaymentGatewayCreate = z.output<typeof paymentGatewayCreateSchema>;

/**
 * Adds a payment gateway of the sandbox's signed protocol for the merchant (audited; the audit entry
 * holds no secret). Its channels are then configured on the payment methods like the sandbox's; its
 * callbacks arrive at `/wps/payment/notify/<code>`.
 */
export async function createPaymentGateway(
  deps: DepositDeps,
  actor: AuditActor,
  site: SiteContext,
  input: PaymentGatewayCreate,
): Promise<PaymentGateway> {
  const key = requireGatewayKey(deps);
  const duplicate = () =>
    validationError({
      code: { code: 'field.duplicate', message: 'A payment gateway with this code exists' },
    });
  if (deps.providers.builtIn.has(input.code)) throw duplicate();
  const limits = gatewayLimitsOf(input, site.settings.currency);
  const { code, secret, remark, minAmount: _min, maxAmount: _max, ...values } = input;
  const now = deps.clock.now();
  const notifyUrl = linksFor(deps, code).notifyUrl;
  return deps.db.transaction(async (tx) => {
    const row = await gatewayStore.insertGateway(
      tx,
      site.merchantId,
      code,
      { ...values, minAmount: limits.min, maxAmount: limits.max, ...sealGatewaySecret(key, code, secret) },
      now,
    );
    if (!row) throw duplicate();
    const after = toPaymentGateway(row, site.settings.currency, notifyUrl);
    await recordAudit(
      tx,
      actor,
      {
        action: 'partner.gateway.create',
        target: `payment-gateway:${code}`,
        merchantCode: site.merchantCode,
        before: null,
        after: { ...gatewayAuditView(after, true), remark: remark || null },
      },
      now,
    );
    return after;
  });
}

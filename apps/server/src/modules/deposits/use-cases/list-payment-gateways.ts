import type { PaymentGateway } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { linksFor } from '../channels.js';
import type { DepositDeps } from '../deps.js';
import * as gatewayStore from '../gateway-store.js';
import { builtInGatewayView, toPaymentGateway } from '../gateways.js';

/** The gateways the merchant's channels may name: the deployment's own first, then the merchant's. */
export async function listPaymentGateways(
  deps: DepositDeps,
  site: SiteContext,
): Promise<{ list: PaymentGateway[] }> {
  const notifyUrl = (code: string) => linksFor(deps, code).notifyUrl;
  const builtIn = deps.providers.builtInConfigs.map((gateway) =>
    builtInGatewayView(gateway, notifyUrl(gateway.code)),
  );
  const own = (await gatewayStore.listGateways(deps.db, site.merchantId)).map((row) =>
    toPaymentGateway(row, site.settings.currency, notifyUrl(row.code)),
  );
  return { list: [...builtIn, ...own] };
}

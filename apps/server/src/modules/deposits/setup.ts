import type { Clock } from '../../platform/clock.js';
import type { RuntimeConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/index.js';
import type { Logger } from '../../platform/logger.js';
import type { LedgerService } from '../ledger/service.js';
import { createPaymentProviders } from './providers/index.js';
import { configuredGateways } from './gateways.js';
import { keyFromBase64 } from '../../kernel/secret-box.js';
import { createDepositService } from './service.js';
import type { DepositServiceDeps } from './deps.js';
import { type SiteContext } from '../../platform/context.js';

/** Where a sandbox gateway started on its own listens by default. */
export const DEFAULT_PAYMENT_SANDBOX_URL = 'http://127.0.0.1:8090';

interface MerchantLookup {
  list(): Promise<{ code: string }[]>;
  siteByCode(code: string): Promise<SiteContext>;
}

/** A merchant's site by id, through the merchant service (ids and codes never change: cached). */
function siteByMerchantId(merchants: MerchantLookup) {
  const codes = new Map<number, string>();
  return async (merchantId: number): Promise<SiteContext> => {
    if (!codes.has(merchantId))
      for (const { code } of await merchants.list())
        codes.set((await merchants.siteByCode(code)).merchantId, code);
    const code = codes.get(merchantId);
    if (!code) throw new Error(`deposits: no merchant with id ${merchantId}`);
    return merchants.siteByCode(code);
  };
}

/** The deposits service as the process configures it (services.ts). */
export function setUpDeposits(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  config: RuntimeConfig;
  ledger: LedgerService;
  /** Base of the links handed to gateways (PUBLIC_URL or the listening address). */
  publicUrl(): string;
  merchants: MerchantLookup;
  usernameOf(memberId: number): Promise<string | null>;
  orderChanged: DepositServiceDeps['orderChanged'];
  queueChanged?: DepositServiceDeps['queueChanged'];
}) {
  const { config } = deps;
  const partnerSecretsKey = keyFromBase64(config.PARTNER_SECRETS_KEY);
  return createDepositService({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    ledger: deps.ledger,
    providers: createPaymentProviders({
      clock: deps.clock,
      // Only a gateway this deployment runs or was pointed at: a provider that is not registered
      // answers 404 on its callback path and its channels are not offered.
      sandbox:
        config.PAY_SANDBOX || config.PAYMENT_SANDBOX_URL
          ? {
              baseUrl: config.PAYMENT_SANDBOX_URL ?? DEFAULT_PAYMENT_SANDBOX_URL,
              merchantId: config.PAYMENT_SANDBOX_MERCHANT_ID,
              secret: config.PAYMENT_SANDBOX_SECRET,
            }
          : null,
      // The gateways operators configure per merchant, read at each use (docs/product.md §Partners).
      configured: configuredGateways(deps.db, partnerSecretsKey, (code) =>
        deps.logger.error(
          { gateway: code },
          'payment gateway left out: its secret does not open with this key',
        ),
      ),
    }),
    partnerSecretsKey,
    publicUrl: deps.publicUrl,
    refusedCallbacks: { keep: config.PAYMENT_CALLBACKS_REFUSED_KEEP, maxAgeMs: 30 * 24 * 3_600_000 },
    usernameOf: deps.usernameOf,
    siteOfMerchant: siteByMerchantId(deps.merchants),
    orderChanged: deps.orderChanged,
    ...(deps.queueChanged ? { queueChanged: deps.queueChanged } : {}),
  });
}

import type { CurrencySettings, PaymentGateway } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { formatMoney } from '../../kernel/money.js';
import { openSecret, sealSecret, secretHint } from '../../kernel/secret-box.js';
import * as gatewayStore from './gateway-store.js';
import type { GatewayRow } from './gateway-store.js';
import type { ConfiguredGateways, GatewayConfig } from './providers/index.js';

/*
 * The payment gateways operators configure per merchant (docs/product.md §Partners): their secrets
 * sealed in the database, opened only to sign and check the gateway's messages; never answered,
 * logged or audited.
 */

/** The key the configured secrets are sealed with (PARTNER_SECRETS_KEY, or the deployment's own). */
export function requireGatewayKey(deps: { partnerSecretsKey?: Buffer | undefined }): Buffer {
  if (!deps.partnerSecretsKey) throw new Error('deposits: no key for the partners’ secrets');
  return deps.partnerSecretsKey;
}

/** A sealed secret opens only for its own gateway: a value copied to another row does not. */
const sealContextOf = (code: string) => `payment-gateway:${code}`;

export function sealGatewaySecret(key: Buffer, code: string, secret: string) {
  return { secretSealed: sealSecret(key, secret, sealContextOf(code)), secretLast4: secretHint(secret) };
}

/**
 * The configured gateways as the providers read them, read from the database at each use (a change
 * holds at once in every process). A secret that does not open (PARTNER_SECRETS_KEY changed) leaves
 * its gateway out, named to `unreadable`.
 */
export function configuredGateways(
  db: Executor,
  key: Buffer,
  unreadable: (code: string) => void,
): ConfiguredGateways {
  const configOf = (row: GatewayRow): GatewayConfig | null => {
    const secret = openSecret(key, row.secretSealed, sealContextOf(row.code));
    if (secret === null) {
      unreadable(row.code);
      return null;
    }
    return {
      code: row.code,
      merchantId: row.merchantId,
      baseUrl: row.baseUrl,
      gatewayMerchantId: row.gatewayMerchantId,
      secret,
      channels: row.channels as string[],
      minAmount: row.minAmount,
      maxAmount: row.maxAmount,
      enabled: row.enabled,
    };
  };
  return {
    byCode: async (code) => {
      const row = await gatewayStore.findGateway(db, code);
      return row ? configOf(row) : null;
    },
    ofMerchant: async (merchantId) =>
      (await gatewayStore.listGateways(db, merchantId)).flatMap((row) => configOf(row) ?? []),
  };
}

const money = (minor: bigint | null, currency: CurrencySettings) =>
  minor === null ? null : formatMoney(minor, currency);

/** A configured gateway as operators see it: the secret only as set and its last 4 characters. */
export function toPaymentGateway(
  row: GatewayRow,
  currency: CurrencySettings,
  notifyUrl: string,
): PaymentGateway {
  return {
    code: row.code,
    name: row.name,
    baseUrl: row.baseUrl,
    gatewayMerchantId: row.gatewayMerchantId,
    channels: row.channels as string[],
    minAmount: money(row.minAmount, currency),
    maxAmount: money(row.maxAmount, currency),
    enabled: row.enabled,
    secretSet: true,
    secretLast4: row.secretLast4,
    notifyUrl,
    builtIn: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The deployment's own gateway (the sandbox): set up by its configuration, its secret never shown. */
export function builtInGatewayView(
  gateway: Omit<GatewayConfig, 'secret'>,
  notifyUrl: string,
): PaymentGateway {
  return {
    code: gateway.code,
    name: gateway.code === 'sandbox' ? 'Sandbox gateway' : gateway.code,
    baseUrl: gateway.baseUrl,
    gatewayMerchantId: gateway.gatewayMerchantId,
    channels: [...gateway.channels],
    minAmount: null,
    maxAmount: null,
    enabled: gateway.enabled,
    secretSet: true,
    secretLast4: null,
    notifyUrl,
    builtIn: true,
    updatedAt: null,
  };
}

/** What the audit log keeps of a gateway: no secret, not even its last characters. */
export function gatewayAuditView(gateway: PaymentGateway, secretChanged: boolean) {
  const { secretLast4: _hidden, ...rest } = gateway;
  return { ...rest, secretChanged };
}

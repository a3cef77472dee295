import { randomBytes } from 'node:crypto';
import type { Config, RuntimeConfig } from './platform/config.js';
import type { Database } from './platform/db/index.js';
import { secretOf } from './modules/identity/store.js';

/**
 * The secrets shared with partners (the sandbox payment gateway, the in-house slot vendor): the
 * configured ones, else one generated per deployment and kept in the database, so every process of
 * the deployment uses the same one and no two deployments share one. There is no public default.
 */
export async function withPartnerSecrets(config: Config, db: Database): Promise<RuntimeConfig> {
  const generated = () => randomBytes(32).toString('base64url');
  return {
    ...config,
    PAYMENT_SANDBOX_SECRET:
      config.PAYMENT_SANDBOX_SECRET ?? (await secretOf(db, 'payment-sandbox-secret', generated())),
    SLOTS_VENDOR_SECRET:
      config.SLOTS_VENDOR_SECRET ?? (await secretOf(db, 'slots-vendor-secret', generated())),
    LOTTO_VENDOR_SECRET:
      config.LOTTO_VENDOR_SECRET ?? (await secretOf(db, 'lotto-vendor-secret', generated())),
    // The key sealing the secrets operators give configured partners (vendors, gateways) in the
    // database: set it so a copy of the database alone does not reveal them.
    PARTNER_SECRETS_KEY:
      config.PARTNER_SECRETS_KEY ??
      (await secretOf(db, 'partner-secrets-key', randomBytes(32).toString('base64'))),
  };
}

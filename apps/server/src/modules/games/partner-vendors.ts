import type { GameCategory, PartnerVendor } from '@wps/contracts';
import type { Executor } from '../../platform/db/index.js';
import { openSecret, sealSecret, secretHint } from '../../kernel/secret-box.js';
import * as partnerStore from './partner-store.js';
import type { PartnerVendorRow } from './partner-store.js';
import type { VendorEndpoint, WalletMode } from './vendor-directory.js';

/*
 * The vendors an operator configured (docs/product.md §Partners): their secrets sealed in the
 * database, opened only into the vendor directory's memory, never answered, logged or audited.
 */

/** The key the configured secrets are sealed with (PARTNER_SECRETS_KEY, or the deployment's own). */
export function requirePartnerKey(deps: { partnerSecretsKey?: Buffer | undefined }): Buffer {
  if (!deps.partnerSecretsKey) throw new Error('games: no key for the partners’ secrets');
  return deps.partnerSecretsKey;
}

/** A sealed secret opens only for its own vendor: a value copied to another row does not. */
const sealContextOf = (code: string) => `partner-vendor:${code}`;

export function sealVendorSecret(key: Buffer, code: string, secret: string) {
  return { secretSealed: sealSecret(key, secret, sealContextOf(code)), secretLast4: secretHint(secret) };
}

/**
 * Every configured vendor with its secret opened, for the directory. A secret that does not open
 * (PARTNER_SECRETS_KEY changed) leaves its vendor out, named to `unreadable`.
 */
export async function loadConfiguredVendors(
  db: Executor,
  key: Buffer,
  unreadable: (code: string) => void,
): Promise<VendorEndpoint[]> {
  const endpoints: VendorEndpoint[] = [];
  for (const row of await partnerStore.listPartnerVendors(db)) {
    const secret = openSecret(key, row.secretSealed, sealContextOf(row.code));
    if (secret === null) {
      unreadable(row.code);
      continue;
    }
    endpoints.push({
      code: row.code,
      baseUrl: row.baseUrl,
      secret,
      walletMode: row.walletMode as WalletMode,
      enabled: row.enabled,
    });
  }
  return endpoints;
}

/** A configured vendor as operators see it: the secret only as set and its last 4 characters. */
export function toPartnerVendor(row: PartnerVendorRow): PartnerVendor {
  return {
    code: row.code,
    name: row.name,
    baseUrl: row.baseUrl,
    walletMode: row.walletMode as WalletMode,
    categories: row.categories as GameCategory[],
    enabled: row.enabled,
    secretSet: true,
    secretLast4: row.secretLast4,
    builtIn: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A vendor the deployment sets up (the in-house one): its secret is the deployment's, never shown. */
export function setUpVendorView(endpoint: VendorEndpoint, name: string, categories: GameCategory[]) {
  return {
    code: endpoint.code,
    name,
    baseUrl: endpoint.baseUrl,
    walletMode: endpoint.walletMode,
    categories,
    enabled: endpoint.enabled !== false,
    secretSet: endpoint.secret !== '',
    secretLast4: null,
    builtIn: true,
    updatedAt: null,
  } satisfies PartnerVendor;
}

/** What the audit log keeps of a vendor: no secret, not even its last characters. */
export function auditViewOf(vendor: PartnerVendor, secretChanged: boolean) {
  const { secretLast4: _hidden, ...rest } = vendor;
  return { ...rest, secretChanged };
}

import type { WALLET_MODES } from '@wps/contracts';

/** The in-house slot vendor: a separate service reached over HTTP like any third party. */
export const IN_HOUSE_VENDOR = 'AURORA';

export type WalletMode = (typeof WALLET_MODES)[number];

/** Where a vendor answers and the secret both sides sign with. */
export interface VendorEndpoint {
  code: string;
  /** Base URL of its API; null while it is not known (the vendor part has not started). */
  baseUrl: string | null;
  secret: string;
  walletMode: WalletMode;
  /** Path of the vendor's public round verifier, the round id appended (provably-fair vendors). */
  verifyPath?: string;
}

export interface VendorDirectoryConfig {
  SLOTS_VENDOR_URL?: string | undefined;
  SLOTS_VENDOR_SECRET: string;
}

/**
 * The vendors this process can reach, from the configuration: `AURORA` (seamless) at
 * SLOTS_VENDOR_URL with SLOTS_VENDOR_SECRET. Which vendors a merchant offers is its catalogue
 * (game_vendors); this is only how to reach them. `register` adds or replaces one (a vendor
 * integrated later, or a stub in tests).
 */
export function createVendorDirectory(config: VendorDirectoryConfig) {
  const endpoints = new Map<string, VendorEndpoint>();
  endpoints.set(IN_HOUSE_VENDOR, {
    code: IN_HOUSE_VENDOR,
    baseUrl: config.SLOTS_VENDOR_URL ? trimSlash(config.SLOTS_VENDOR_URL) : null,
    secret: config.SLOTS_VENDOR_SECRET,
    walletMode: 'seamless',
    verifyPath: '/verify?round=',
  });
  return {
    endpoint(code: string): VendorEndpoint | null {
      return endpoints.get(code) ?? null;
    },
    /** The secret a vendor signs its wallet calls with (the vendor-wallet service verifies them). */
    vendorSecret(code: string): string | null {
      return endpoints.get(code)?.secret ?? null;
    },
    /** The vendor's base URL, or null when unknown. */
    baseUrl(code: string): string | null {
      return endpoints.get(code)?.baseUrl ?? null;
    },
    /** Where a member verifies a round at the vendor, or null when the vendor publishes no verifier. */
    verifyUrl(code: string, roundId: string): string | null {
      const endpoint = endpoints.get(code);
      if (!endpoint?.baseUrl || !endpoint.verifyPath) return null;
      return `${endpoint.baseUrl}${endpoint.verifyPath}${encodeURIComponent(roundId)}`;
    },
    /** Base URLs of every vendor known (for the pages' frame and image policy). */
    baseUrls(): string[] {
      return [...endpoints.values()].flatMap((endpoint) => (endpoint.baseUrl ? [endpoint.baseUrl] : []));
    },
    register(endpoint: VendorEndpoint) {
      endpoints.set(endpoint.code, {
        ...endpoint,
        baseUrl: endpoint.baseUrl ? trimSlash(endpoint.baseUrl) : null,
      });
    },
    /** Sets a known vendor's base URL once it is known (main.ts, after starting the vendor part). */
    setBaseUrl(code: string, baseUrl: string) {
      const known = endpoints.get(code);
      if (known) endpoints.set(code, { ...known, baseUrl: trimSlash(baseUrl) });
    },
  };
}

export type VendorDirectory = ReturnType<typeof createVendorDirectory>;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

import type { WALLET_MODES } from '@wps/contracts';

/** The in-house slot vendor: a separate service reached over HTTP like any third party. */
export const IN_HOUSE_VENDOR = 'AURORA';
/** How operators' lists name the in-house vendor and what it offers. */
export const IN_HOUSE_DESCRIPTION = { name: 'Aurora Slots', categories: ['RNG' as const] };
/** The in-house lottery vendor: another separate service, reached the same way. */
export const IN_HOUSE_LOTTERY = 'LOTTO';
export const IN_HOUSE_LOTTERY_DESCRIPTION = {
  name: 'Lotto (in-house lottery)',
  categories: ['LOTT' as const, 'ELOTT' as const],
};

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
  /**
   * False while an operator has the vendor switched off: no launch, trial or catalogue sync. Its
   * wallet calls are still verified (the rounds in flight settle) and transfers still checked.
   */
  enabled?: boolean;
}

export interface VendorDirectoryConfig {
  SLOTS_VENDOR_URL?: string | undefined;
  SLOTS_VENDOR_SECRET: string;
  LOTTO_VENDOR_URL?: string | undefined;
  /** Absent in tests that set up no lottery: the vendor is then not known. */
  LOTTO_VENDOR_SECRET?: string | undefined;
}

export interface VendorDirectoryOptions {
  /** The vendors an operator configured, their secrets opened (partner-vendors.ts); none when absent. */
  load?: () => Promise<VendorEndpoint[]>;
  /** How long the configured vendors are answered from memory (default 5 s). */
  ttlMs?: number;
  /** Tells the other processes that the configured vendors changed (the `vendors` signal). */
  announce?: (code: string) => void;
  /** A reload failed: the previous vendors are kept, and the next read tries again. */
  onLoadError?: (error: unknown) => void;
  now?: () => number;
}

/** Configured vendors are read again this long after a reload failed. */
const RETRY_AFTER_FAILURE_MS = 1_000;

/** The in-house vendor as the deployment's configuration describes it. */
export function inHouseEndpoint(config: VendorDirectoryConfig): VendorEndpoint {
  return {
    code: IN_HOUSE_VENDOR,
    baseUrl: config.SLOTS_VENDOR_URL ?? null,
    secret: config.SLOTS_VENDOR_SECRET,
    walletMode: 'seamless',
    verifyPath: '/verify?round=',
  };
}

/**
 * The vendors this process can reach: those the deployment sets up (the in-house `AURORA`, from
 * SLOTS_VENDOR_URL and SLOTS_VENDOR_SECRET, and any a test registers) and those an operator
 * configured (partner_vendors, loaded through `options.load`). Both kinds enter through the same
 * `register`; a set-up vendor's code cannot be configured. Which vendors a merchant offers is its
 * catalogue (game_vendors); this is only how to reach them.
 *
 * The configured ones are held in memory for `ttlMs` and read again after it, or at once when a
 * change here or in another process (the `vendors` signal) drops them. The synchronous readers
 * (icons, frame policy) answer what is held and start a reload when it is old; `resolve` and
 * `secretOf` (launches, syncs, wallet calls) wait for a fresh list, except for a set-up vendor,
 * which no list can change (the in-house vendor's wallet calls never wait for a reload).
 */
export function createVendorDirectory(config: VendorDirectoryConfig, options: VendorDirectoryOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const ttlMs = options.ttlMs ?? 5_000;
  const setUp = new Map<string, VendorEndpoint>();
  let configured = new Map<string, VendorEndpoint>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  // Bumped by every change: a read started before it may neither install its list nor count as fresh.
  let generation = 0;
  let loading: { generation: number; promise: Promise<void> } | null = null;

  const normalised = (endpoint: VendorEndpoint): VendorEndpoint => ({
    ...endpoint,
    baseUrl: endpoint.baseUrl ? trimSlash(endpoint.baseUrl) : null,
  });
  const find = (code: string) => setUp.get(code) ?? configured.get(code) ?? null;

  function reload(): Promise<void> {
    if (!options.load) return Promise.resolve();
    if (loading?.generation === generation) return loading.promise;
    const started = now();
    const startedIn = generation;
    const promise = options
      .load()
      .then((list) => {
        if (startedIn !== generation) return;
        configured = new Map(list.map((endpoint) => [endpoint.code, normalised(endpoint)]));
        loadedAt = started;
      })
      .catch((error: unknown) => {
        if (startedIn === generation) loadedAt = started - ttlMs + RETRY_AFTER_FAILURE_MS;
        options.onLoadError?.(error);
        throw error;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = null;
      });
    loading = { generation: startedIn, promise };
    return promise;
  }
  const stale = () => options.load !== undefined && now() - loadedAt >= ttlMs;
  /** For the synchronous readers: what is held, and a reload in the background when it is old. */
  const held = () => {
    if (stale()) reload().catch(() => undefined);
  };
  /** For the readers that must not act on an old list: waits for a fresh one. */
  const fresh = async () => {
    // A change during a read makes it stale again: read once more (a few times at most).
    for (let attempt = 0; attempt < 3 && stale(); attempt++) await reload();
  };
  const drop = () => {
    generation++;
    loadedAt = Number.NEGATIVE_INFINITY;
  };

  register(inHouseEndpoint(config));
  if (config.LOTTO_VENDOR_SECRET)
    register({
      code: IN_HOUSE_LOTTERY,
      baseUrl: config.LOTTO_VENDOR_URL ?? null,
      secret: config.LOTTO_VENDOR_SECRET,
      walletMode: 'seamless',
    });

  /** Adds or replaces a vendor the deployment sets up (a vendor integrated in code, or a test's own vendor server). */
  function register(endpoint: VendorEndpoint) {
    setUp.set(endpoint.code, normalised(endpoint));
  }

  return {
    register,
    /** Whether the code belongs to a vendor the deployment sets up (not configurable by operators). */
    isSetUp(code: string): boolean {
      return setUp.has(code);
    },
    /** The vendors the deployment sets up, as they are now (the operators' list shows them). */
    setUpVendors(): VendorEndpoint[] {
      return [...setUp.values()];
    },
    /** A vendor's endpoint from a fresh list (launches, syncs, transfer checks); null when unknown. */
    async resolve(code: string): Promise<VendorEndpoint | null> {
      const own = setUp.get(code);
      if (own) return own;
      await fresh();
      return find(code);
    },
    /** The secret a vendor signs its wallet calls with, from a fresh list; null for an unknown vendor. */
    async secretOf(code: string): Promise<string | null> {
      // A set-up vendor's code cannot be configured: its secret never waits for the list.
      const own = setUp.get(code);
      if (own) return own.secret;
      await fresh();
      return find(code)?.secret ?? null;
    },
    endpoint(code: string): VendorEndpoint | null {
      held();
      return find(code);
    },
    /** The secret as held now (no reload awaited). */
    vendorSecret(code: string): string | null {
      held();
      return find(code)?.secret ?? null;
    },
    /** The vendor's base URL, or null when unknown. */
    baseUrl(code: string): string | null {
      held();
      return find(code)?.baseUrl ?? null;
    },
    /** Where a member verifies a round at the vendor, or null when the vendor publishes no verifier. */
    verifyUrl(code: string, roundId: string): string | null {
      held();
      const endpoint = find(code);
      if (!endpoint?.baseUrl || !endpoint.verifyPath) return null;
      return `${endpoint.baseUrl}${endpoint.verifyPath}${encodeURIComponent(roundId)}`;
    },
    /** Base URLs of every vendor known (for the pages' frame and image policy). */
    baseUrls(): string[] {
      held();
      return [...setUp.values(), ...configured.values()].flatMap((endpoint) =>
        endpoint.baseUrl && endpoint.enabled !== false ? [endpoint.baseUrl] : [],
      );
    },
    /** Sets a set-up vendor's base URL once it is known (main.ts, after starting the vendor part). */
    setBaseUrl(code: string, baseUrl: string) {
      const known = setUp.get(code);
      if (known) setUp.set(code, { ...known, baseUrl: trimSlash(baseUrl) });
    },
    /** Reads the configured vendors now (at start, so the first answers know them). */
    load: () => reload(),
    /** The configured vendors changed here: drop them here and tell every other process. */
    changed(code: string) {
      drop();
      options.announce?.(code);
    },
    /** Another process changed them (the `vendors` signal): read them again before the next use. */
    invalidate() {
      drop();
    },
  };
}

export type VendorDirectory = ReturnType<typeof createVendorDirectory>;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

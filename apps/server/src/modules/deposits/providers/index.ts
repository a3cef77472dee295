import type { Clock } from '../../../platform/clock.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider, SANDBOX_CHANNELS, SANDBOX_PROVIDER } from './sandbox.js';

export * from './provider.js';

/**
 * A gateway speaking the sandbox gateway's signed protocol, as configured: the deployment's own
 * sandbox (from its configuration) or one an operator added for a merchant (payment_gateways).
 */
export interface GatewayConfig {
  code: string;
  /** The merchant whose gateway it is; undefined for the deployment's own. */
  merchantId?: number;
  baseUrl: string;
  gatewayMerchantId: string;
  secret: string;
  channels: readonly string[];
  minAmount: bigint | null;
  maxAmount: bigint | null;
  enabled: boolean;
  timeoutMs?: number;
}

/** Where the gateways operators configured are read (gateways.ts), their secrets opened. */
export interface ConfiguredGateways {
  byCode(code: string): Promise<GatewayConfig | null>;
  ofMerchant(merchantId: number): Promise<GatewayConfig[]>;
}

export interface PaymentProvidersConfig {
  clock: Clock;
  /** The sandbox gateway, when this deployment uses it. */
  sandbox: { baseUrl: string; merchantId: string; secret: string; timeoutMs?: number } | null;
  /** The gateways operators configured (none when absent). */
  configured?: ConfiguredGateways;
}

/** The gateways a deployment talks to: its own, and those operators configured per merchant. */
export interface PaymentProviders {
  /** The deployment's own gateways (the sandbox), offered to every merchant. */
  readonly builtIn: ReadonlyMap<string, PaymentProvider>;
  /** Their configuration without the secret (the operators' list shows it). */
  readonly builtInConfigs: readonly Omit<GatewayConfig, 'secret'>[];
  /** A gateway by its name, switched off or not (callbacks and orders in flight settle). */
  find(name: string): Promise<PaymentProvider | null>;
  /** What a merchant's channels may name: the deployment's gateways and its own, switched off or not. */
  forMerchant(merchantId: number): Promise<Map<string, PaymentProvider>>;
}

/** One provider from its configuration: every gateway, the sandbox too, is made here. */
export function providerOf(config: GatewayConfig, clock: Clock): PaymentProvider {
  return createSandboxProvider({
    baseUrl: config.baseUrl,
    merchantId: config.gatewayMerchantId,
    secret: config.secret,
    clock,
    ...(config.timeoutMs !== undefined ? { timeoutMs: config.timeoutMs } : {}),
    gateway: {
      name: config.code,
      channels: config.channels,
      ...(config.merchantId !== undefined ? { merchantId: config.merchantId } : {}),
      enabled: config.enabled,
      limits: { min: config.minAmount, max: config.maxAmount },
    },
  });
}

/** The sandbox gateway as one configured gateway of the deployment (from PAYMENT_SANDBOX_*). */
export function sandboxGatewayConfig(sandbox: NonNullable<PaymentProvidersConfig['sandbox']>): GatewayConfig {
  return {
    code: SANDBOX_PROVIDER,
    baseUrl: sandbox.baseUrl,
    gatewayMerchantId: sandbox.merchantId,
    secret: sandbox.secret,
    channels: SANDBOX_CHANNELS,
    minAmount: null,
    maxAmount: null,
    enabled: true,
    ...(sandbox.timeoutMs !== undefined ? { timeoutMs: sandbox.timeoutMs } : {}),
  };
}

export function createPaymentProviders(config: PaymentProvidersConfig): PaymentProviders {
  const own = config.sandbox ? [sandboxGatewayConfig(config.sandbox)] : [];
  const builtIn = new Map<string, PaymentProvider>(
    own.map((gateway) => [gateway.code, providerOf(gateway, config.clock)]),
  );
  const { configured } = config;
  return {
    builtIn,
    builtInConfigs: own.map(({ secret: _secret, ...described }) => described),
    async find(name) {
      const own = builtIn.get(name);
      if (own) return own;
      const found = configured ? await configured.byCode(name) : null;
      return found ? providerOf(found, config.clock) : null;
    },
    async forMerchant(merchantId) {
      const providers = new Map(builtIn);
      for (const gateway of configured ? await configured.ofMerchant(merchantId) : [])
        if (!builtIn.has(gateway.code)) providers.set(gateway.code, providerOf(gateway, config.clock));
      return providers;
    },
  };
}

import type { Clock } from '../../../platform/clock.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';

export * from './provider.js';

export interface PaymentProvidersConfig {
  clock: Clock;
  /** The sandbox gateway, when this deployment uses it. */
  sandbox: { baseUrl: string; merchantId: string; secret: string; timeoutMs?: number } | null;
}

/** The gateways this deployment talks to, by the name used in channels and callback paths. */
export function createPaymentProviders(config: PaymentProvidersConfig): Map<string, PaymentProvider> {
  const providers = config.sandbox ? [createSandboxProvider({ ...config.sandbox, clock: config.clock })] : [];
  return new Map(providers.map((provider) => [provider.name, provider]));
}

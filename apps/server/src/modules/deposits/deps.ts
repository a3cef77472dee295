import type { Clock } from '../../platform/clock.js';
import type { SiteContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/index.js';
import type { Logger } from '../../platform/logger.js';
import type { LedgerService } from '../ledger/service.js';
import type { PaymentProviders } from './providers/index.js';

/** What the deposit use cases are given (setup.ts builds it). */
export interface DepositDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  ledger: LedgerService;
  providers: PaymentProviders;
  /** The key sealing the configured gateways' secrets (PARTNER_SECRETS_KEY); without it none can be set. */
  partnerSecretsKey?: Buffer;
  /** Base of the callback and return links: PUBLIC_URL or the listening address, never the Host header. */
  publicUrl(): string;
  /** How many refused callback summaries to keep (the newest), and for how long at most. */
  refusedCallbacks: { keep: number; maxAgeMs: number };
  usernameOf(memberId: number): Promise<string | null>;
  /** The site of a merchant by id (callbacks carry no Merchant header). */
  siteOfMerchant(merchantId: number): Promise<SiteContext>;
  /** Tells the member's open pages that an order changed state (the live channel), after it committed. */
  orderChanged(order: { merchantId: number; memberId: number; orderNo: string; status: string }): void;
  /** A new order joined the queue: the back office's open lists read again (platform.queueChanged). */
  queueChanged?(): void;
}

/** The name the factory's deps had before the use cases were split out. */
export type DepositServiceDeps = DepositDeps;

/** What a payment callback is answered: `success` stops the gateway's retries. */
export interface CallbackAnswer {
  status: number;
  text: string;
}

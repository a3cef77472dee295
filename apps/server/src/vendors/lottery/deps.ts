import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { Jobs } from '../../platform/jobs.js';
import type { Logger } from '../../platform/logger.js';
import type { WalletClient } from '../kit/wallet-client.js';

/** A period drawn or cancelled, told to the platform (signed) so its pages hear it at once. */
export interface LottoEvent {
  type: 'period.drawn' | 'period.cancelled' | 'period.opened';
  gameCode: string;
  number: string;
}

/** What the vendor's use cases work with. */
export interface LottoDeps {
  /** Its database once attached (throws `UNAVAILABLE` before). */
  db(): Database;
  jobs(): Jobs | null;
  clock: Clock;
  logger: Logger;
  wallet: WalletClient;
  debitRetryMs: number[];
  defaultKeyCapMinor: bigint;
  /** Tells the platform a period changed; failures are logged, never thrown. */
  notify(event: LottoEvent): Promise<void>;
}

/** The vendor's queues, on the job queue of the database it is given (docs/decisions.md). */
export const LOTTO_JOBS = {
  /** Every minute: commits the seeds of the periods ahead and queues their draws. */
  schedule: 'lotto-vendor.schedule',
  /** At a period's draw time: draws an in-house game and settles; closes an external one. */
  draw: 'lotto-vendor.draw',
  /** Sends the due credits and rollbacks of a period (or of everything due). */
  deliver: 'lotto-vendor.deliver',
  /** Every minute: refunds debits left without an answer, settles late orders, re-queues deliveries. */
  sweep: 'lotto-vendor.sweep',
} as const;

import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { LedgerService } from '../ledger/service.js';

/** What the promotion use cases are given (index.ts builds it). */
export interface PromotionDeps {
  db: Database;
  clock: Clock;
  ledger: Pick<LedgerService, 'move' | 'balance'>;
  /** The member's VIP rank and labels (audiences by rank or label); rank 0 and none until VIP ranks exist. */
  standingOf(memberId: number): Promise<{ rank: number; labels: string[] }>;
  /** Tells the member's open pages that their rewards changed (the live channel), after it committed. */
  rewardsChanged(merchantId: number, memberId: number): void;
}

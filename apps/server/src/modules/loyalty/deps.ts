import type { Clock } from '../../platform/clock.js';
import type { SiteContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/index.js';
import type { LedgerService } from '../ledger/service.js';

/** What the loyalty use cases are given (index.ts builds it). */
export interface LoyaltyDeps {
  db: Database;
  clock: Clock;
  ledger: Pick<LedgerService, 'move' | 'balance' | 'history'>;
  /** Checks the payment password, counting wrong answers against the member's attempt limit. */
  checkPaymentPassword(memberId: number, password: string): Promise<void>;
  /** The site's own address (links handed to members, such as the referral link). */
  siteUrl(site: SiteContext): string;
  /** The member's birthday (YYYY-MM-DD) from their profile, or null. */
  birthdayOf(memberId: number): Promise<string | null>;
}

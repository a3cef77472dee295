import type { Clock } from '../../platform/clock.js';
import type { SiteContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/index.js';
import type { LedgerService } from '../ledger/service.js';

/** What the withdrawal use cases are given (services.ts builds it). */
export interface WithdrawalDeps {
  db: Database;
  clock: Clock;
  ledger: LedgerService;
  /** Checks the payment password, counting wrong answers against the member's attempt limit. */
  checkPaymentPassword(memberId: number, password: string): Promise<void>;
  hasPaymentPassword(memberId: number): Promise<boolean>;
  usernameOf(memberId: number): Promise<string | null>;
  payeeNameOf(memberId: number): Promise<string | null>;
  /** When the member's login password was last set (registration, change or reset); null if unknown. */
  passwordChangedAtOf(memberId: number): Promise<Date | null>;
  /** A merchant's code (audit entries name it). */
  merchantCodeOf(merchantId: number): Promise<string | null>;
  /** Tells the member's open pages that an order changed state (the live channel), after it committed. */
  orderChanged(order: { merchantId: number; memberId: number; orderNo: string; status: string }): void;
  /**
   * The turnover the member's active bonuses still need (the promotions module): a withdrawal waits
   * until it is met. Absent: no bonus holds anything back.
   */
  bonusHold?(
    site: SiteContext,
    memberId: number,
  ): Promise<{ required: bigint; done: bigint; remaining: bigint }>;
  /** A new order joined the queue: the back office's open lists read again (platform.queueChanged). */
  queueChanged?(): void;
}

/** The name the factory's deps had before the use cases were split out. */
export type WithdrawalServiceDeps = WithdrawalDeps;

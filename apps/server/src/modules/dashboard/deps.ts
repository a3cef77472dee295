import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { LedgerService } from '../ledger/service.js';
import type { MemberService } from '../members/service.js';

/** A finance queue now: items waiting for an operator, and the latest change to any of its kind. */
export interface QueueState {
  count: number;
  updatedAt: Date | null;
}

/** The finance queues' counts, from the modules that own them (services.ts wires them). */
export interface FinanceQueues {
  /** Manual transfers awaiting approval. */
  deposits(merchantId: number): Promise<QueueState>;
  /** Withdrawals awaiting a first decision, and those awaiting a second approver. */
  withdrawals(
    merchantId: number,
  ): Promise<{ awaitingDecision: QueueState; awaitingSecondApproval: QueueState }>;
  /** Adjustments awaiting a checker. */
  adjustments(merchantId: number): Promise<QueueState>;
}

/** What the dashboard use cases are given (index.ts builds it). */
export interface DashboardDeps {
  db: Database;
  clock: Clock;
  ledger: Pick<LedgerService, 'figuresByDay'>;
  members: Pick<MemberService, 'activityByDay'>;
  queues: FinanceQueues;
}

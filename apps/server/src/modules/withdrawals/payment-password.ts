import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import { createAttemptLimiter } from '../../platform/limits/attempts.js';

/**
 * The payment-password check of money calls, behind the same attempt limit (scope `payment`, per
 * member, counted in the database) as changing the payment password: 5 wrong answers, then a wait.
 */
export function paymentPasswordCheck(
  db: Database,
  clock: Clock,
  members: { requirePaymentPassword(memberId: number, password: string): Promise<void> },
) {
  const limiter = createAttemptLimiter(db, clock);
  return (memberId: number, password: string) =>
    limiter.guard('payment', String(memberId), () => members.requirePaymentPassword(memberId, password));
}

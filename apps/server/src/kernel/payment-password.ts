import type { AttemptLimiter } from '../platform/limits/attempts.js';

/**
 * The payment-password check of money calls (withdrawals, transfers, and every later call that moves
 * a member's money), behind the same attempt limit as changing the payment password (scope
 * `payment`, per member, counted in the database): 5 wrong answers, then a wait.
 */
export function paymentPasswordCheck(
  attempts: AttemptLimiter,
  members: { requirePaymentPassword(memberId: number, password: string): Promise<void> },
): (memberId: number, password: string) => Promise<void> {
  return (memberId, password) =>
    attempts.guard('payment', String(memberId), () => members.requirePaymentPassword(memberId, password));
}

import type { MemberDeps } from '../deps.js';
import { verifyPassword } from '../../../platform/crypto/passwords.js';
import { AppError } from '../../../platform/errors.js';
import * as store from '../store.js';

/**
 * Checks the payment (funds) password before a money movement: `payment.password.missing` when
 * none is set, `password.wrong` when it differs (callers count wrong answers with the limiter).
 */
export async function requirePaymentPassword(
  deps: MemberDeps,
  memberId: number,
  password: string,
): Promise<void> {
  const member = await store.findMemberById(deps.db, memberId);
  if (!member?.paymentPasswordHash) throw new AppError('payment.password.missing');
  if (!(await verifyPassword(member.paymentPasswordHash, password))) throw new AppError('password.wrong');
}

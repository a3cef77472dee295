import type { SiteContext } from '../../../platform/context.js';
import { hashPassword, verifyPassword } from '../../../platform/crypto/passwords.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { requireMember } from '../accounts.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { paymentPasswordErrors, REQUIRED, SAME_AS_LOGIN } from '../rules.js';
import type { PaymentChangeInput } from '../types.js';

/** Changes the payment password with the old one. */
export async function changePaymentPassword(
  deps: AccountServiceDeps,
  site: SiteContext,
  memberId: number,
  input: PaymentChangeInput,
) {
  const member = await requireMember(deps.db, memberId);
  const current = member.paymentPasswordHash;
  if (!current) throw new AppError('payment.password.missing');
  const fields = paymentPasswordErrors(
    site.settings.registerRules.username,
    input.paymentPassword,
    input.confirmPaymentPassword,
  );
  if (!input.oldPaymentPassword) fields.oldPaymentPassword = REQUIRED;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  if (!(await verifyPassword(current, input.oldPaymentPassword))) throw new AppError('password.wrong');
  if (member.passwordHash && (await verifyPassword(member.passwordHash, input.paymentPassword)))
    throw validationError({ paymentPassword: SAME_AS_LOGIN });
  const hash = await hashPassword(input.paymentPassword);
  // Only if nobody changed it since it was verified.
  if (!(await store.replacePaymentPassword(deps.db, memberId, hash, current)))
    throw new AppError('password.wrong');
}

import type { SiteContext } from '../../../platform/context.js';
import { hashPassword, verifyPassword } from '../../../platform/crypto/passwords.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { requireMember } from '../accounts.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { paymentPasswordErrors, REQUIRED, SAME_AS_LOGIN } from '../rules.js';
import type { PaymentResetInput } from '../types.js';

/** Replaces a forgotten payment password, proven by the login password. */
export async function resetPaymentPassword(
  deps: AccountServiceDeps,
  site: SiteContext,
  memberId: number,
  input: PaymentResetInput,
) {
  const member = await requireMember(deps.db, memberId);
  const fields = paymentPasswordErrors(
    site.settings.registerRules.username,
    input.paymentPassword,
    input.confirmPaymentPassword,
  );
  if (!input.password) fields.password = REQUIRED;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  if (!member.passwordHash || !(await verifyPassword(member.passwordHash, input.password)))
    throw new AppError('password.wrong');
  if (input.paymentPassword === input.password) throw validationError({ paymentPassword: SAME_AS_LOGIN });
  const hash = await hashPassword(input.paymentPassword);
  await store.replacePaymentPassword(deps.db, memberId, hash, null);
}

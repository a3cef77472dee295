import type { SiteContext } from '../../../platform/context.js';
import { hashPassword, verifyPassword } from '../../../platform/crypto/passwords.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { requireMember } from '../accounts.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { paymentPasswordErrors, SAME_AS_LOGIN } from '../rules.js';
import type { PaymentSetInput } from '../types.js';

/** Sets the payment password, once; it must differ from the login password. */
export async function setPaymentPassword(
  deps: AccountServiceDeps,
  site: SiteContext,
  memberId: number,
  input: PaymentSetInput,
) {
  const member = await requireMember(deps.db, memberId);
  if (member.paymentPasswordHash) throw new AppError('payment.password.exists');
  const fields = paymentPasswordErrors(
    site.settings.registerRules.username,
    input.paymentPassword,
    input.confirmPaymentPassword,
  );
  if (
    !fields.paymentPassword &&
    member.passwordHash &&
    (await verifyPassword(member.passwordHash, input.paymentPassword))
  )
    fields.paymentPassword = SAME_AS_LOGIN;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const hash = await hashPassword(input.paymentPassword);
  if (!(await store.setFirstPaymentPassword(deps.db, memberId, hash)))
    throw new AppError('payment.password.exists');
}

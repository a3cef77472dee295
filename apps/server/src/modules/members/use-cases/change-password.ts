import type { MemberPrincipal, SiteContext } from '../../../platform/context.js';
import { verifyPassword } from '../../../platform/crypto/passwords.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { replaceLoginPassword, requireMember } from '../accounts.js';
import type { AccountServiceDeps } from '../deps.js';
import { newPasswordErrors, REQUIRED } from '../rules.js';
import type { ChangePasswordInput } from '../types.js';
import { tokenHash } from '../views.js';

/**
 * Changes the login password (docs/product.md §Security centre). The old password is required when
 * the account has one; every other session and every remember-me token ends, the calling session stays.
 */
export async function changePassword(
  deps: AccountServiceDeps,
  site: SiteContext,
  principal: MemberPrincipal,
  input: ChangePasswordInput,
) {
  const member = await requireMember(deps.db, principal.id);
  const fields = newPasswordErrors(
    site.settings.registerRules.username,
    input.newPassword,
    input.confirmNewPassword,
  );
  if (member.passwordHash && !input.oldPassword) fields.oldPassword = REQUIRED;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  if (member.passwordHash && !(await verifyPassword(member.passwordHash, input.oldPassword ?? '')))
    throw new AppError('password.wrong');
  await replaceLoginPassword(deps, member.id, input.newPassword, tokenHash(principal.token));
}

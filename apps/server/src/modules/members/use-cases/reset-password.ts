import type { SiteContext } from '../../../platform/context.js';
import { hashPassword } from '../../../platform/crypto/passwords.js';
import { AppError, validationError } from '../../../platform/errors.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { newPasswordErrors } from '../rules.js';
import type { ResetPasswordInput } from '../types.js';
import { tokenHash } from '../views.js';

/** Sets a new password with a mailed link's token: once, within 30 minutes; ends every session. */
export async function resetPassword(deps: AccountServiceDeps, site: SiteContext, input: ResetPasswordInput) {
  const hash = tokenHash(input.token);
  const found = await store.findLiveResetToken(deps.db, hash, site.merchantId, deps.clock.now());
  if (!found) throw new AppError('reset.link.invalid');
  const fields = newPasswordErrors(
    site.settings.registerRules.username,
    input.newPassword,
    input.confirmNewPassword,
  );
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!(await store.consumeResetToken(tx, hash, now))) throw new AppError('reset.link.invalid');
    await store.setPassword(tx, found.memberId, passwordHash, now);
    await store.revokeSessions(tx, found.memberId, now);
    await store.revokeRememberTokens(tx, found.memberId, now);
  });
  return { username: found.username };
}

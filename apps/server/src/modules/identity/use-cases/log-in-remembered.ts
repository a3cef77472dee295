import type { LoginValue } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { ClientMeta, IdentityServiceDeps, RememberedLoginInput } from '../deps.js';
import { attemptOf } from '../login-attempts.js';
import { admit } from '../sign-in.js';

/** Remember-me: the token is used up and, when the member still wants it, replaced. */
export async function logInRemembered(
  deps: IdentityServiceDeps,
  site: SiteContext,
  input: RememberedLoginInput,
  meta: ClientMeta,
): Promise<LoginValue> {
  const member = await deps.members.takeRememberToken(site.merchantId, input.username, input.rememberToken);
  if (!member) throw new AppError('remember.invalid');
  return admit(deps, attemptOf(site, member, meta, 'remember', { device: input.device, remember: true }));
}

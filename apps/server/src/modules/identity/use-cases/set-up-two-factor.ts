import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { TwoFactorServiceDeps } from '../deps.js';
import { sealSecret } from '../secret-box.js';
import { newTotpSecret, otpauthUrl } from '../totp.js';
import { sealContextOf } from '../two-factor-secrets.js';
import * as store from '../two-factor-store.js';
import { checkTwoFactorEnabled } from './check-two-factor-enabled.js';

/** A new pending secret (replacing an unconfirmed one) and its otpauth:// URL for the QR code. */
export async function setUpTwoFactor(
  deps: TwoFactorServiceDeps,
  site: SiteContext,
  member: { id: number; username: string },
) {
  if (await checkTwoFactorEnabled(deps, member.id)) throw new AppError('twofactor.already.enabled');
  const secret = newTotpSecret();
  const sealed = sealSecret(await deps.encryptionKey(), secret, sealContextOf(member.id));
  if (!(await store.savePendingSecret(deps.db, member.id, sealed, deps.clock.now())))
    throw new AppError('twofactor.already.enabled');
  return { secret, otpauthUrl: otpauthUrl(secret, site.settings.profile.name, member.username) };
}

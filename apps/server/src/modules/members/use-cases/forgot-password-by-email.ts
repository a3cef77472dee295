import { randomBytes } from 'node:crypto';
import type { SiteContext } from '../../../platform/context.js';
import { validationError } from '../../../platform/errors.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { resetMail } from '../reset-mail.js';
import {
  isEmail,
  resetMailAllowed,
  resetMailWindowStart,
  resetOrigin,
  RESET_TOKEN_TTL_MS,
} from '../rules.js';
import type { ForgotEmailInput } from '../types.js';
import { tokenHash } from '../views.js';

/**
 * Forgot password by e-mail. The answer is the same whether or not the username and e-mail
 * match an account, and the mail leaves after the answer, so neither the answer nor its timing
 * tells who has an account. At most 3 links per member and hour; a new link kills older ones.
 */
export async function forgotPasswordByEmail(
  deps: AccountServiceDeps,
  site: SiteContext,
  input: ForgotEmailInput,
) {
  await deps.requireHumanChallenge(site, input.challenge);
  if (!isEmail(input.email))
    throw validationError({ email: { code: 'rule.pattern', message: 'pattern.10' } });
  const member = await store.findMemberByUsernameAndEmail(
    deps.db,
    site.merchantId,
    input.username,
    input.email,
  );
  const origin = resetOrigin(site.settings.profile, input.resetUrl);
  if (!member?.email || !origin) return;

  const token = randomBytes(32).toString('base64url');
  const admitted = await deps.db.transaction(async (tx) => {
    await store.lockMember(tx, member.id);
    const now = deps.clock.now();
    const recent = await store.countResetTokensSince(tx, member.id, resetMailWindowStart(now));
    if (!resetMailAllowed(recent)) return false;
    await store.invalidateResetTokens(tx, member.id, now);
    await store.insertResetToken(tx, {
      tokenHash: tokenHash(token),
      memberId: member.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    return true;
  });
  if (!admitted) return;
  const link = `${origin}/?resetToken=${token}`;
  deps.messaging
    .sendEmail(site.merchantId, resetMail(site, member.email, member.username, link))
    .catch((error: unknown) => deps.onMailError?.(error));
}

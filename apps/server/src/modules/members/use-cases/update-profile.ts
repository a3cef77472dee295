import { PROFILE_FIELDS, type Profile, type ProfileUpdate } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { verifyPassword } from '../../../platform/crypto/passwords.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { requireMember } from '../accounts.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';
import { emailChanges, profileUpdateErrors, REQUIRED } from '../rules.js';
import { getProfile } from './get-profile.js';

/**
 * Updates only the fields sent; an empty value clears one. Fields with a registration rule follow
 * it when it is enabled; the payee name, once set, is fixed.
 */
export async function updateProfile(
  deps: AccountServiceDeps,
  site: SiteContext,
  memberId: number,
  update: ProfileUpdate,
): Promise<Profile> {
  await requireMember(deps.db, memberId);
  const today = deps.clock.now().toISOString().slice(0, 10);
  await deps.db.transaction(async (tx) => {
    await store.lockMember(tx, memberId);
    const current = await store.findProfile(tx, memberId);
    const fields = profileUpdateErrors(site.settings.registerRules.username, update, current, today);
    if (Object.keys(fields).length > 0) throw validationError(fields);
    // Password resets are mailed to this address: a stolen session alone must not redirect them.
    const member = await store.findMember(tx, memberId);
    if (emailChanges(update, current?.email) && member?.passwordHash) {
      if (!update.currentPassword) throw validationError({ currentPassword: REQUIRED });
      if (!(await verifyPassword(member.passwordHash, update.currentPassword)))
        throw new AppError('password.wrong');
    }

    const patch: store.ProfilePatch = {};
    for (const field of PROFILE_FIELDS) {
      const value = update[field];
      if (field === 'nickname' || value === undefined) continue;
      patch[field] = value === '' ? null : value;
    }
    if (update.nickname !== undefined)
      await store.updateMember(tx, memberId, { nickname: update.nickname || null });
    if (Object.keys(patch).length > 0)
      await store.upsertProfile(tx, memberId, site.merchantId, patch, deps.clock.now());
  });
  return getProfile(deps, memberId);
}

import type { MemberDeps } from '../deps.js';
import { hashPassword } from '../../../platform/crypto/passwords.js';
import { validationError } from '../../../platform/errors.js';
import * as store from '../store.js';
import { linkNewMember } from '../team-store.js';
import type { NewMember } from '../types.js';

/**
 * Inserts a member account and its place in the team tree (under `uplineId`);
 * `field.username_taken` when the name exists in the merchant.
 */
export async function createMember(deps: MemberDeps, input: NewMember) {
  const now = deps.clock.now();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await store.insertMember(tx, {
      merchantId: input.merchantId,
      username: input.username,
      type: input.type ?? 0,
      nickname: input.nickname ?? null,
      uplineId: input.uplineId ?? null,
      passwordHash,
      affiliateCode: input.affiliateCode ?? null,
      inviteCode: input.inviteCode ?? null,
      createdAt: now,
      passwordChangedAt: now,
    });
    if (!inserted)
      throw validationError({
        username: { code: 'field.username_taken', message: 'This username is taken' },
      });
    await linkNewMember(tx, input.merchantId, inserted.id, input.uplineId ?? null, now);
    const profiled = await store.insertProfile(tx, {
      ...input.profile,
      memberId: inserted.id,
      merchantId: input.merchantId,
      updatedAt: now,
    });
    if (!profiled)
      throw validationError({
        mobileNum: { code: 'field.mobile_taken', message: 'This mobile number is already registered' },
      });
    return inserted;
  });
  return { id: row.id, merchantId: row.merchantId, username: row.username, type: row.type };
}

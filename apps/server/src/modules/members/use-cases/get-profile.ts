import { isLanguage, PROFILE_FIELDS, type Profile, type ProfileField } from '@wps/contracts';
import { requireMember } from '../accounts.js';
import * as store from '../account-store.js';
import type { AccountServiceDeps } from '../deps.js';

/** The member's profile: the nickname from the account, the rest from the profile row. */
export async function getProfile(deps: Pick<AccountServiceDeps, 'db'>, memberId: number): Promise<Profile> {
  const member = await requireMember(deps.db, memberId);
  const row = await store.findProfile(deps.db, memberId);
  const fields = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, field === 'nickname' ? member.nickname : (row?.[field] ?? null)]),
  ) as Record<ProfileField, string | null>;
  return {
    ...fields,
    account: member.username,
    mobile: row?.mobile ?? null,
    countryDialingCode: row?.countryDialingCode ?? null,
    language: member.language && isLanguage(member.language) ? member.language : null,
  };
}

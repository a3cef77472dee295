import { SESSION_KEYS } from '../../shared/storage/keys';
import { readJson } from '../../shared/storage/storage';

export interface InviteCodes {
  affiliateCode?: string;
  referralCode?: string;
}

/**
 * Codes of the invitation link the visitor came with (kept by AuthHost): `?affiliateCode=` is an
 * agent's invitation code, `?referralCode=` and `?ref=` a member's referral code.
 */
export function readInvite(): InviteCodes {
  const stored = readJson<Record<string, unknown>>('session', SESSION_KEYS.invite) ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const codes: InviteCodes = {};
  const affiliateCode = text(stored.affiliateCode);
  const referralCode = text(stored.referralCode) ?? text(stored.ref);
  if (affiliateCode) codes.affiliateCode = affiliateCode;
  if (referralCode) codes.referralCode = referralCode;
  return codes;
}

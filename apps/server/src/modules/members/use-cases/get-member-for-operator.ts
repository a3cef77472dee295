import { AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE } from '@wps/contracts';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import * as operatorStore from '../operator-store.js';

/** The longest upline chain read (registration cannot make cycles; this bounds one made by hand). */
const UPLINE_DEPTH = 50;

/**
 * What the members module knows of one member for the operator's member page: account, status and
 * lock, profile, registration, upline chain (from `upline_id`, direct upline first). Another
 * merchant's member is not.found.
 */
export async function getMemberForOperator(deps: MemberDeps, merchantId: number, memberId: number) {
  const found = await operatorStore.memberWithProfile(deps.db, memberId);
  if (!found || found.member.merchantId !== merchantId) throw new AppError('not.found');
  const { member, profile } = found;
  const upline = member.uplineId
    ? await operatorStore.uplineChain(deps.db, memberId, merchantId, UPLINE_DEPTH)
    : [];
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    type: member.type,
    agent: (AGENT_MEMBER_TYPES as readonly number[]).includes(member.type),
    trial: member.type === TRIAL_MEMBER_TYPE,
    status: member.lockedAt ? ('locked' as const) : ('active' as const),
    lock: member.lockedAt
      ? { at: member.lockedAt.toISOString(), by: member.lockedBy, reason: member.lockReason ?? '' }
      : null,
    affiliateCode: member.affiliateCode,
    profile: {
      fullName: profile?.fullName ?? null,
      mobile: profile?.mobile ?? null,
      mobileVerified: Boolean(profile?.mobileVerifiedAt),
      email: profile?.email ?? null,
      birthday: profile?.birthday ?? null,
      country: profile?.nationality ?? null,
      address: profile?.address ?? null,
      language: member.language,
    },
    registration: {
      at: member.createdAt.toISOString(),
      ip: profile?.registerIp ?? null,
      url: profile?.registerUrl ?? null,
      referralCode: profile?.referralCode ?? null,
    },
    upline,
    mustChangePassword: member.mustChangePassword,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    passwordChangedAt: member.passwordChangedAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
  };
}

export type MemberForOperator = Awaited<ReturnType<typeof getMemberForOperator>>;

import { createHash } from 'node:crypto';
import type { Avatar, OperatorMember } from '@wps/contracts';
import type * as accountStore from './account-store.js';
import type * as store from './store.js';
import type { VerifiedMember } from './types.js';

/** Tokens (sessions, remember-me, reset links) are stored only as this hash. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function verifiedOf(member: store.MemberRow): VerifiedMember {
  return {
    id: member.id,
    merchantId: member.merchantId,
    username: member.username,
    type: member.type,
    lastLoginAt: member.lastLoginAt,
    passwordChangedAt: member.passwordChangedAt,
    mustChangePassword: member.mustChangePassword,
  };
}

/** Username, type and upline of a member (transfers, operator views). */
export function summaryOf(member: store.MemberRow) {
  return {
    id: member.id,
    merchantId: member.merchantId,
    username: member.username,
    type: member.type,
    uplineId: member.uplineId,
  };
}

type MemberListRow = Awaited<ReturnType<typeof store.listMembers>>['rows'][number];

export function toOperatorMember({ member, profile }: MemberListRow): OperatorMember {
  return {
    id: member.id,
    username: member.username,
    type: member.type,
    nickname: member.nickname,
    mobile: profile?.mobile ?? null,
    email: profile?.email ?? null,
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: member.mustChangePassword,
    affiliateCode: member.affiliateCode,
  };
}

export function avatarOf(profile: accountStore.ProfileRow | null): Avatar {
  if (profile?.avatar === 'custom' && profile.avatarImage)
    return { avatar: 'custom', avatarType: 'CUSTOM', image: profile.avatarImage };
  const preset = profile && profile.avatar !== 'custom' ? profile.avatar : '0';
  return { avatar: preset, avatarType: 'STATIC', image: null };
}

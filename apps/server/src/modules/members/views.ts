import { createHash } from 'node:crypto';
import type { Avatar, OperatorMember } from '@wps/contracts';
import type * as accountStore from './account-store.js';
import type * as operatorStore from './operator-store.js';
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
    locked: member.lockedAt !== null,
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

/** A row of the operator's member search as the list shows it. */
export function toOperatorMember(row: operatorStore.MemberListRow): OperatorMember {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    status: row.locked ? 'locked' : 'active',
    nickname: row.nickname,
    mobile: row.mobile,
    email: row.email,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    mustChangePassword: row.mustChangePassword,
    affiliateCode: row.affiliateCode,
    uplineId: row.uplineId,
  };
}

export function avatarOf(profile: accountStore.ProfileRow | null): Avatar {
  if (profile?.avatar === 'custom' && profile.avatarImage)
    return { avatar: 'custom', avatarType: 'CUSTOM', image: profile.avatarImage };
  const preset = profile && profile.avatar !== 'custom' ? profile.avatar : '0';
  return { avatar: preset, avatarType: 'STATIC', image: null };
}

import type { MemberInfo } from '@wps/contracts';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import * as store from '../store.js';

/**
 * The member-info value (docs/product.md §Members). The VIP rank label comes from the loyalty
 * module's `vip_members_read` view; a member it has not ranked yet is at rank 0 (VIP0).
 */
export async function getMemberInfo(
  deps: MemberDeps,
  memberId: number,
  merchantCode: string,
): Promise<MemberInfo> {
  const [member, rank] = await Promise.all([
    store.findMemberById(deps.db, memberId),
    store.vipRankOf(deps.db, memberId),
  ]);
  if (!member) throw new AppError('login.not.session');
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineId !== null,
    clubLabel: rank ? { labelName: rank.name, rankLevel: rank.level } : { labelName: 'VIP0', rankLevel: 0 },
    memberLabel: [],
    regDate: member.createdAt.getTime(),
    merchantCode,
  };
}

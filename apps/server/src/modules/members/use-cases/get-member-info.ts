import type { MemberInfo } from '@wps/contracts';
import type { MemberDeps } from '../deps.js';
import { AppError } from '../../../platform/errors.js';
import * as store from '../store.js';

/** The member-info value (docs/product.md §Members). VIP labels arrive with a later slice. */
export async function getMemberInfo(
  deps: MemberDeps,
  memberId: number,
  merchantCode: string,
): Promise<MemberInfo> {
  const member = await store.findMemberById(deps.db, memberId);
  if (!member) throw new AppError('login.not.session');
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    toUpline: member.uplineId !== null,
    clubLabel: null,
    memberLabel: [],
    regDate: member.createdAt.getTime(),
    merchantCode,
  };
}

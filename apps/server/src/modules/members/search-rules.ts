import {
  AGENT_MEMBER_TYPES,
  TRIAL_MEMBER_TYPE,
  type OperatorMemberFilter,
  type MEMBER_SORTS,
} from '@wps/contracts';
import { CURSOR_TIME, type CursorKey, type CursorPart } from '../../kernel/paging.js';
import type { MemberSearch, SearchTerms } from './operator-store.js';

/*
 * The pure part of the operator's member search: what `q` may name, the type filter, and the shape
 * of a cursor. No database, no clock.
 */

const INT32_MAX = 2_147_483_647;

/** Text matched literally by LIKE: its wildcards and the escape character escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * What `q` can be: a username (any case, from its start or anywhere), an e-mail (from its start,
 * any case), a mobile number (5 to 15 digits, spaces, dashes, dots and brackets ignored: the E.164
 * number starts with them, or, typed without `+`, ends with them: a national number), a member id
 * (digits), an affiliate code (4 to 20 letters or digits, exact).
 */
export function searchTermsOf(q: string, match: 'prefix' | 'contains'): SearchTerms {
  const text = q.trim();
  const lower = likeLiteral(text.toLowerCase());
  const digits = text.replace(/[\s().-]/g, '');
  const mobile = /^\+?\d{5,15}$/.test(digits) ? digits.replace(/^\+/, '') : null;
  return {
    usernameLike: match === 'contains' ? `%${lower}%` : `${lower}%`,
    id: /^\d{1,10}$/.test(text) && Number(text) <= INT32_MAX && Number(text) > 0 ? Number(text) : null,
    affiliateCode: /^[A-Za-z0-9]{4,20}$/.test(text) ? text : null,
    emailLike: /\s/.test(text) ? null : `${lower}%`,
    mobileLike: mobile ? `+${mobile}%` : null,
    mobileEndLike: mobile && !digits.startsWith('+') ? `${[...mobile].reverse().join('')}%` : null,
  };
}

/** The member types a type filter keeps. */
export function typesOf(type: OperatorMemberFilter['type']): MemberSearch['types'] {
  switch (type) {
    case 'agent':
      return { in: AGENT_MEMBER_TYPES };
    case 'trial':
      return { in: [TRIAL_MEMBER_TYPE] };
    case 'ordinary':
      return { notIn: [...AGENT_MEMBER_TYPES, TRIAL_MEMBER_TYPE] };
    default:
      return undefined;
  }
}

/** The store's search from the call's filters. */
export function memberSearchOf(merchantId: number, filter: OperatorMemberFilter): MemberSearch {
  return {
    merchantId,
    usernameLike: filter.username ? `%${likeLiteral(filter.username.toLowerCase())}%` : undefined,
    terms: filter.q ? searchTermsOf(filter.q, filter.match) : undefined,
    locked: filter.status === undefined ? undefined : filter.status === 'locked',
    types: typesOf(filter.type),
    registeredFrom: filter.registeredFrom ? new Date(filter.registeredFrom) : undefined,
    registeredTo: filter.registeredTo ? new Date(filter.registeredTo) : undefined,
  };
}

type Sort = (typeof MEMBER_SORTS)[number];

/** A member list cursor: its sort and order, the last row's sort key and id. */
export function memberCursorKey(
  sort: Sort,
  order: 'asc' | 'desc',
  key: string | number,
  id: number,
): CursorKey {
  return [sort, order, key, id];
}

/** The shape `keyOfCursor` checks a member list cursor against (a cursor of another sort is refused). */
export function memberCursorShape(sort: Sort, order: 'asc' | 'desc'): CursorPart[] {
  const key: CursorPart = sort === 'id' ? 'number' : sort === 'username' ? 'string' : CURSOR_TIME;
  return [{ is: sort }, { is: order }, key, 'number'];
}

import { TRANSACTION_CODE_TYPES } from '@wps/contracts';
import type { TransactionType } from '../ledger/service.js';
import { isBonusCodeType } from './names.js';

export type CodeType = (typeof TRANSACTION_CODE_TYPES)[number];

/**
 * The account-record type (codeTypes, docs/product.md §Records) of each kind of ledger movement on a main
 * wallet. A reversal counts as what it reverses, with the opposite sign: a withdrawal hold is withdraw
 * (negative), its release on rejection withdraw (positive). Every ledger type must be classified here.
 */
export const CODE_TYPE_OF: Record<TransactionType, CodeType> = {
  deposit: 'deposit',
  withdrawal_hold: 'withdraw',
  withdrawal: 'withdraw',
  bet: 'betting',
  // A bet the vendor cancelled: its stake comes back as a betting movement.
  rollback: 'betting',
  win: 'winning',
  promotion: 'dividend',
  rebate: 'betting_rebate',
  agent_rebate: 'agent_rebate',
  hourly_wages: 'hour_wage',
  // Daily and real-time wages (the original sends real_time_wage as daily_wage).
  wages: 'daily_wage',
  realtime_wages: 'daily_wage',
  referral: 'referral_rebate',
  share_bonus: 'share_bonus',
  transfer: 'other',
  wallet_transfer: 'other',
  adjustment: 'other',
  play_credit: 'other',
  // Points are never on a main wallet (their own currency, PTS); classified for completeness.
  points: 'other',
  // Only a reversal of a reversal: any other takes its original's type.
  reversal: 'other',
};

/** Stable numeric ids of the codeTypes (txTypeId). */
export const TX_TYPE_IDS: Record<CodeType, number> = {
  deposit: 1,
  withdraw: 2,
  betting: 3,
  winning: 4,
  dividend: 5,
  betting_rebate: 6,
  agent_rebate: 7,
  hour_wage: 8,
  daily_wage: 9,
  referral_rebate: 10,
  share_bonus: 11,
  other: 12,
};

/** Member types that see agent rebates as such (docs/product.md §Records); others see them as other. */
const AGENT_REBATE_MEMBER_TYPES: readonly number[] = [1, 2];

/** The codeType of a ledger movement for a member of this type. */
export function codeTypeOf(effectiveType: string, memberType: number): CodeType {
  const codeType = (CODE_TYPE_OF as Record<string, CodeType | undefined>)[effectiveType] ?? 'other';
  if (codeType === 'agent_rebate' && !AGENT_REBATE_MEMBER_TYPES.includes(memberType)) return 'other';
  return codeType;
}

/** The ledger types whose movements show under these codeTypes for a member of this type. */
export function ledgerTypesOf(codeTypes: readonly CodeType[], memberType: number): string[] {
  return Object.keys(CODE_TYPE_OF).filter((type) => codeTypes.includes(codeTypeOf(type, memberType)));
}

/** The codeTypes of the bonus details page. */
export const BONUS_CODE_TYPES: CodeType[] = TRANSACTION_CODE_TYPES.filter(isBonusCodeType);

/** The order number a posting's meta carries, if any. */
export function orderNoOf(meta: unknown): string | null {
  if (meta && typeof meta === 'object') {
    const orderNo = (meta as Record<string, unknown>).orderNo;
    if (typeof orderNo === 'string' && orderNo) return orderNo;
  }
  return null;
}

/** A remark meant for the member, if the posting's meta carries one. */
export function remarkOf(meta: unknown): string | null {
  if (meta && typeof meta === 'object') {
    const remark = (meta as Record<string, unknown>).remark;
    if (typeof remark === 'string' && remark) return remark;
  }
  return null;
}

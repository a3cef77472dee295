import type {
  operatorWithdrawalSchema,
  payoutAccountSchema,
  withdrawalRiskSchema,
  withdrawalRecordSchema,
  WithdrawalStatus,
} from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney } from '../../kernel/money.js';
import type { SiteContext } from '../../platform/context.js';
import { needsSecondApproval } from '../audit/decision.js';
import type { WithdrawalDeps } from './deps.js';
import { limitsOf, maskNumber } from './rules.js';
import type * as store from './store.js';

export type PayoutAccount = z.input<typeof payoutAccountSchema>;
export type WithdrawalRecord = z.input<typeof withdrawalRecordSchema>;
export type OperatorWithdrawal = z.input<typeof operatorWithdrawalSchema>;
export type WithdrawalRisk = z.input<typeof withdrawalRiskSchema>;
/** An order with its payout account, the status as seen now (store.orderWithAccount). */
export type OrderWithAccount = NonNullable<Awaited<ReturnType<typeof store.orderWithAccount>>>;

export function accountView(row: store.PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumberMasked: maskNumber(row.accountNumber),
    isDefault: row.isDefault,
  };
}

export function recordOf(
  row: {
    order: store.WithdrawalOrderRow;
    status: WithdrawalStatus;
    account: { bankName: string; accountNumber: string };
  },
  site: SiteContext,
): WithdrawalRecord {
  const { order, status } = row;
  const currency = site.settings.currency;
  return {
    orderNo: order.orderNo,
    amount: formatMoney(order.amount, currency),
    charge: formatMoney(order.charge, currency),
    receive: formatMoney(order.amount - order.charge, currency),
    status,
    account: `${row.account.bankName} ${maskNumber(row.account.accountNumber)}`,
    createdAt: order.createdAt.getTime(),
    paidAt: order.paidAt?.getTime() ?? null,
    autoReceiveAt: status === 'PAID' ? (order.autoReceiveAt?.getTime() ?? null) : null,
    remark: order.remark,
  };
}

/** The maker-checker state of an order under the site's current threshold. */
export function approvalOf(row: Pick<OrderWithAccount, 'order' | 'status'>, site: SiteContext) {
  const { secondApprovalAbove, currency } = limitsOf(site.settings);
  return {
    needsSecondApprover: needsSecondApproval(row.order.amount, secondApprovalAbove),
    threshold: formatMoney(secondApprovalAbove, currency),
    firstApprovedBy: row.order.firstApprovedBy,
    firstApprovedAt: row.order.firstApprovedAt?.getTime() ?? null,
    awaitingSecondApprover: row.status === 'AWAITING_SECOND_APPROVAL',
  };
}

/** The operator's view of an order, with its risk hints while it awaits a decision (risk.ts). */
export async function operatorView(
  deps: Pick<WithdrawalDeps, 'usernameOf'>,
  row: OrderWithAccount,
  site: SiteContext,
  risk: WithdrawalRisk | null,
  username?: string,
): Promise<OperatorWithdrawal> {
  return {
    ...recordOf(row, site),
    memberId: row.order.memberId,
    username: username ?? (await deps.usernameOf(row.order.memberId)) ?? '',
    bankName: row.account.bankName,
    accountName: row.account.accountName,
    accountNumber: row.account.accountNumber,
    firstApprovedBy: row.order.firstApprovedBy,
    hasProof: row.order.receiptProof !== null,
    decidedBy: row.order.decidedBy,
    approval: approvalOf(row, site),
    risk,
  };
}

/** The usernames of the members of some orders, looked up once each, a few at a time. */
export async function usernamesOf(
  deps: Pick<WithdrawalDeps, 'usernameOf'>,
  memberIds: Iterable<number>,
): Promise<Map<number, string>> {
  const ids = [...new Set(memberIds)];
  const names = new Map<number, string>();
  for (let start = 0; start < ids.length; start += 20)
    await Promise.all(
      ids.slice(start, start + 20).map(async (id) => {
        names.set(id, (await deps.usernameOf(id)) ?? '');
      }),
    );
  return names;
}

import type {
  operatorWithdrawalSchema,
  payoutAccountSchema,
  withdrawalRecordSchema,
  WithdrawalStatus,
} from '@wps/contracts';
import type { z } from 'zod';
import { formatMoney } from '../../kernel/money.js';
import type { SiteContext } from '../../platform/context.js';
import type { WithdrawalDeps } from './deps.js';
import { maskNumber } from './rules.js';
import type * as store from './store.js';

export type PayoutAccount = z.input<typeof payoutAccountSchema>;
export type WithdrawalRecord = z.input<typeof withdrawalRecordSchema>;
export type OperatorWithdrawal = z.input<typeof operatorWithdrawalSchema>;
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

export async function operatorView(
  deps: Pick<WithdrawalDeps, 'usernameOf'>,
  row: OrderWithAccount,
  site: SiteContext,
): Promise<OperatorWithdrawal> {
  return {
    ...recordOf(row, site),
    memberId: row.order.memberId,
    username: (await deps.usernameOf(row.order.memberId)) ?? '',
    bankName: row.account.bankName,
    accountName: row.account.accountName,
    accountNumber: row.account.accountNumber,
    firstApprovedBy: row.order.firstApprovedBy,
    hasProof: row.order.receiptProof !== null,
  };
}

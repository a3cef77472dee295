import { formatMoney } from '../../kernel/money.js';
import type { SiteContext } from '../../platform/context.js';
import type { WithdrawalDeps } from './deps.js';
import { isDecidable, limitsOf, RECENT_MS } from './rules.js';
import * as store from './store.js';
import { turnoverSinceLastPayout } from './turnover.js';
import type { OrderWithAccount, WithdrawalRisk } from './views.js';

/**
 * Risk hints of the orders still awaiting a decision, by order id: the member's first payout, a
 * payout account bound in the last 24 hours or never paid to, a password set in the last 24 hours,
 * and the turnover since the last payout. A few statements for the whole page, and per member the
 * password's time and the turnover (as the member's own withdrawal settings work it out).
 */
export async function risksOf(
  deps: Pick<WithdrawalDeps, 'db' | 'clock' | 'passwordChangedAtOf'>,
  site: SiteContext,
  rows: readonly OrderWithAccount[],
): Promise<Map<number, WithdrawalRisk>> {
  const open = rows.filter((row) => isDecidable(row.status));
  if (open.length === 0) return new Map();
  const now = deps.clock.now().getTime();
  const limits = limitsOf(site.settings);
  const { currency } = limits;
  const memberIds = [...new Set(open.map((row) => row.order.memberId))];
  const [history, members] = await Promise.all([
    store.paidHistory(deps.db, memberIds),
    Promise.all(
      memberIds.map(async (memberId) => {
        const [passwordChangedAt, turnover] = await Promise.all([
          deps.passwordChangedAtOf(memberId),
          turnoverSinceLastPayout(deps, site, memberId, limits),
        ]);
        return [memberId, { passwordChangedAt, turnover }] as const;
      }),
    ),
  ]);
  const paidMembers = new Set(history.map((row) => row.memberId));
  const paidAccounts = new Set(history.map((row) => row.payoutAccountId));
  const byMember = new Map(members);
  const recent = (at: Date | null) => at !== null && now - at.getTime() < RECENT_MS;
  return new Map(
    open.map((row) => {
      const { passwordChangedAt, turnover } = byMember.get(row.order.memberId)!;
      return [
        row.order.id,
        {
          firstWithdrawal: !paidMembers.has(row.order.memberId),
          payoutAccountAddedAt: row.account.createdAt.getTime(),
          payoutAccountNew: recent(row.account.createdAt) || !paidAccounts.has(row.order.payoutAccountId),
          passwordChangedAt: passwordChangedAt?.getTime() ?? null,
          passwordChangedRecently: recent(passwordChangedAt),
          turnover: {
            required: formatMoney(turnover.required, currency),
            completed: formatMoney(turnover.completed, currency),
            remaining: formatMoney(turnover.remaining, currency),
            met: turnover.remaining === 0n,
          },
        },
      ];
    }),
  );
}

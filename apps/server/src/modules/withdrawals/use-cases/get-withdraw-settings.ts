import type { withdrawSettingsSchema } from '@wps/contracts';
import type { z } from 'zod';
import { utcDayStart } from '../../../kernel/day-range.js';
import { formatMoney } from '../../../kernel/money.js';
import type { SiteContext } from '../../../platform/context.js';
import type { WithdrawalDeps } from '../deps.js';
import { turnoverSinceLastPayout } from '../orders.js';
import { dailyLeft, freeLeftToday, limitsOf } from '../rules.js';
import * as store from '../store.js';

type WithdrawSettings = z.input<typeof withdrawSettingsSchema>;

/** The member's withdrawal limits as they stand today, with their turnover. */
export async function getWithdrawSettings(
  deps: WithdrawalDeps,
  site: SiteContext,
  memberId: number,
): Promise<WithdrawSettings> {
  const limits = limitsOf(site.settings);
  const { currency } = limits;
  const [today, turnover, hasPaymentPassword] = await Promise.all([
    store.requestedSince(deps.db, memberId, utcDayStart(deps.clock.now())),
    turnoverSinceLastPayout(deps, site, memberId, limits),
    deps.hasPaymentPassword(memberId),
  ]);
  const left = dailyLeft(today, limits);
  return {
    enabled: limits.enabled,
    minimumAmount: formatMoney(limits.min, currency),
    maximumAmount: formatMoney(limits.max, currency),
    dailyCountLeft: left.countLeft,
    dailyAmountLeft: formatMoney(left.amountLeft, currency),
    freeLeftToday: freeLeftToday(today.count, limits),
    chargeBasisPoints: Number(limits.chargeBasisPoints),
    chargeFixed: formatMoney(limits.chargeFixed, currency),
    turnover: {
      required: formatMoney(turnover.required, currency),
      completed: formatMoney(turnover.completed, currency),
      remaining: formatMoney(turnover.remaining, currency),
    },
    hasPaymentPassword,
  };
}

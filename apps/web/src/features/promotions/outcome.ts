import { isPositiveAmount, type Bonus } from '@wps/contracts';
import type { Text } from './terms';

export type OutcomeTone = 'success' | 'info' | 'error';

/** What became of a claim or a collected reward, from the bonus the server answered with. */
export function bonusOutcome(
  bonus: Pick<Bonus, 'state' | 'amount' | 'turnover' | 'reason'>,
  money: (amount: string) => string,
): { tone: OutcomeTone; text: Text } {
  switch (bonus.state) {
    case 'active':
      return isPositiveAmount(bonus.turnover.remaining)
        ? {
            tone: 'success',
            text: {
              key: 'promo.result.paidTurnover',
              values: { amount: money(bonus.amount), turnover: money(bonus.turnover.remaining) },
            },
          }
        : { tone: 'success', text: { key: 'promo.result.paid', values: { amount: money(bonus.amount) } } };
    case 'completed':
      return { tone: 'success', text: { key: 'promo.result.paid', values: { amount: money(bonus.amount) } } };
    case 'review':
      return { tone: 'info', text: { key: 'promo.result.review' } };
    case 'issued':
      return { tone: 'info', text: { key: 'promo.result.issued' } };
    case 'rejected':
      return bonus.reason
        ? { tone: 'error', text: { key: 'promo.result.rejectedReason', values: { reason: bonus.reason } } }
        : { tone: 'error', text: { key: 'promo.result.rejected' } };
    case 'forfeited':
    case 'expired':
      return { tone: 'error', text: { key: 'promo.result.ended' } };
  }
}

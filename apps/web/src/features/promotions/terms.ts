import { isPositiveAmount, type Activity, type ActivityKind } from '@wps/contracts';

/** A text to show: an i18n key of the promotions namespace and its values (already formatted). */
export interface Text {
  key: string;
  values?: Record<string, string>;
}

/** One line of an activity's terms: a label and its value. */
export interface TermRow {
  id: string;
  label: string;
  value: Text;
}

/** "15%" from 1 500 basis points, "12.5%" from 1 250, "0.05%" from 5: no float rounding. */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = String(Math.abs(basisPoints % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${rest ? `.${rest}` : ''}%`;
}

/** A turnover multiple as typed by the operator (at most two decimals): 10, 1.5, 0.25. */
export function multipleText(multiple: number): string {
  return String(Math.round(multiple * 100) / 100);
}

/** What a percentage reward is a share of, and what its threshold is a minimum of. */
type Basis = 'deposit' | 'loss' | 'bets' | null;

function basisOf(kind: ActivityKind): Basis {
  switch (kind) {
    case 'first_deposit':
    case 'deposit_match':
    case 'reload':
      return 'deposit';
    case 'loss_rebate':
      return 'loss';
    case 'turnover_reward':
      return 'bets';
    case 'daily_login':
    case 'application':
    case 'messaging_id':
      return null;
  }
}

type Terms = Pick<Activity, 'kind' | 'reward' | 'repeat' | 'wagering'>;

/**
 * The reward terms: what it pays (a share of the deposit or loss, a fixed amount, or what the
 * operator decides), its cap, the minimum that qualifies, and how often. `money` formats an amount.
 */
export function rewardTerms(activity: Terms, money: (amount: string) => string): TermRow[] {
  const { reward, kind } = activity;
  const basis = basisOf(kind);
  const rows: TermRow[] = [];
  const fixed = isPositiveAmount(reward.fixed);
  let value: Text;
  if (reward.percentBasisPoints > 0) {
    const percent = percentText(reward.percentBasisPoints);
    const of = basis === 'loss' ? 'loss' : basis === 'bets' ? 'bets' : 'deposit';
    value = fixed
      ? { key: `promo.terms.percentPlus.${of}`, values: { percent, amount: money(reward.fixed) } }
      : { key: `promo.terms.percent.${of}`, values: { percent } };
  } else if (fixed) {
    value = { key: 'promo.terms.fixed', values: { amount: money(reward.fixed) } };
  } else {
    value = { key: 'promo.terms.decided' };
  }
  rows.push({ id: 'reward', label: 'promo.terms.reward', value });
  if (reward.max !== null)
    rows.push({
      id: 'max',
      label: 'promo.terms.max',
      value: { key: 'promo.terms.maxValue', values: { amount: money(reward.max) } },
    });
  if (basis && isPositiveAmount(reward.threshold))
    rows.push({
      id: 'threshold',
      label: `promo.terms.threshold.${basis}`,
      value: { key: 'promo.terms.minValue', values: { amount: money(reward.threshold) } },
    });
  rows.push({ id: 'repeat', label: 'promo.terms.repeat', value: { key: `promo.repeat.${activity.repeat}` } });
  return rows;
}

/** The turnover terms: the multiple and its basis, the largest bet that counts, the time allowed. */
export function wageringTerms(activity: Terms, money: (amount: string) => string): TermRow[] {
  const { wagering } = activity;
  if (wagering.multiple <= 0)
    return [{ id: 'turnover', label: 'promo.terms.turnover', value: { key: 'promo.terms.noTurnover' } }];
  const rows: TermRow[] = [
    {
      id: 'turnover',
      label: 'promo.terms.turnover',
      value: {
        key:
          wagering.basis === 'bonus_deposit'
            ? 'promo.terms.multipleBonusDeposit'
            : 'promo.terms.multipleBonus',
        values: { multiple: multipleText(wagering.multiple) },
      },
    },
  ];
  if (wagering.maxBet !== null)
    rows.push({
      id: 'maxBet',
      label: 'promo.terms.maxBet',
      value: { key: 'promo.terms.maxBetValue', values: { amount: money(wagering.maxBet) } },
    });
  rows.push({
    id: 'expiry',
    label: 'promo.terms.expiry',
    value:
      wagering.expiryHours === null
        ? { key: 'promo.terms.noExpiry' }
        : { key: 'promo.terms.hours', values: { hours: String(wagering.expiryHours) } },
  });
  return rows;
}

/** Whether the weights table matters: only when a turnover is required. */
export function hasTurnover(activity: Pick<Activity, 'wagering'>): boolean {
  return activity.wagering.multiple > 0;
}

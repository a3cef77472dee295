import { formatAmount, type pointRewardSchema } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ltr, useCurrency } from '../../shared/money/moneyForm';
import { EmptyState } from '../../shared/ui/EmptyState';
import { formatPoints, maxQuantity } from './pointsLogic';
import { RewardImage } from './RewardImage';

type PointReward = z.infer<typeof pointRewardSchema>;

/** The rewards as cards: picture, name, price in points, stock ("Out of stock" at 0), Redeem. */
export function RewardsGrid({
  rewards,
  balance,
  onRedeem,
}: {
  rewards: readonly PointReward[];
  /** The member's points (null while unknown). */
  balance: number | null;
  onRedeem: (reward: PointReward) => void;
}) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  if (rewards.length === 0) return <EmptyState icon="gift" title={t('points.empty')} />;
  return (
    <ul className="points-grid" aria-label={t('loyalty.points.rewards')}>
      {rewards.map((reward) => {
        const out = reward.stock <= 0;
        const short = !out && balance !== null && maxQuantity(reward, balance) === 0;
        return (
          <li key={reward.id} className="points-reward" data-reward={reward.id} data-out={out || undefined}>
            <RewardImage reward={reward} />
            <div className="points-reward__body">
              <h3 className="points-reward__name">{reward.name}</h3>
              {reward.description && <p className="points-reward__text">{reward.description}</p>}
              {reward.kind === 'cash' && reward.cash !== null && (
                <p className="points-reward__cash">
                  {t('loyalty.points.cashReward', { amount: ltr(formatAmount(reward.cash, currency)) })}
                </p>
              )}
              <p className="points-reward__price">
                {t('loyalty.points.pointsCount', { points: ltr(formatPoints(reward.points)) })}
              </p>
              <p className="points-reward__stock">
                {out ? (
                  <span className="points-chip points-chip--bad">{t('loyalty.points.outOfStock')}</span>
                ) : (
                  t('loyalty.points.stockLeft', { stock: String(reward.stock) })
                )}
              </p>
              {short && balance !== null && (
                <p className="points-reward__short">
                  {t('loyalty.points.needMore', { points: ltr(formatPoints(reward.points - balance)) })}
                </p>
              )}
            </div>
            <button
              type="button"
              className="btn btn--primary btn--sm points-reward__redeem"
              disabled={out || short || balance === null}
              aria-label={t('loyalty.points.redeemNamed', { name: reward.name })}
              onClick={() => onRedeem(reward)}
            >
              {t('loyalty.points.redeem')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

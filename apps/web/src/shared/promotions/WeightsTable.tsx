import { GAME_CATEGORIES, type GameCategory } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import './turnover.css';

/** How much of a bet in each category counts towards a bonus's turnover (missing categories: 100 %). */
export function WeightsTable({ weights }: { weights: Partial<Record<GameCategory, number>> }) {
  const { t } = useTranslation('promotions');
  const listed = GAME_CATEGORIES.filter((category) => weights[category] !== undefined);
  if (listed.length === 0) return <p className="weights__all">{t('promo.weights.allFull')}</p>;
  return (
    <table className="weights">
      <caption className="visually-hidden">{t('promo.weights.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('promo.weights.category')}</th>
          <th scope="col">{t('promo.weights.counts')}</th>
        </tr>
      </thead>
      <tbody>
        {listed.map((category) => (
          <tr key={category} data-category={category}>
            <th scope="row">{t(`promo.category.${category}`)}</th>
            <td>{weights[category]}%</td>
          </tr>
        ))}
        {listed.length < GAME_CATEGORIES.length && (
          <tr>
            <th scope="row">{t('promo.weights.others')}</th>
            <td>100%</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

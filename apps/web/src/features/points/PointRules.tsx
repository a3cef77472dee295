import { GAME_CATEGORIES, type pointConfigSchema } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { amountInText, ltr, useCurrency } from '../../shared/money/moneyForm';
import { getMemberLabel } from '../../shared/storage/session';
import { formatPoints } from './pointsLogic';

type PointConfig = z.infer<typeof pointConfigSchema>;

/** The rules text, the conversion rate and minimum, and the points each rank earns per 100.00 by game type. */
export function PointRules({ config }: { config: PointConfig }) {
  const { t } = useTranslation('loyalty');
  const currency = useCurrency();
  const myLevel = getMemberLabel()?.rankLevel ?? null;
  const hundred = amountInText('100', currency);
  return (
    <div className="points-rules">
      {config.rules && <p className="points-rules__text">{config.rules}</p>}
      <ul className="points-rules__facts">
        <li>
          {t('loyalty.rules.rate', {
            points: ltr(formatPoints(config.pointsPerUnit)),
            amount: amountInText('1', currency),
          })}
        </li>
        <li>{t('loyalty.rules.minimum', { points: ltr(formatPoints(config.minConvert)) })}</li>
        <li>{t('loyalty.rules.neverExpire')}</li>
      </ul>
      <section aria-labelledby="points-earn-title" className="points-earn">
        <h3 id="points-earn-title" className="points-section-title">
          {t('loyalty.rules.earnTitle', { amount: hundred })}
        </h3>
        <ul className="points-earn__ranks">
          {config.earnRates.map((rank) => {
            const categories = GAME_CATEGORIES.filter((category) => rank.pointsPerHundred[category]);
            return (
              <li key={rank.level} className="points-earn__rank" data-level={rank.level}>
                <div className="points-earn__head">
                  <strong>{rank.name}</strong>
                  {rank.level === myLevel && (
                    <span className="points-chip points-chip--ok">{t('loyalty.vip.yours')}</span>
                  )}
                </div>
                {categories.length === 0 ? (
                  <p className="points-muted">{t('loyalty.rules.noEarn')}</p>
                ) : (
                  <ul className="points-earn__rates">
                    {categories.map((category) => (
                      <li key={category}>
                        {t(`loyalty.category.${category}`)}{' '}
                        <strong className="points-ltr">{rank.pointsPerHundred[category]}</strong>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

import type { Activity } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { WeightsTable } from '../../shared/promotions/WeightsTable';
import { hasTurnover, rewardTerms, wageringTerms, type TermRow } from './terms';

function TermList({ rows }: { rows: TermRow[] }) {
  const { t } = useTranslation('promotions');
  return (
    <dl className="promo-terms__list">
      {rows.map((row) => (
        <div key={row.id} className="promo-terms__row" data-term={row.id}>
          <dt>{t(row.label)}</dt>
          <dd>{t(row.value.key, row.value.values)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An activity's reward and turnover terms, with the category weights when a turnover is required. */
export function ActivityTerms({
  activity,
  money,
}: {
  activity: Activity;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation('promotions');
  return (
    <section className="card promo-terms" aria-labelledby={`promo-terms-${activity.id}`}>
      <h2 id={`promo-terms-${activity.id}`} className="section-title">
        {t('promo.detail.terms')}
      </h2>
      <div className="promo-terms__grid">
        <div>
          <h3 className="promo-terms__title">{t('promo.detail.reward')}</h3>
          <TermList rows={rewardTerms(activity, money)} />
        </div>
        <div>
          <h3 className="promo-terms__title">{t('promo.detail.turnover')}</h3>
          <TermList rows={wageringTerms(activity, money)} />
          {hasTurnover(activity) && (
            <div className="promo-terms__weights">
              <h4 className="promo-terms__subtitle">{t('promo.weights.title')}</h4>
              <WeightsTable weights={activity.wagering.weights} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

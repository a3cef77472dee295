import { useQuery } from '@tanstack/react-query';
import { formatAmount, isPositiveAmount } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { amountInText, useCurrency } from '../../shared/money/moneyForm';
import { bonusProgressQuery, PROMOTIONS_MODULE } from '../../shared/promotions/queries';
import { TurnoverBar } from '../../shared/promotions/TurnoverBar';
import { WeightsTable } from '../../shared/promotions/WeightsTable';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';

/**
 * Bonus turnover (reward centre, REWCEN3): each active bonus with what its turnover still needs, its
 * expiry, max bet and category weights, and the total that holds a withdrawal back.
 */
export function BonusTurnoverSection() {
  const enabled = useModuleEnabled(PROMOTIONS_MODULE);
  if (!enabled) return null;
  return <BonusTurnover />;
}

function BonusTurnover() {
  const { t } = useTranslation('promotions');
  const token = useSessionToken();
  const currency = useCurrency();
  const progress = useQuery(bonusProgressQuery(token));

  let body;
  if (progress.isPending) body = <p className="money-muted">{t('common.loading')}</p>;
  else if (progress.isError)
    body = <ErrorState error={progress.error} onRetry={() => void progress.refetch()} />;
  else {
    const active = progress.data.bonuses.filter((bonus) => bonus.state === 'active');
    const holding = isPositiveAmount(progress.data.remaining);
    body = (
      <>
        {holding ? (
          <FormAlert tone="info">
            <span data-testid="bonus-remaining-total">
              {t('promo.turnover.holding', { remaining: amountInText(progress.data.remaining, currency) })}
            </span>
          </FormAlert>
        ) : (
          <p className="money-muted">{t('promo.turnover.none')}</p>
        )}
        {active.length > 0 && (
          <ul className="money-records bonus-turnover__list">
            {active.map((bonus) => (
              <li key={bonus.id} className="money-record bonus-turnover__item" data-bonus={bonus.id}>
                <div className="money-record__head">
                  <span className="bonus-turnover__title">{bonus.activityTitle}</span>
                  <span className="money-amount">{formatAmount(bonus.amount, currency)}</span>
                </div>
                <TurnoverBar
                  turnover={bonus.turnover}
                  currency={currency}
                  label={t('promo.turnover.of', { title: bonus.activityTitle })}
                />
                <dl className="money-kv">
                  <dt>{t('promo.turnover.expires')}</dt>
                  <dd className="money-ltr">
                    {bonus.expiresAt === null ? t('promo.terms.noExpiry') : formatDateTime(bonus.expiresAt)}
                  </dd>
                  <dt>{t('promo.terms.maxBet')}</dt>
                  <dd>
                    {bonus.maxBet === null
                      ? t('promo.turnover.noMaxBet')
                      : t('promo.terms.maxBetValue', { amount: amountInText(bonus.maxBet, currency) })}
                  </dd>
                </dl>
                <details className="bonus-turnover__weights">
                  <summary>{t('promo.weights.title')}</summary>
                  <WeightsTable weights={bonus.weights} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="money-card bonus-turnover" aria-labelledby="bonus-turnover-title">
      <h4 id="bonus-turnover-title" className="money-card__title">
        {t('promo.turnover.title')}
      </h4>
      {body}
    </section>
  );
}

import { isPositiveAmount, type Raffle } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { amountInText, useCurrency } from '../../../shared/money/moneyForm';
import { prizeLabel } from './prizeLabel';

/**
 * The published prize table: every prize with its amount, weight and exact odds (as the server
 * publishes them), and the expected value of one draw.
 */
export function OddsTable({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation('promotions');
  const currency = useCurrency();
  return (
    <div className="raffle-odds__wrap">
      <table className="raffle-odds" data-testid="odds-table">
        <caption>{t('promo.raffle.oddsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promo.raffle.prize')}</th>
            <th scope="col">{t('promo.raffle.amount')}</th>
            <th scope="col">{t('promo.raffle.weight')}</th>
            <th scope="col">{t('promo.raffle.odds')}</th>
          </tr>
        </thead>
        <tbody>
          {raffle.prizes.map((prize) => (
            <tr key={prize.id} data-prize={prize.id}>
              <th scope="row" className="money-ltr">
                {prize.id}
              </th>
              <td className={isPositiveAmount(prize.amount) ? 'money-amount' : undefined}>
                {prizeLabel(prize.amount, currency, t)}
              </td>
              <td className="money-ltr">{prize.weight}</td>
              <td className="money-ltr">{`${prize.odds}%`}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('promo.raffle.expectedValue')}
            </th>
            <td className="money-amount" data-testid="expected-value">
              {amountInText(raffle.expectedValue, currency)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

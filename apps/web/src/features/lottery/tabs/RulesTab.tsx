import { formatAmount, type LotteryGameDetail } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { ltr, useCurrency } from '../../../shared/money/moneyForm';
import { optionLabel } from '../bet/labels';
import { rateText } from '../format';
import { localized } from '../text';

/** Each bet type's rule, and the payout table at the chosen prize group. */
export function RulesTab({ setting }: { setting: LotteryGameDetail }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const currency = useCurrency();
  const typeName = (code: string) => {
    const type = setting.betTypes.find((item) => item.code === code);
    return type ? localized(type.name, language) : code;
  };
  const columns = [
    t('lottery.rules.type'),
    t('lottery.rules.pick'),
    t('lottery.rules.payout'),
    t('lottery.rules.probability'),
    t('lottery.rules.rtp'),
  ];
  return (
    <div className="lottery-rules">
      <h3 className="lottery-subtitle">{t('lottery.rules.title')}</h3>
      <dl className="lottery-rules__list">
        {setting.betTypes.map((type) => (
          <div key={type.code}>
            <dt>{localized(type.name, language)}</dt>
            <dd>{localized(type.rule, language)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="lottery-subtitle">{t('lottery.rules.payouts')}</h3>
      <p className="lottery-note">
        {t('lottery.rules.at', { series: setting.series, rate: ltr(rateText(setting.rebateRate)) })}
      </p>
      <table className="lottery-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {setting.payouts.map((row, index) => (
            <tr key={index}>
              <td data-label={columns[0]}>{typeName(row.betType)}</td>
              <td data-label={columns[1]}>{row.label ? optionLabel(t, row.label) : '—'}</td>
              <td data-label={columns[2]} className="lottery-table__num">
                <span className="money-amount">{formatAmount(row.payout, currency)}</span>
              </td>
              <td data-label={columns[3]} className="lottery-table__num money-ltr">
                {row.probability}
              </td>
              <td data-label={columns[4]} className="lottery-table__num money-ltr">
                {row.rtp.endsWith('%') ? row.rtp : `${row.rtp}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

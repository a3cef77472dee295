import { useQuery } from '@tanstack/react-query';
import { formatAmount, type Pnl } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { DateRangeFilter } from './DateRangeFilter';
import { PnlChart } from './PnlChart';
import { memberPnlQuery } from './queries';
import { presetRange, signedAmount, type DayRange } from './recordsLogic';
import { RecordsResult, RecordsTable } from './RecordsTable';
import '../../shared/money/money-page.css';
import './records.css';

type PnlRow = Pnl['list'][number];

/** Personal profit and loss (member centre `personalProfit`): totals, a chart by day, and the rows. */
export function ProfitLossPage() {
  const { t } = useTranslation(['bets', 'money']);
  const token = useSessionToken();
  const currency = useSiteInfo().currency;
  const [range, setRange] = useState<DayRange>(() => presetRange('week', Date.now()));
  const pnl = useQuery(memberPnlQuery(token, range));

  const money = (text: string) => <span className="money-amount">{formatAmount(text, currency)}</span>;
  const profit = (text: string) => {
    const signed = signedAmount(text, currency);
    return <span className={`money-amount money-amount--${signed.direction}`}>{signed.text}</span>;
  };

  return (
    <div className="money-page records-page">
      <h3 className="money-page__title">{t('pnl.title')}</h3>
      <div className="money-filters">
        <DateRangeFilter onChange={setRange} />
      </div>
      {pnl.data && (
        <dl className="pnl-totals" aria-label={t('pnl.totals')}>
          <div className="pnl-totals__item">
            <dt>{t('bets.bet')}</dt>
            <dd>{money(pnl.data.total.betAmount)}</dd>
          </div>
          <div className="pnl-totals__item">
            <dt>{t('bets.validBet')}</dt>
            <dd>{money(pnl.data.total.validBet)}</dd>
          </div>
          <div className="pnl-totals__item">
            <dt>{t('bets.win')}</dt>
            <dd>{money(pnl.data.total.winAmount)}</dd>
          </div>
          <div className="pnl-totals__item pnl-totals__item--profit">
            <dt>{t('bets.profit')}</dt>
            <dd>{profit(pnl.data.total.profit)}</dd>
          </div>
        </dl>
      )}
      <RecordsResult
        query={pnl}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'chart', title: t('bets.empty'), hint: t('pnl.emptyHint') }}
      >
        {(data) => (
          <>
            <section className="money-card">
              <h4 className="money-card__title">{t('pnl.chart')}</h4>
              <PnlChart list={data.list} currency={currency} />
            </section>
            <RecordsTable<PnlRow>
              busy={pnl.isFetching}
              rows={data.list}
              rowKey={(row) => `${row.date}:${row.gameType}`}
              rowType={(row) => row.gameType}
              columns={[
                {
                  id: 'date',
                  label: t('pnl.date'),
                  cell: (row) => <span className="money-ltr">{row.date}</span>,
                },
                { id: 'type', label: t('bets.gameType'), cell: (row) => t(`bets.category.${row.gameType}`) },
                { id: 'bet', label: t('bets.bet'), numeric: true, cell: (row) => money(row.betAmount) },
                { id: 'valid', label: t('bets.validBet'), numeric: true, cell: (row) => money(row.validBet) },
                { id: 'win', label: t('bets.win'), numeric: true, cell: (row) => money(row.winAmount) },
                { id: 'profit', label: t('bets.profit'), numeric: true, cell: (row) => profit(row.profit) },
              ]}
            />
          </>
        )}
      </RecordsResult>
    </div>
  );
}

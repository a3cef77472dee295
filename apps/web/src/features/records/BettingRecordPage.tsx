import { useQuery } from '@tanstack/react-query';
import { formatAmount, GAME_CATEGORIES, type BetRecord, type GameCategory } from '@wps/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { FilterSelect } from './FilterSelect';
import { DateRangeFilter } from './DateRangeFilter';
import { GameRecallDialog } from './GameRecallDialog';
import { betRecordsQuery, gameVendorsQuery } from './queries';
import { signedAmount } from './recordsLogic';
import { RecordsResult, RecordsTable, type RecordColumn } from './RecordsTable';
import { usePagedRange } from './usePagedRange';
import '../../shared/money/money-page.css';
import './records.css';

const ALL = '';

/**
 * Betting record (member centre `personalHistoryCopy`): the member's rounds by game type, vendor and
 * period, with the totals of everything the filter matches; a round opens its game recall.
 */
export function BettingRecordPage() {
  const { t } = useTranslation(['bets', 'money']);
  const token = useSessionToken();
  const currency = useSiteInfo().currency;
  const [gameType, setGameType] = useState<GameCategory | typeof ALL>(ALL);
  const [vendor, setVendor] = useState(ALL);
  const [round, setRound] = useState<BetRecord | null>(null);
  const { range, setRange, page, setPage } = usePagedRange();
  const lanes = useQuery(gameVendorsQuery());
  const records = useQuery(
    betRecordsQuery(token, { gameType: gameType || null, vendor: vendor || null, range, page }),
  );

  /** Vendors of the chosen game type (of every type for "All"), each once, in lane order. */
  const vendors = useMemo(() => {
    const seen = new Map<string, string>();
    for (const lane of lanes.data?.lanes ?? []) {
      if (gameType && lane.title !== gameType) continue;
      for (const card of lane.cards)
        if (!seen.has(card.vassalage)) seen.set(card.vassalage, card.displayName);
    }
    return [...seen].map(([code, name]) => ({ code, name }));
  }, [lanes.data, gameType]);

  const money = (text: string) => <span className="money-amount">{formatAmount(text, currency)}</span>;
  const profit = (text: string) => {
    const signed = signedAmount(text, currency);
    return <span className={`money-amount money-amount--${signed.direction}`}>{signed.text}</span>;
  };
  const columns: RecordColumn<BetRecord>[] = [
    {
      id: 'time',
      label: t('bets.time'),
      cell: (row) => <span className="money-ltr">{formatDateTime(row.betTime)}</span>,
    },
    {
      id: 'game',
      label: t('bets.game'),
      cell: (row) => (
        <button
          type="button"
          className="records-link"
          title={t('bets.recall.open')}
          onClick={(event) => {
            event.stopPropagation();
            setRound(row);
          }}
        >
          {row.gameName}
        </button>
      ),
    },
    { id: 'vendor', label: t('bets.vendor'), cell: (row) => row.vendorName },
    { id: 'type', label: t('bets.gameType'), cell: (row) => t(`bets.category.${row.gameType}`) },
    { id: 'bet', label: t('bets.bet'), numeric: true, cell: (row) => money(row.betAmount) },
    { id: 'valid', label: t('bets.validBet'), numeric: true, cell: (row) => money(row.validBet) },
    { id: 'win', label: t('bets.win'), numeric: true, cell: (row) => money(row.winAmount) },
    { id: 'profit', label: t('bets.profit'), numeric: true, cell: (row) => profit(row.profit) },
    {
      id: 'status',
      label: t('bets.status'),
      cell: (row) => (
        <span className={`money-chip bets-status bets-status--${row.status}`}>
          {t(`bets.status.${row.status}`)}
        </span>
      ),
    },
  ];

  return (
    <div className="money-page records-page">
      <h3 className="money-page__title">{t('bets.title')}</h3>
      <div className="money-filters">
        <div className="records-selects">
          <FilterSelect
            id="bets-type"
            label={t('bets.gameType')}
            value={gameType}
            options={[
              { value: ALL, label: t('bets.allTypes') },
              ...GAME_CATEGORIES.map((category) => ({
                value: category,
                label: t(`bets.category.${category}`),
              })),
            ]}
            onChange={(value) => {
              setGameType(value as GameCategory | typeof ALL);
              setVendor(ALL);
              setPage(1);
            }}
          />
          <FilterSelect
            id="bets-vendor"
            label={t('bets.vendor')}
            value={vendor}
            options={[
              { value: ALL, label: t('bets.allVendors') },
              ...vendors.map((item) => ({ value: item.code, label: item.name })),
            ]}
            onChange={(value) => {
              setVendor(value);
              setPage(1);
            }}
          />
        </div>
        <DateRangeFilter onChange={setRange} />
      </div>
      <RecordsResult
        query={records}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'ticket', title: t('bets.empty'), hint: t('bets.emptyHint') }}
        paging={{ page, totalPages: (data) => data.totalPages, onChange: setPage }}
      >
        {(data) => (
          <RecordsTable
            busy={records.isFetching}
            rows={data.list}
            rowKey={(row) => `${row.vassalage}:${row.roundId}`}
            rowType={(row) => row.status}
            columns={columns}
            onRowClick={setRound}
            footer={
              <tr className="records-table__total">
                <th scope="row" colSpan={4}>
                  {t('bets.footer', { count: data.footer.count })}
                </th>
                <td data-label={t('bets.bet')} className="records-table__num">
                  {money(data.footer.betAmount)}
                </td>
                <td data-label={t('bets.validBet')} className="records-table__num">
                  {money(data.footer.validBet)}
                </td>
                <td data-label={t('bets.win')} className="records-table__num">
                  {money(data.footer.winAmount)}
                </td>
                <td data-label={t('bets.profit')} className="records-table__num">
                  {profit(data.footer.profit)}
                </td>
                <td className="records-table__filler" />
              </tr>
            }
          />
        )}
      </RecordsResult>
      <GameRecallDialog round={round} onClose={() => setRound(null)} />
    </div>
  );
}

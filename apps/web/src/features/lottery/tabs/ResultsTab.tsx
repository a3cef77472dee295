import { useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { ResultView } from '../parts/ResultView';
import { resultsQuery } from '../queries';
import { verifyPath } from '../verify/verifyPath';
import { TrendsGrid } from './TrendsGrid';

const FIRST_ROWS = 10;

/** The last results, then hot and cold numbers and missing counts. */
export function ResultsTab({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const [all, setAll] = useState(false);
  const results = useQuery(resultsQuery(game.code));
  if (results.error) return <ErrorState error={results.error} onRetry={() => void results.refetch()} />;
  if (!results.data) return <PageSpinner label={t('lottery.loading')} />;
  const { list, trends } = results.data;
  if (list.length === 0) return <EmptyState icon="ticket" title={t('lottery.results.empty')} />;
  const rows = all ? list : list.slice(0, FIRST_ROWS);
  return (
    <div className="lottery-results">
      <h3 className="lottery-subtitle">{t('lottery.results.title')}</h3>
      <ul className="lottery-results__list">
        {rows.map((period) => (
          <li key={period.number} className="lottery-results__row">
            <div className="lottery-results__when">
              <span className="money-ltr lottery-results__number">{period.number}</span>
              <span className="lottery-note money-ltr">{formatDateTime(period.drawAt)}</span>
              {period.status === 'cancelled' && (
                <span className="lottery-note">{t('lottery.status.cancelled')}</span>
              )}
            </div>
            <ResultView family={game.family} numbers={period.numbers} prizes={period.prizes} expandable />
            {period.seed && (
              <Link className="text-link" to={verifyPath(game.code, period.number)}>
                {t('lottery.verify.link')}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {list.length > FIRST_ROWS && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAll(!all)}>
          {all ? t('lottery.results.fewer') : t('lottery.results.all', { count: list.length })}
        </button>
      )}
      <TrendsGrid trends={trends} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../shared/money/moneyForm';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { PageSpinner } from '../../shared/ui/Spinner';
import { boardPlace, type BoardPlace, type Leaderboard as Board } from './missionsLogic';
import { missionLeaderboardQuery } from './queries';

/** This week's board: rank, masked name and missions completed; the member's row highlighted or their place below. */
export function Leaderboard({ token }: { token: string }) {
  const { t } = useTranslation(['loyalty', 'messages']);
  const board = useQuery(missionLeaderboardQuery(token));
  const titleId = useId();

  let body;
  if (board.isError && !board.data)
    body = <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  else if (!board.data) body = <PageSpinner label={t('common.loading')} />;
  else body = <BoardBody board={board.data} place={boardPlace(board.data)} />;

  return (
    <section className="money-card missions-board" aria-labelledby={titleId}>
      <div className="money-card__head">
        <h4 id={titleId} className="money-card__title">
          {t('loyalty.missions.board')}
        </h4>
        {board.data && (
          <span className="money-muted" data-testid="missions-week">
            {t('loyalty.missions.week', { date: ltr(board.data.week) })}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}

function BoardBody({ board, place }: { board: Board; place: BoardPlace }) {
  const { t } = useTranslation('loyalty');
  return (
    <>
      {board.top.length === 0 ? (
        <EmptyState
          icon="trophy"
          title={t('loyalty.missions.boardEmpty')}
          description={t('loyalty.missions.boardEmptyHint')}
        />
      ) : (
        <table className="missions-board__table">
          <caption className="visually-hidden">{t('loyalty.missions.boardCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('loyalty.missions.rank')}</th>
              <th scope="col">{t('loyalty.missions.member')}</th>
              <th scope="col">{t('loyalty.missions.completed')}</th>
            </tr>
          </thead>
          <tbody>
            {board.top.map((row, index) => {
              const mine = place.row === index;
              return (
                <tr
                  key={row.rank}
                  className={mine ? 'is-me' : undefined}
                  aria-current={mine ? 'true' : undefined}
                  data-rank={row.rank}
                >
                  <td>
                    <span className={`missions-board__rank missions-board__rank--${Math.min(row.rank, 4)}`}>
                      {row.rank}
                    </span>
                  </td>
                  <th scope="row" className="missions-board__name">
                    <span className="money-ltr">{row.name}</span>
                    {mine && <span className="missions-board__you">{t('loyalty.missions.you')}</span>}
                  </th>
                  <td>{row.completed}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {place.below?.kind === 'outside' && (
        <p className="missions-board__mine" data-testid="missions-my-place">
          {t('loyalty.missions.yourPlace', { rank: place.below.rank, completed: place.below.completed })}
        </p>
      )}
      {place.below?.kind === 'unranked' && (
        <p className="money-muted" data-testid="missions-my-place">
          {t('loyalty.missions.unranked')}
        </p>
      )}
    </>
  );
}

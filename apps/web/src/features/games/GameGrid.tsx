import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../shared/ui/ErrorState';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageSpinner } from '../../shared/ui/Spinner';
import { GameCard, GameCardSkeletons } from './GameCard';
import { useGameLauncher } from './launcherContext';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import { useFavoriteToggle, useGameList, type GameListFilter } from './useGameList';
import { useShowError } from './useShowError';

interface GameGridProps extends GameListFilter {
  /** Called after a game was started from the grid (the popup closes itself). */
  onStarted?: () => void;
}

/** The paged game list of the hall and the vendor popup, with infinite scroll. */
export function GameGrid({ onStarted, ...filter }: GameGridProps) {
  const { t } = useTranslation('games');
  const launcher = useGameLauncher();
  const list = useGameList(filter);
  const showError = useShowError();
  const favorite = useFavoriteToggle((error) => void showError(error));

  if (list.isError && !list.data)
    return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;

  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  if (list.data && games.length === 0) {
    return (
      <EmptyState
        icon="cards"
        title={filter.gameName ? t('noMatch', { query: filter.gameName }) : t('noGames')}
        description={filter.gameName ? t('noMatchHint') : undefined}
      />
    );
  }

  const after = (promise: Promise<void>) => void promise.then(() => onStarted?.());
  return (
    <div className="game-grid-wrap">
      {list.data && (
        <p className="game-grid__count" aria-live="polite">
          {t('count', { count: total })}
        </p>
      )}
      <div className="game-grid" aria-busy={list.isFetching}>
        {list.data ? (
          games.map((game) => (
            <GameCard
              key={game.nodeId}
              game={game}
              onPlay={(item) => after(launcher.play(item))}
              onTrial={(item) => after(launcher.trial(item))}
              onToggleFavorite={launcher.loggedIn ? (item) => favorite.mutate(item) : undefined}
            />
          ))
        ) : (
          <GameCardSkeletons />
        )}
      </div>
      {list.hasNextPage && (
        <>
          <LoadMoreSentinel
            pageCount={list.data?.pages.length ?? 0}
            enabled={!list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
          <div className="game-grid__more">
            {list.isFetchingNextPage ? (
              <PageSpinner label={t('loadingMore')} />
            ) : (
              <button type="button" className="btn btn--secondary" onClick={() => void list.fetchNextPage()}>
                {t('loadMore')}
              </button>
            )}
          </div>
        </>
      )}
      {list.isError && list.data && (
        <p className="game-grid__error" role="alert">
          {t('loadMoreFailed')}
        </p>
      )}
    </div>
  );
}

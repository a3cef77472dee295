import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { formatAmount, type Game } from '@wps/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { PageSpinner } from '../../shared/ui/Spinner';
import { CategoryBar } from './CategoryBar';
import { GameCard } from './GameCard';
import { GameLauncherProvider } from './GameLauncherProvider';
import { useGameLauncher } from './launcherContext';
import { GAMES_KEY } from './queries';
import { useInView } from './useInView';
import './games.css';

interface HomeGameLanesProps {
  requireRealAccount: () => Promise<boolean>;
}

/**
 * The home page's game section: hot games, popular games, the winners board and, for members,
 * recent games. The code loads after the page (a lazy widget) and each lane asks for its data only
 * when it scrolls near the viewport, so the home's first paint carries none of it.
 */
export default function HomeGameLanes({ requireRealAccount }: HomeGameLanesProps) {
  const token = useSessionToken();
  const { ready } = useTranslation('games');
  if (!ready) return null;
  return (
    <GameLauncherProvider requireRealAccount={requireRealAccount} loggedIn={Boolean(token)}>
      <div className="home-games">
        <CategoryBar />
        {token && <RecentLane token={token} />}
        <HotLane />
        <PopularLane />
        <WinnersLane />
      </div>
    </GameLauncherProvider>
  );
}

function Lane({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: (visible: boolean) => ReactNode;
}) {
  const [ref, seen] = useInView<HTMLElement>();
  return (
    <section ref={ref} className="game-lane" aria-labelledby={id}>
      <h3 id={id} className="game-lane__title">
        {title}
      </h3>
      {children(seen)}
    </section>
  );
}

function GameRow({ query }: { query: UseQueryResult<Game[]> }) {
  const { t } = useTranslation('games');
  const launcher = useGameLauncher();
  if (query.isError) return <p className="game-lane__note">{t('laneFailed')}</p>;
  if (!query.data) return <PageSpinner label={t('loading')} />;
  if (query.data.length === 0) return <p className="game-lane__note">{t('noGames')}</p>;
  return (
    <div className="game-lane__row">
      {query.data.map((game) => (
        <GameCard
          key={game.nodeId}
          game={game}
          onPlay={(item) => void launcher.play(item)}
          onTrial={(item) => void launcher.trial(item)}
        />
      ))}
    </div>
  );
}

function HotLane() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  return (
    <Lane id="home-hot-games" title={t('hotGames')}>
      {(visible) => <HotRow enabled={visible} language={language} />}
    </Lane>
  );
}
function HotRow({ enabled, language }: { enabled: boolean; language: string }) {
  const query = useQuery({
    queryKey: [...GAMES_KEY, 'hot', language],
    queryFn: ({ signal }) => callApi(routes.hotGames, { query: { language }, signal }),
    select: (value) => value.list,
    enabled,
    staleTime: 5 * 60_000,
  });
  return <GameRow query={query} />;
}

function PopularLane() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  return (
    <Lane id="home-popular-games" title={t('popularGames')}>
      {(visible) => <PopularRow enabled={visible} language={language} />}
    </Lane>
  );
}
function PopularRow({ enabled, language }: { enabled: boolean; language: string }) {
  const query = useQuery({
    queryKey: [...GAMES_KEY, 'popular', language],
    queryFn: ({ signal }) => callApi(routes.popularGames, { query: { count: 20, language }, signal }),
    select: (value) => value.list,
    enabled,
    staleTime: 5 * 60_000,
  });
  return <GameRow query={query} />;
}

function RecentLane({ token }: { token: string }) {
  const { t } = useTranslation('games');
  return (
    <Lane id="home-recent-games" title={t('recentGames')}>
      {(visible) => <RecentRow enabled={visible} token={token} />}
    </Lane>
  );
}
function RecentRow({ enabled, token }: { enabled: boolean; token: string }) {
  const query = useQuery({
    queryKey: [...GAMES_KEY, 'recent', token],
    queryFn: ({ signal }) => callApi(routes.recentGames, { query: { page: 1, size: 12 }, signal }),
    select: (value) => value.list,
    enabled,
  });
  if (query.data && query.data.length === 0) return null;
  return <GameRow query={query} />;
}

function WinnersLane() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  return (
    <Lane id="home-winners" title={t('winners')}>
      {(visible) => <WinnersList enabled={visible} language={language} />}
    </Lane>
  );
}
function WinnersList({ enabled, language }: { enabled: boolean; language: string }) {
  const { t } = useTranslation('games');
  const { currency } = useSiteInfo();
  const query = useQuery({
    queryKey: [...GAMES_KEY, 'winners', language],
    queryFn: ({ signal }) =>
      callApi(routes.winnerBoard, { query: { gameCategory: 'ALL', limitNum: 20, language }, signal }),
    enabled,
    staleTime: 60_000,
  });
  if (query.isError) return <p className="game-lane__note">{t('laneFailed')}</p>;
  if (!query.data) return <PageSpinner label={t('loading')} />;
  if (query.data.list.length === 0) return <p className="game-lane__note">{t('noWinners')}</p>;
  return (
    <table className="winners">
      <thead>
        <tr>
          <th scope="col">{t('winnerPlayer')}</th>
          <th scope="col">{t('winnerGame')}</th>
          <th scope="col" className="winners__amount">
            {t('winnerPrize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {query.data.list.map(({ vo }, index) => (
          <tr key={`${vo.winTime}-${index}`}>
            <td>{vo.customerName}</td>
            <td>{vo.gameName}</td>
            <td className="winners__amount">{formatAmount(vo.winAmount, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageSpinner } from '../../../shared/ui/Spinner';
import { lobbyOf, lotteryGamesQuery, type LobbyKind } from '../queries';
import { HubCard } from './HubCard';
import '../lottery.css';

// The games drawing every few minutes first; the Vietnamese stations last, today's first.
const SECTIONS: readonly { kind: LobbyKind; title: string }[] = [
  { kind: 'lottery', title: 'lottery.hub.fast' },
  { kind: 'seaLottery', title: 'games.seaLottery' },
  { kind: 'vnlottery', title: 'games.vnlottery' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A game drawing within the next day (every in-house fast game; the stations of today). */
function drawsSoon(game: LotteryGame, now: number): boolean {
  return game.intervalSeconds !== null || (game.current !== null && game.current.drawAt - now < DAY_MS);
}

function Cards({ games }: { games: LotteryGame[] }) {
  return (
    <ul className="lottery-hub__grid">
      {games.map((game) => (
        <li key={game.code}>
          <HubCard game={game} />
        </li>
      ))}
    </ul>
  );
}

/** /elott: every lottery game by lobby, each card opening its lobby on that game. */
export function LotteryHubPage() {
  const { t, ready } = useTranslation(['lottery', 'messages']);
  const games = useQuery(lotteryGamesQuery(null));
  const header = <PageHeader title={t('games.elott')} subtitle={t('lottery.hub.subtitle')} />;
  if (!ready || games.isPending)
    return (
      <div className="page lottery-hub">
        {header}
        <PageSpinner label={t('lottery.loading')} />
      </div>
    );
  const list = (games.data?.games ?? []).filter((game) => game.enabled);
  const byLobby = (kind: LobbyKind): LotteryGame[] =>
    list.filter((game) => lobbyOf(game.accountType) === kind);
  return (
    <div className="page lottery-hub">
      {header}
      {games.isError ? (
        <section className="card">
          <ErrorState error={games.error} onRetry={() => void games.refetch()} />
        </section>
      ) : list.length === 0 ? (
        <section className="card">
          <EmptyState icon="ticket" title={t('games.noLottery')} description={t('games.emptyHint')} />
        </section>
      ) : (
        SECTIONS.map(({ kind, title }) => {
          const section = byLobby(kind);
          if (section.length === 0) return null;
          // "Soon" as of the list's own reading (rendering stays pure).
          const now = games.dataUpdatedAt;
          const soon = section.filter((game) => drawsSoon(game, now));
          const later = section.filter((game) => !drawsSoon(game, now));
          return (
            <section key={kind} className="lottery-hub__section" aria-labelledby={`lottery-hub-${kind}`}>
              <h2 id={`lottery-hub-${kind}`} className="section-title">
                {t(title)}
              </h2>
              <Cards games={soon} />
              {later.length > 0 && (
                <details className="lottery-hub__later">
                  <summary>{t('lottery.hub.otherDays', { count: later.length })}</summary>
                  <Cards games={later} />
                </details>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}

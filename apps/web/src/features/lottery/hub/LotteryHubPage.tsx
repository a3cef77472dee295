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

const SECTIONS: readonly { kind: LobbyKind; title: string }[] = [
  { kind: 'vnlottery', title: 'games.vnlottery' },
  { kind: 'seaLottery', title: 'games.seaLottery' },
  { kind: 'lottery', title: 'lottery.hub.fast' },
];

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
          return (
            <section key={kind} className="lottery-hub__section" aria-labelledby={`lottery-hub-${kind}`}>
              <h2 id={`lottery-hub-${kind}`} className="section-title">
                {t(title)}
              </h2>
              <ul className="lottery-hub__grid">
                {section.map((game) => (
                  <li key={game.code}>
                    <HubCard game={game} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}

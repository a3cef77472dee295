import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageSpinner } from '../../../shared/ui/Spinner';
import type { LotteryAuth } from '../auth';
import type { LobbyKind } from '../queries';
import { SlipsProvider } from '../slip/SlipsProvider';
import { localized } from '../text';
import { GameList } from './GameList';
import { GameView } from './GameView';
import { OtherSlips } from './OtherSlips';
import { useLobbyGames } from './useLobbyGames';
import '../lottery.css';

const TITLES: Record<LobbyKind, string> = {
  lottery: 'games.lottery',
  vnlottery: 'games.vnlottery',
  seaLottery: 'games.seaLottery',
};

/**
 * /lottery, /vnlottery, /seaLottery: the lobby's games, the selected one (`?gameCode=`, or the
 * first) with its bet panel, slip and tabs.
 */
export function LotteryLobbyPage({ kind, auth }: { kind: LobbyKind; auth: LotteryAuth }) {
  const { t, ready } = useTranslation(['lottery', 'messages']);
  const language = useLanguage();
  const token = useSessionToken();
  const [params, setParams] = useSearchParams();
  const { groups, all, query } = useLobbyGames(kind, token);
  const requested = params.get('gameCode');
  const game = all.find((item) => item.code === requested) ?? all[0] ?? null;
  const gameName = (code: string) => {
    const found = all.find((item) => item.code === code);
    return found ? localized(found.name, language) : code;
  };
  const select = (code: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', code);
        next.delete('playType');
        return next;
      },
      { replace: true },
    );

  const header = <PageHeader title={t(TITLES[kind])} />;
  let body;
  if (!ready || query.isPending) body = <PageSpinner label={t('lottery.loading')} />;
  else if (query.isError && all.length === 0)
    body = (
      <section className="card">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  else if (!game)
    body = (
      <section className="card">
        <EmptyState icon="ticket" title={t('games.noLottery')} description={t('games.emptyHint')} />
      </section>
    );
  else
    body = (
      <div className="lottery-lobby__layout">
        <GameList groups={groups} selected={game.code} onSelect={select} />
        <div className="lottery-lobby__main">
          <OtherSlips current={game.code} gameName={gameName} onSelect={select} />
          <GameView
            key={game.code}
            game={game}
            games={all}
            auth={auth}
            gameName={gameName}
            playType={params.get('playType')}
          />
        </div>
      </div>
    );
  return (
    <SlipsProvider>
      <div className="page lottery-lobby" data-kind={kind}>
        {header}
        {body}
      </div>
    </SlipsProvider>
  );
}

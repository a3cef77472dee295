import { useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageSpinner } from '../../../shared/ui/Spinner';
import type { LotteryAuth } from '../auth';
import { BetPanel } from '../bet/BetPanel';
import { ShorthandBox } from '../bet/ShorthandBox';
import { gameSettingQuery } from '../queries';
import { SlipPanel } from '../slip/SlipPanel';
import { GameTabs } from '../tabs/GameTabs';
import { GameHeader } from './GameHeader';

interface GameViewProps {
  game: LotteryGame;
  /** Every game of the lobby (shorthand station names, chases of other games). */
  games: readonly LotteryGame[];
  auth: LotteryAuth;
  gameName: (code: string) => string;
  /** The bet type a launch asked for (`?playType=`), when the game has it. */
  playType?: string | null;
}

/** One game of a lobby: header, bet panel (and VN shorthand), slip, and the tabs under it. */
export function GameView({ game, games, auth, gameName, playType = null }: GameViewProps) {
  const { t } = useTranslation('lottery');
  const [series, setSeries] = useState<number | null>(null);
  const setting = useQuery(gameSettingQuery(game.code, series));
  const detail = setting.data;
  return (
    <div className="lottery-main">
      <GameHeader game={game} />
      {setting.isError && !detail ? (
        <section className="card">
          <ErrorState error={setting.error} onRetry={() => void setting.refetch()} />
        </section>
      ) : !detail ? (
        <PageSpinner label={t('lottery.loading')} />
      ) : (
        <>
          <div className="lottery-play">
            <div className="lottery-play__bet">
              <BetPanel game={game} setting={detail} initialType={playType} />
              {game.family === 'VN' && <ShorthandBox setting={detail} games={games} />}
            </div>
            <SlipPanel
              game={game}
              setting={detail}
              series={series ?? detail.series}
              onSeries={setSeries}
              auth={auth}
            />
          </div>
          <GameTabs game={game} setting={detail} auth={auth} gameName={gameName} />
        </>
      )}
    </div>
  );
}

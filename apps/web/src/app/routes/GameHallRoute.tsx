import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { GameHallPage, type GameHall } from '../../features/games/GameHallPage';
import { GameLauncherProvider } from '../../features/games/GameLauncherProvider';

/** /rng, /live, /pvp, /fish: the games feature, with the auth feature's login check for launches. */
export default function GameHallRoute({ hall }: { hall: GameHall }) {
  const { requireRealAccount, loggedIn } = useAuthPrompts();
  return (
    <GameLauncherProvider requireRealAccount={requireRealAccount} loggedIn={loggedIn}>
      <GameHallPage hall={hall} />
    </GameLauncherProvider>
  );
}

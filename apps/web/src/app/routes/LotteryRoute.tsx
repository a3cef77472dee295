import { useMemo } from 'react';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import type { LotteryAuth } from '../../features/lottery/auth';
import { LotteryLobbyPage } from '../../features/lottery/lobby/LotteryLobbyPage';
import type { LobbyKind } from '../../features/lottery/queries';
import { LotteryVerifyPage } from '../../features/lottery/verify/LotteryVerifyPage';

/** /lottery, /vnlottery, /seaLottery: the lottery lobbies, with the auth feature's checks for placing. */
export default function LotteryRoute({ kind }: { kind: LobbyKind }) {
  const { requireRealAccount, requireLogin, loggedIn } = useAuthPrompts();
  const auth = useMemo<LotteryAuth>(
    () => ({ requireRealAccount, requireLogin, loggedIn }),
    [requireRealAccount, requireLogin, loggedIn],
  );
  return <LotteryLobbyPage kind={kind} auth={auth} />;
}

/** /lottery/verify?game=CODE&period=NUMBER: the draw verifier (same chunk as the lobbies). */
export function LotteryVerifyRoute() {
  return <LotteryVerifyPage />;
}

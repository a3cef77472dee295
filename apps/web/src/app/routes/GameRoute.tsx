import { GameFramePage } from '../../features/games/GameFramePage';
import { useMemberCentre } from '../../features/member-centre/useMemberCentre';

/** /game: the game iframe; a game's deposit request opens the member centre on its deposit page. */
export default function GameRoute() {
  const centre = useMemberCentre();
  return <GameFramePage onDeposit={() => centre.open('depositv2')} />;
}

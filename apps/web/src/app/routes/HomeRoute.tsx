import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { useRegisterDialogOnMount } from '../../features/auth/useRegisterDialogOnMount';
import { HomePage } from '../../features/home/HomePage';
import { useNoticeModal } from '../../features/notices/noticeModalContext';
import { lazyWidget } from '../../shared/lazy/lazyWidget';

/** Game lanes below the fold: their code loads after the home page, as its own chunk. */
const HomeGameLanes = lazyWidget(() => import('../../features/games/HomeGameLanes'));
/** The lottery's latest results, below the game lanes (hidden when there are none). */
const LotteryResultsLane = lazyWidget(() => import('../../features/lottery/LatestResultsLane'));

/** /index, and /register(.html) which also opens the registration dialog. */
export default function HomeRoute({ openRegister = false }: { openRegister?: boolean }) {
  const { openNotices } = useNoticeModal();
  const { requireRealAccount } = useAuthPrompts();
  useRegisterDialogOnMount(openRegister);
  return (
    <HomePage
      onOpenNotices={openNotices}
      gameLanes={
        <>
          <HomeGameLanes requireRealAccount={requireRealAccount} />
          <LotteryResultsLane />
        </>
      }
    />
  );
}

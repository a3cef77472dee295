import { useRegisterDialogOnMount } from '../../features/auth/useRegisterDialogOnMount';
import { HomePage } from '../../features/home/HomePage';
import { useNoticeModal } from '../../features/notices/noticeModalContext';

/** /index, and /register(.html) which also opens the registration dialog. */
export default function HomeRoute({ openRegister = false }: { openRegister?: boolean }) {
  const { openNotices } = useNoticeModal();
  useRegisterDialogOnMount(openRegister);
  return <HomePage onOpenNotices={openNotices} />;
}

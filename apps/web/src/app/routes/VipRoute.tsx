import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { VipPage } from '../../features/vip/VipPage';

/** /vip, with the auth feature's login popup for visitors. */
export default function VipRoute() {
  const { openLogin } = useAuthPrompts();
  return <VipPage onLogin={() => openLogin()} />;
}

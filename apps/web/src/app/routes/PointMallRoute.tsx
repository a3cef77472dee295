import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { useMemberCentre } from '../../features/member-centre/useMemberCentre';
import { PointMallPage } from '../../features/points/PointMallPage';

/** /pointMall, with the auth feature's login popup and the member centre's security centre. */
export default function PointMallRoute() {
  const { openLogin } = useAuthPrompts();
  const centre = useMemberCentre();
  return (
    <PointMallPage onLogin={() => openLogin()} onSetPaymentPassword={() => centre.open('securityCenter')} />
  );
}

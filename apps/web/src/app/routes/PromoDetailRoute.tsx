import { useMemo } from 'react';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { useMemberCentre } from '../../features/member-centre/useMemberCentre';
import type { PromotionAuth } from '../../features/promotions/auth';
import { PromoDetailPage } from '../../features/promotions/PromoDetailPage';

/** /promoDetail: an activity (with the auth feature's gates and the member centre) or a notice. */
export default function PromoDetailRoute() {
  const { openLogin, requireRealAccount } = useAuthPrompts();
  const centre = useMemberCentre();
  const auth = useMemo<PromotionAuth>(
    () => ({
      openLogin: () => openLogin(),
      requireRealAccount,
      openMemberCentre: (page) => centre.open(page),
    }),
    [openLogin, requireRealAccount, centre],
  );
  return <PromoDetailPage auth={auth} />;
}

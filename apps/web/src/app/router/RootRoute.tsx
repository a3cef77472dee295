import { Navigate, Outlet, useLocation } from 'react-router';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { MemberCentreProvider } from '../../features/member-centre/MemberCentreProvider';
import { NoticeModalProvider } from '../../features/notices/NoticeModalProvider';
import { loginRedirect } from './loginRedirect';
import { memberCentrePages } from './memberCentrePages';
import { ScrollRestoration } from './ScrollRestoration';

/** Applies the loginedToHomePage rule and hosts what every route shares. */
export function RootRoute() {
  const { pathname } = useLocation();
  const { site } = useSiteInfo();
  const token = useSessionToken();
  const { requireLogin } = useAuthPrompts();
  const target = loginRedirect(pathname, {
    loginedToHomePage: site.loginedToHomePage,
    hasToken: Boolean(token),
  });
  if (target) return <Navigate to={target} replace />;
  return (
    <NoticeModalProvider>
      <MemberCentreProvider pages={memberCentrePages} onLoginRequired={() => void requireLogin()}>
        <Outlet />
        <ScrollRestoration />
      </MemberCentreProvider>
    </NoticeModalProvider>
  );
}

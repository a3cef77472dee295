import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { NoticeModalProvider } from '../../features/notices/NoticeModalProvider';
import { loginRedirect } from './loginRedirect';

/** Applies the loginedToHomePage rule and hosts what every route shares. */
export function RootRoute() {
  const { pathname } = useLocation();
  const { site } = useSiteInfo();
  const token = useSessionToken();
  const target = loginRedirect(pathname, {
    loginedToHomePage: site.loginedToHomePage,
    hasToken: Boolean(token),
  });
  if (target) return <Navigate to={target} replace />;
  return (
    <NoticeModalProvider>
      <Outlet />
      <ScrollRestoration />
    </NoticeModalProvider>
  );
}

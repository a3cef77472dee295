import { useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { AgentCentreProvider } from '../../features/agents/AgentCentreProvider';
import { useAgentCentre } from '../../features/agents/useAgentCentre';
import { MemberCentreProvider } from '../../features/member-centre/MemberCentreProvider';
import type { MemberCentrePage } from '../../features/member-centre/useMemberCentre';
import { NoticeModalProvider } from '../../features/notices/NoticeModalProvider';
import { loginRedirect } from './loginRedirect';
import { agentReferralPage, memberCentrePages } from './memberCentrePages';
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
      <AgentCentreProvider onLoginRequired={() => void requireLogin()}>
        <MemberCentreHost onLoginRequired={() => void requireLogin()}>
          <Outlet />
          <ScrollRestoration />
        </MemberCentreHost>
      </AgentCentreProvider>
    </NoticeModalProvider>
  );
}

/** An agent's invite-friends page is the agents' invitation page: REFERRAL3 does not hide it. */
const AGENT_UNGATED: readonly MemberCentrePage[] = ['referral'];

/** The member centre, whose invite-friends page is the agents feature's for agents. */
function MemberCentreHost({
  onLoginRequired,
  children,
}: {
  onLoginRequired: () => void;
  children: ReactNode;
}) {
  const { isAgent } = useAgentCentre();
  const pages = useMemo(
    () => (isAgent ? { ...memberCentrePages, referral: agentReferralPage } : memberCentrePages),
    [isAgent],
  );
  return (
    <MemberCentreProvider
      pages={pages}
      ungated={isAgent ? AGENT_UNGATED : undefined}
      onLoginRequired={onLoginRequired}
    >
      {children}
    </MemberCentreProvider>
  );
}

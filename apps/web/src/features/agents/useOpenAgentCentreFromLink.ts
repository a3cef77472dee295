import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAgentCentrePage, type AgentCentrePage } from './useAgentCentre';

/** The query parameter that opens the agent centre on a page: `/index?agentCentre=agentTeamOverview`. */
export const AGENT_CENTRE_PARAM = 'agentCentre';

/**
 * Opens the agent centre on the page a link names, once, and removes the parameter from the address
 * so a reload or the back button does not open it again (as the member centre's `memberCentre`
 * parameter). Unknown pages are ignored.
 */
export function useOpenAgentCentreFromLink(open: (page: AgentCentrePage) => void): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const page = new URLSearchParams(search).get(AGENT_CENTRE_PARAM);
  useEffect(() => {
    // `/` redirects to /index with the query; act once there.
    if (page === null || pathname === '/') return;
    const rest = new URLSearchParams(search);
    rest.delete(AGENT_CENTRE_PARAM);
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
    if (isAgentCentrePage(page)) open(page);
  }, [page, pathname, search, hash, open, navigate]);
}

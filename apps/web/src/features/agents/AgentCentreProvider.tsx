import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRIAL_MEMBER_TYPE, type Consolidated } from '@wps/contracts';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { loadNamespace } from '../../shared/i18n/i18n';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { useSite } from '../../shared/site/siteContext';
import { getToken } from '../../shared/storage/session';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { isAgentType, seesAgentCentre } from './access';
import { consolidatedKey } from './keys';
import {
  AgentCentreContext,
  DEFAULT_AGENT_CENTRE_PAGE,
  type AgentCentreApi,
  type AgentCentrePage,
} from './useAgentCentre';
import { useOpenAgentCentreFromLink } from './useOpenAgentCentreFromLink';

/** The centre's code and its texts load together the first time it opens (its own chunk). */
const AgentCentre = lazyWidget(() =>
  Promise.all([
    import('./AgentCentre'),
    loadNamespace('agents'),
    // Amount checks and record types (money), game categories and bet states (bets).
    loadNamespace('money'),
    loadNamespace('bets'),
  ]).then(([module]) => ({ default: module.AgentCentre })),
);

/** The consolidated call and the contract popup: loaded only for a signed-in real account. */
const ContractWatcher = lazyWidget(() =>
  Promise.all([import('./ContractWatcher'), loadNamespace('agents')]).then(([module]) => ({
    default: module.ContractWatcher,
  })),
);

interface AgentCentreProviderProps {
  /** Opens the login prompt for visitors (the auth feature's); a plain "please log in" otherwise. */
  onLoginRequired?: () => void;
  children: ReactNode;
}

interface CentreState {
  open: boolean;
  /** Mounted once opened, so the close fade can run and reopening is instant. */
  used: boolean;
  page: AgentCentrePage;
  /** The session it was opened in: another session never sees it open. */
  token: string | null;
}

/** The contract popup: shown by itself when a request waits, shown on demand, or closed by the agent. */
type PopupMode = 'auto' | 'open' | 'closed';

/**
 * Hosts the agent centre modal, the contract popup and `useAgentCentre()` (docs/product.md §Agent
 * centre). After login, a real account on a site with AGENTPOLICY3 gets the consolidated call; a
 * request waiting there opens the contract popup.
 */
export function AgentCentreProvider({ onLoginRequired, children }: AgentCentreProviderProps) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const { modules } = useSite();
  const member = useQuery(memberInfoQuery(token));
  const type = token ? member.data?.type : undefined;
  // Filled by the contract watcher's call; read here (without asking) for the menus.
  const consolidated = useCachedConsolidated(token);
  const [state, setState] = useState<CentreState>({
    open: false,
    used: false,
    page: DEFAULT_AGENT_CENTRE_PAGE,
    token: null,
  });
  const [popup, setPopup] = useState<{ token: string | null; mode: PopupMode }>({
    token: null,
    mode: 'auto',
  });
  // A new session starts with the popup in its automatic mode.
  const popupMode: PopupMode = popup.token === token ? popup.mode : 'auto';
  const latest = useRef({ onLoginRequired });
  useEffect(() => {
    latest.current = { onLoginRequired };
  }, [onLoginRequired]);

  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const openRequests = useCallback(() => setPopup({ token: getToken(), mode: 'open' }), []);
  const closeRequests = useCallback(() => setPopup({ token: getToken(), mode: 'closed' }), []);

  const askToLogin = useCallback(() => {
    const prompt = latest.current.onLoginRequired;
    if (prompt) prompt();
    else
      void dialog.open({
        icon: 'warning',
        title: t('auth.notLoggedInTitle'),
        message: t('auth.notLoggedIn'),
      });
  }, [dialog, t]);

  const open = useCallback(
    (page: AgentCentrePage = DEFAULT_AGENT_CENTRE_PAGE) => {
      const current = getToken();
      if (!current) return askToLogin();
      // Fetch the code while the member check runs.
      AgentCentre.preload();
      import('./agentAccess')
        .then(({ checkAgentAccess }) => checkAgentAccess(current, { queryClient, dialog, t }))
        .then(
          (answer) => {
            if (answer === 'login') askToLogin();
            else if (answer === 'open') setState({ open: true, used: true, page, token: current });
          },
          // The check's chunk did not load: nothing opens, and the next click tries again.
          () => undefined,
        );
    },
    [askToLogin, dialog, queryClient, t],
  );

  useOpenAgentCentreFromLink(open);

  const api = useMemo<AgentCentreApi>(
    () => ({
      open,
      close,
      openRequests,
      showEntry: seesAgentCentre(type),
      isAgent: isAgentType(type),
      consolidated: consolidated ?? null,
    }),
    [open, close, openRequests, type, consolidated],
  );

  const navigate = useCallback((page: AgentCentrePage) => setState((current) => ({ ...current, page })), []);
  // The consolidated call runs for a signed-in real account while AGENTPOLICY3 is on.
  const watch =
    Boolean(token) && type !== undefined && type !== TRIAL_MEMBER_TYPE && modules.AGENTPOLICY3 === true;

  return (
    <AgentCentreContext.Provider value={api}>
      {children}
      {watch && token && (
        <ContractWatcher
          token={token}
          mode={isAgentType(type) ? popupMode : 'closed'}
          onClose={closeRequests}
        />
      )}
      {state.used && (
        <AgentCentre
          open={state.open && state.token === token}
          page={state.page}
          onNavigate={navigate}
          onClose={close}
          onOpenRequests={openRequests}
        />
      )}
    </AgentCentreContext.Provider>
  );
}

/** The consolidated answer in the query cache, if any: read only, so the call stays the watcher's. */
function useCachedConsolidated(token: string | null): Consolidated | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => {
      const hash = hashKey(consolidatedKey(token));
      // Only changes of that query's state (never while another component renders and adds a query).
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryHash === hash) listener();
      });
    },
    [queryClient, token],
  );
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryData<Consolidated>(consolidatedKey(token)),
    () => undefined,
  );
}

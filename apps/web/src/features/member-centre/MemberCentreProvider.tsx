import { useQueryClient } from '@tanstack/react-query';
import { TRIAL_MEMBER_TYPE } from '@wps/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey, isApiError } from '../../shared/api/apiError';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { loadMessages, loadNamespace } from '../../shared/i18n/i18n';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { clearPointMallState } from '../../shared/loyalty/pointMallState';
import { getToken } from '../../shared/storage/session';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import {
  DEFAULT_MEMBER_CENTRE_PAGE,
  MemberCentreContext,
  type MemberCentreApi,
  type MemberCentrePage,
  type MemberCentrePages,
} from './useMemberCentre';
import { useOpenFromLink } from './useOpenFromLink';

/** The centre's code and its texts load together the first time it opens; it renders only then. */
const MemberCentre = lazyWidget(() =>
  Promise.all([import('./MemberCentre'), loadNamespace('account')]).then(([module]) => ({
    default: module.MemberCentre,
  })),
);

interface MemberCentreProviderProps {
  /** The page components (composed in src/app, since features do not import each other). */
  pages: MemberCentrePages;
  /** Opens the login prompt for visitors (the auth feature's); a plain "please log in" otherwise. */
  onLoginRequired?: () => void;
  /** Pages shown whatever their module switch (an agent's invite page, which REFERRAL3 does not gate). */
  ungated?: readonly MemberCentrePage[];
  children: ReactNode;
}

interface CentreState {
  open: boolean;
  /** Mounted once opened, so the close fade can run and reopening is instant. */
  used: boolean;
  page: MemberCentrePage;
}

/**
 * Hosts the member centre modal and `useMemberCentre()`. The centre needs a token and a real account
 * (docs/product.md §Member centre): visitors are asked to log in, trial accounts (type 4) get
 * `in_need_true_account`.
 */
export function MemberCentreProvider({
  pages,
  onLoginRequired,
  ungated,
  children,
}: MemberCentreProviderProps) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CentreState>({
    open: false,
    used: false,
    page: DEFAULT_MEMBER_CENTRE_PAGE,
  });
  const latest = useRef({ pages, onLoginRequired });
  useEffect(() => {
    latest.current = { pages, onLoginRequired };
  }, [pages, onLoginRequired]);

  const close = useCallback(() => {
    setState((current) => ({ ...current, open: false }));
    // Spec: closing the member centre clears the point mall state (its tab, dialog, pages and data).
    clearPointMallState(queryClient);
  }, [queryClient]);

  const api = useMemo<MemberCentreApi>(() => {
    const askToLogin = () => {
      const prompt = latest.current.onLoginRequired;
      if (prompt) prompt();
      else
        void dialog.open({
          icon: 'warning',
          title: t('auth.notLoggedInTitle'),
          message: t('auth.notLoggedIn'),
        });
    };
    /** Error texts load on demand: show the warning once they are there. */
    const warn = (icon: 'warning' | 'error', key: string) =>
      void loadMessages().then(() => dialog.open({ icon, message: t(key) }));
    return {
      open(page = DEFAULT_MEMBER_CENTRE_PAGE) {
        const token = getToken();
        if (!token) return askToLogin();
        // Fetch the code while the member check runs.
        MemberCentre.preload();
        latest.current.pages[page]?.preload();
        queryClient.fetchQuery(memberInfoQuery(token)).then(
          (member) => {
            if (member.type === TRIAL_MEMBER_TYPE) return warn('warning', 'error.in_need_true_account');
            setState({ open: true, used: true, page });
          },
          (error: unknown) => {
            if (isApiError(error) && error.code === 'login.not.session') return askToLogin();
            warn('error', errorKey(error));
          },
        );
      },
      close,
    };
  }, [dialog, queryClient, t, close]);

  useOpenFromLink(api.open);

  const navigate = useCallback((page: MemberCentrePage) => setState((current) => ({ ...current, page })), []);

  return (
    <MemberCentreContext.Provider value={api}>
      {children}
      {state.used && (
        <MemberCentre
          open={state.open}
          page={state.page}
          pages={pages}
          ungated={ungated}
          onNavigate={navigate}
          onClose={close}
        />
      )}
    </MemberCentreContext.Provider>
  );
}

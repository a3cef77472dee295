import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MEMBER_INFO_KEY } from '../../shared/api/memberInfoQuery';
import { loadNamespace } from '../../shared/i18n/i18n';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { SESSION_KEYS } from '../../shared/storage/keys';
import { isPasswordChangeNeeded } from '../../shared/storage/session';
import { writeItem } from '../../shared/storage/storage';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { closeAuth, getAuthState, showAuth, subscribeAuth } from './authStore';

/** The dialogs' code and the auth texts load together, the first time one is shown. */
const AuthDialogs = lazyWidget(() =>
  Promise.all([import('./AuthDialogs'), loadNamespace('auth')]).then(([module]) => ({
    default: module.AuthDialogs,
  })),
);

/** Query parameters of invitation links, kept for the registration form. */
const INVITE_PARAMS = ['ref', 'referralCode', 'affiliateCode'] as const;

/**
 * The address the site was opened with: `/` redirects to `/index` without its query, so a reset
 * link (`/?resetToken=…`) or an invitation on `/` is read here, before the router moves on.
 */
let launchSearch: string | null = typeof window === 'undefined' ? null : window.location.search;

function readParams(search: string, navigate: (search: string) => void) {
  const params = new URLSearchParams(search);
  const invite = Object.fromEntries(
    INVITE_PARAMS.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value.slice(0, 64)]] : [];
    }),
  );
  if (Object.keys(invite).length > 0) writeItem('session', SESSION_KEYS.invite, JSON.stringify(invite));
  const resetToken = params.get('resetToken');
  if (resetToken) {
    showAuth({ kind: 'reset', token: resetToken.slice(0, 128) });
    params.delete('resetToken');
    const rest = params.toString();
    navigate(rest ? `?${rest}` : '');
  }
}

/**
 * Hosts the login, registration and password dialogs (rendered by the header), and reacts to the
 * session: a reset link in the URL, a pending forced password change, and the end of a session.
 */
export function AuthHost() {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const navigate = useNavigate();
  const hadToken = useRef(token);

  useEffect(() => {
    const replaceSearch = (next: string) => void navigate({ search: next }, { replace: true });
    if (launchSearch !== null) {
      const first = launchSearch;
      launchSearch = null;
      if (first !== search) readParams(first, () => {});
    }
    readParams(search, replaceSearch);
  }, [search, navigate]);

  useEffect(() => {
    // After a reload the change is still owed; the old password is then asked for (docs/product.md §States).
    if (token && isPasswordChangeNeeded()) showAuth({ kind: 'forcedChange' });
  }, [token]);

  useEffect(() => {
    // Logged out, by sign-out or by a 401 on any call: forget the member and close member screens.
    if (hadToken.current && !token) {
      queryClient.removeQueries({ queryKey: MEMBER_INFO_KEY });
      const kind = getAuthState().view?.kind;
      if (kind === 'forcedChange' || kind === 'afterLogin') closeAuth();
    }
    hadToken.current = token;
  }, [token, queryClient]);

  return state.used ? <AuthDialogs /> : null;
}

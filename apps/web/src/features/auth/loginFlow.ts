import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_CHECK_METHODS, type LoginCheck, type LoginRequest, type LoginValue } from '@wps/contracts';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { routes } from '../../shared/api/routes';
import { useSite } from '../../shared/site/siteContext';
import { deviceId } from '../../shared/storage/device';
import { saveRemembered, type RememberedLogin } from '../../shared/storage/remember';
import {
  clearSession,
  setPasswordChangeNeeded,
  startSession,
  storeMemberInfo,
} from '../../shared/storage/session';
import { showAuth, showWelcome, type LoginIntent } from './authStore';

/** The password just typed, for the forced change dialog: in memory only, never stored. */
let typedPassword: string | null = null;

export function takeTypedPassword(): string | null {
  return typedPassword;
}

export function forgetTypedPassword(): void {
  typedPassword = null;
}

/** Whether a successful login must go through the forced password change first (docs/product.md §States). */
export function mustChangePasswordAfter(
  value: Pick<LoginValue, 'passwordExpired' | 'mustChangePassword'>,
  intent: Pick<LoginIntent, 'method'>,
  modules: Record<string, boolean>,
): boolean {
  if (intent.method === 'sms' || intent.method === 'freeplay') return false;
  return value.mustChangePassword || (value.passwordExpired && Boolean(modules.PWDEXPFORCECHANGE3));
}

/** A refusal whose value asks for the image captcha from now on (docs/product.md §States). */
export function asksForCaptcha(error: unknown): boolean {
  return isApiError(error) && (error.value as { captcha?: unknown } | null)?.captcha === true;
}

function loginCheckOf(error: unknown): LoginCheck | null {
  if (!isApiError(error) || error.code !== 'login.verification.required') return null;
  const value = error.value as Partial<LoginCheck> | null;
  if (!value || typeof value.ticket !== 'string' || !Array.isArray(value.methods)) return null;
  const methods = value.methods.filter((method) =>
    (LOGIN_CHECK_METHODS as readonly string[]).includes(method),
  );
  if (methods.length === 0) return null;
  return {
    ticket: value.ticket,
    reason: value.reason === 'twoFactor' ? 'twoFactor' : 'newDevice',
    methods,
    mobile: value.mobile ?? null,
    email: value.email ?? null,
  };
}

export type LoginBody = Omit<LoginRequest, 'challenge' | 'device' | 'remember'>;

/** What every way of signing in shares: the after-login path and the second login step. */
export function useLoginFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { modules, status } = useSite();
  const rememberDays = status.info.site.rememberMeDays;

  /** Stores the session, loads the member, then the forced change or the after-login popups. */
  const complete = useCallback(
    async (value: LoginValue, intent: LoginIntent) => {
      startSession(value.token, value.userName, value.id);
      let member;
      try {
        // Asked directly, not through the shared query: a header that re-renders for the new session
        // may drop that query's observers, which would cancel the request this login waits for.
        member = await callApi(routes.memberInfo);
      } catch (error) {
        clearSession();
        throw error;
      }
      queryClient.setQueryData(memberInfoQuery(value.token).queryKey, member);
      storeMemberInfo(member);
      if (intent.remember && value.rememberToken)
        saveRemembered(value.userName, value.rememberToken, rememberDays);
      showWelcome({ name: member.nickname || member.account, lastLoginAt: value.lastLoginAt });
      if (mustChangePasswordAfter(value, intent, modules)) {
        typedPassword = intent.password ?? null;
        setPasswordChangeNeeded(true);
        showAuth({ kind: 'forcedChange' });
      } else {
        showAuth({ kind: 'afterLogin', firstLogin: value.firstTimeLogin });
      }
      if (intent.goHome) void navigate('/');
    },
    [queryClient, navigate, modules, rememberDays],
  );

  /** Runs a login call; `login.verification.required` opens the second step instead of failing. */
  const run = useCallback(
    async (
      call: () => Promise<LoginValue>,
      intent: LoginIntent,
      username: string,
    ): Promise<'done' | 'verify'> => {
      let value: LoginValue;
      try {
        value = await call();
      } catch (error) {
        const check = loginCheckOf(error);
        if (!check) throw error;
        showAuth({ kind: 'loginCheck', check, intent, username });
        return 'verify';
      }
      await complete(value, intent);
      return 'done';
    },
    [complete],
  );

  const login = useCallback(
    (body: LoginBody, intent: LoginIntent, challenge: string | undefined) =>
      run(
        () =>
          callApi(routes.memberLogin, {
            body: { ...body, challenge, device: deviceId(), remember: Boolean(intent.remember) },
          }),
        intent,
        body.username,
      ),
    [run],
  );

  const continueRemembered = useCallback(
    (entry: RememberedLogin) =>
      run(
        () =>
          callApi(routes.rememberedLogin, {
            body: { username: entry.username, rememberToken: entry.token, device: deviceId() },
          }),
        { method: 'remember', remember: true },
        entry.username,
      ),
    [run],
  );

  const freePlay = useCallback(
    async (challenge: string | undefined) => {
      const value = await callApi(routes.freePlayLogin, { body: { challenge, platform: 'W', os: osName() } });
      await complete(value, { method: 'freeplay', goHome: true });
    },
    [complete],
  );

  return useMemo(
    () => ({ complete, login, continueRemembered, freePlay }),
    [complete, login, continueRemembered, freePlay],
  );
}

function osName(): string | undefined {
  const agent = navigator.userAgent;
  const known = ['Android', 'iPhone', 'iPad', 'Windows', 'Mac OS', 'Linux'].find((name) =>
    agent.includes(name),
  );
  return known;
}

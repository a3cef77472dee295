import type { LoginCheck } from '@wps/contracts';

export type LoginTab = 'password' | 'sms';
export type RegisterTab = 'username' | 'mobile';
export type ForgotTab = 'email' | 'phone';

/** How the member is signing in; decides what happens after (docs/product.md §States). */
export interface LoginIntent {
  method: 'password' | 'sms' | 'remember' | 'freeplay' | 'register' | 'reset';
  /** The password just typed, kept in memory only for the forced change dialog (docs/product.md §States). */
  password?: string;
  /** Remember me was ticked: keep the returned token. */
  remember?: boolean;
  /** Go to / when signed in (free play, forgot by phone). */
  goHome?: boolean;
}

/** The auth screen on show; one at a time, each opening with fresh state. */
export type AuthView =
  | { kind: 'login'; tab?: LoginTab; username?: string; error?: unknown; captcha?: boolean }
  | { kind: 'register'; tab?: RegisterTab }
  | { kind: 'forgot'; tab?: ForgotTab }
  | { kind: 'reset'; token: string }
  | { kind: 'loginCheck'; check: LoginCheck; intent: LoginIntent; username: string }
  | { kind: 'forcedChange' }
  | { kind: 'afterLogin'; firstLogin: boolean }
  /** Free play started outside the login popup (side menu): runs with the loading overlay. */
  | { kind: 'freePlay' };

export interface WelcomeNotice {
  name: string;
  lastLoginAt: number | null;
}

export interface AuthState {
  view: (AuthView & { id: number; open: boolean }) | null;
  notice: (WelcomeNotice & { id: number }) | null;
  /** True once anything was shown: the dialogs' code is loaded from then on. */
  used: boolean;
}

const FADE_MS = 100;
let state: AuthState = { view: null, notice: null, used: false };
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showAuth(view: AuthView): void {
  set({ ...state, used: true, view: { ...view, id: nextId++, open: true } });
}

/** Closes the current screen after its fade-out. */
export function closeAuth(): void {
  const current = state.view;
  if (!current || !current.open) return;
  set({ ...state, view: { ...current, open: false } });
  window.setTimeout(() => {
    if (state.view?.id === current.id) set({ ...state, view: null });
  }, FADE_MS);
}

export function showWelcome(notice: WelcomeNotice): void {
  set({ ...state, used: true, notice: { ...notice, id: nextId++ } });
}

export function dismissWelcome(): void {
  if (state.notice) set({ ...state, notice: null });
}

/** Tests start from a clean slate. */
export function resetAuthState(): void {
  state = { view: null, notice: null, used: false };
}

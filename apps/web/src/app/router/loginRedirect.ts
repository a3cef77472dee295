/**
 * Routes reachable without a session when the site requires login first
 * (docs/product.md §Routes and screens).
 */
export const OPEN_WITHOUT_SESSION = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
] as const;

export interface LoginRedirectInput {
  loginedToHomePage: boolean;
  hasToken: boolean;
}

/**
 * The loginedToHomePage rule: with the setting on and no session token, every route except the
 * open ones goes to /login. Returns the redirect target, or null to stay.
 */
export function loginRedirect(
  pathname: string,
  { loginedToHomePage, hasToken }: LoginRedirectInput,
): string | null {
  if (!loginedToHomePage || hasToken) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const open = (OPEN_WITHOUT_SESSION as readonly string[]).some(
    (route) => route.toLowerCase() === path.toLowerCase(),
  );
  return open ? null : '/login';
}

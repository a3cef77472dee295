import type { IdentityServiceDeps } from '../deps.js';

/** Ends a remember-me token (the member unticked "remember me" or signed out). */
export async function forgetRememberToken(deps: IdentityServiceDeps, token: string) {
  return deps.members.revokeRememberToken(token);
}

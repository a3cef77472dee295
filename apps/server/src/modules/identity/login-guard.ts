import type { LoginCheck, LOGIN_METHODS } from '@wps/contracts';
import type { VerifiedMember } from '../members/service.js';
import { type SiteContext } from '../../platform/context.js';

export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Who is logging in, from where, and how (after the credentials were verified). */
export interface LoginAttempt {
  site: SiteContext;
  member: VerifiedMember;
  ip: string | null;
  userAgent: string | null;
  /** Country of the address (geo lookup), for the login history. */
  country?: string | null;
  /** Random id the browser keeps (localStorage), for the new-device check. */
  device: string | null;
  method: LoginMethod;
  /** A remember-me token was asked for. */
  remember: boolean;
}

/**
 * The extra login check (two-factor, new address or device under LOGINIPVERF3). Login asks it
 * after the credentials are right: `null` means sign in now, otherwise the member must pass the
 * returned check (`POST /wps/session/login/verify`) before a session is created.
 */
export interface LoginGuard {
  assess(attempt: LoginAttempt): Promise<LoginCheck | null>;
  /** After every successful sign-in: the address and device become known. */
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

/** No extra check (tests of other modules, and until the two-factor module is wired). */
export const openLoginGuard: LoginGuard = {
  assess: async () => null,
  recordSuccess: async () => {},
};

import type { LoginCheckDeps, LoginGuardDeps } from './deps.js';
import type { LoginGuard } from './login-guard.js';
import { assessLogin } from './use-cases/assess-login.js';
import { recordLoginSuccess } from './use-cases/record-login-success.js';
import { sendLoginCheckCode } from './use-cases/send-login-check-code.js';
import { verifyLoginCheck } from './use-cases/verify-login-check.js';

export type {
  CheckChannel,
  LoginCheckDeps,
  LoginCheckSendInput,
  LoginCheckVerifyInput,
  LoginGuardDeps,
  MemberContact,
} from './deps.js';

/** A use case's parameters after its deps. */
type Args<F> = F extends (deps: LoginCheckDeps, ...args: infer A) => unknown ? A : never;

/**
 * Decides after the password whether a second step is needed (LoginGuard: two-factor, or a new
 * address and device under LOGINIPVERF3), and keeps the known addresses and devices.
 */
export function createLoginGuard(deps: LoginGuardDeps): LoginGuard {
  return {
    assess: (attempt) => assessLogin(deps, attempt),
    recordSuccess: (attempt) => recordLoginSuccess(deps, attempt),
  };
}

/** The second login step: sending a code for the new-device check, and verifying any method. */
export function createLoginChecks(deps: LoginCheckDeps) {
  return {
    send: (...args: Args<typeof sendLoginCheckCode>) => sendLoginCheckCode(deps, ...args),
    verify: (...args: Args<typeof verifyLoginCheck>) => verifyLoginCheck(deps, ...args),
  };
}

export type LoginChecks = ReturnType<typeof createLoginChecks>;

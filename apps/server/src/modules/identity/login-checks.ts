import type { LoginCheckDeps, LoginGuardDeps } from './deps.js';
import type { LoginGuard } from './login-guard.js';
import { assessLogin } from './use-cases/assess-login.js';
import { recordLoginSuccess } from './use-cases/record-login-success.js';
import { sendLoginCheckCode } from './use-cases/send-login-check-code.js';
import { verifyLoginCheck } from './use-cases/verify-login-check.js';
import { bindUseCases } from '../../kernel/use-cases.js';

export type {
  CheckChannel,
  LoginCheckDeps,
  LoginCheckSendInput,
  LoginCheckVerifyInput,
  LoginGuardDeps,
  MemberContact,
} from './deps.js';

/**
 * Decides after the password whether a second step is needed (LoginGuard: two-factor, or a new
 * address and device under LOGINIPVERF3), and keeps the known addresses and devices.
 */
export function createLoginGuard(deps: LoginGuardDeps): LoginGuard {
  return bindUseCases(deps, { assess: assessLogin, recordSuccess: recordLoginSuccess });
}

/** The second login step: sending a code for the new-device check, and verifying any method. */
export function createLoginChecks(deps: LoginCheckDeps) {
  return bindUseCases(deps, { send: sendLoginCheckCode, verify: verifyLoginCheck });
}

export type LoginChecks = ReturnType<typeof createLoginChecks>;

import type { LoginCheckMethod, LoginValue } from '@wps/contracts';
import type { SiteContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { LoginCheckDeps, LoginCheckVerifyInput } from '../deps.js';
import { destinationOf, liveCheck, unavailable } from '../login-tickets.js';
import { checkFailureCode, MAX_CHECK_FAILURES, sameName, storedLoginMethod } from '../rules.js';
import * as store from '../two-factor-store.js';

async function passes(
  deps: LoginCheckDeps,
  site: SiteContext,
  row: store.LoginCheckRow,
  method: LoginCheckMethod,
  code: string,
) {
  switch (method) {
    case 'totp':
      return deps.twoFactor.verifyTotp(row.memberId, code);
    case 'recovery':
      return deps.twoFactor.useRecoveryCode(row.memberId, code);
    case 'bankName':
      return sameName(code, (await deps.contactOf(row.memberId)).payeeName);
    case 'sms':
    case 'email': {
      const destination = await destinationOf(deps, row.memberId, method);
      return destination !== null && deps.checkCode(site, 'check', destination, code);
    }
  }
}

/**
 * Passes the check with one of its methods and signs in. A wrong code counts; the fifth ends the
 * ticket. A right one uses the ticket up, so it signs in once.
 */
export async function verifyLoginCheck(
  deps: LoginCheckDeps,
  site: SiteContext,
  input: LoginCheckVerifyInput,
  userAgent: string | null,
): Promise<LoginValue> {
  const { hash, row, methods } = await liveCheck(deps, site, input.ticket);
  if (!methods.includes(input.method)) throw unavailable('method');
  if (!(await passes(deps, site, row, input.method, input.code))) {
    await store.addLoginCheckFailure(deps.db, hash, MAX_CHECK_FAILURES);
    throw new AppError(checkFailureCode(input.method));
  }
  const taken = await store.takeLoginCheck(deps.db, hash);
  const member = taken ? await deps.memberForLogin(taken.memberId) : null;
  if (!taken || !member) throw new AppError('verification.ticket.invalid');
  return deps.completeLogin({
    site,
    member,
    ip: taken.ip,
    userAgent,
    device: taken.device,
    method: storedLoginMethod(taken.loginMethod),
    remember: taken.remember === 1,
  });
}

import { isModuleEnabled, type LoginCheck } from '@wps/contracts';
import type { LoginGuardDeps } from '../deps.js';
import type { LoginAttempt } from '../login-guard.js';
import { issueLoginCheck } from '../login-tickets.js';
import { isNewDevice, knownValuesOf, newDeviceMethods, TWO_FACTOR_METHODS } from '../rules.js';
import * as store from '../two-factor-store.js';

/**
 * Decides after the password whether a second step is needed. Two-factor always asks for its
 * code; with LOGINIPVERF3 a login where neither the address (as Fastify sees it: X-Forwarded-For
 * only behind TRUST_PROXY) nor the device id was seen before asks for one of the member's contacts.
 */
export async function assessLogin(deps: LoginGuardDeps, attempt: LoginAttempt): Promise<LoginCheck | null> {
  const memberId = attempt.member.id;
  if (await deps.twoFactor.isEnabled(memberId))
    return issueLoginCheck(deps, attempt, 'twoFactor', TWO_FACTOR_METHODS, null);
  if (!isModuleEnabled(attempt.site.settings.modules, 'LOGINIPVERF3')) return null;

  const known = await store.knownDevicesOf(deps.db, memberId);
  if (!isNewDevice(known, knownValuesOf(memberId, attempt.ip, attempt.device))) return null;

  const contact = await deps.contactOf(memberId);
  const methods = newDeviceMethods(contact);
  // Nothing to check against: the login goes through and the device becomes known.
  if (methods.length === 0) return null;
  return issueLoginCheck(deps, attempt, 'newDevice', methods, contact);
}

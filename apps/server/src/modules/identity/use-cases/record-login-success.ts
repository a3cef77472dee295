import type { LoginGuardDeps } from '../deps.js';
import type { LoginAttempt } from '../login-guard.js';
import { knownValuesOf } from '../rules.js';
import * as store from '../two-factor-store.js';

/** After every successful sign-in: the address and device become known. */
export async function recordLoginSuccess(deps: LoginGuardDeps, attempt: LoginAttempt): Promise<void> {
  const values = knownValuesOf(attempt.member.id, attempt.ip, attempt.device);
  await store.upsertKnownDevices(deps.db, attempt.member.id, values, deps.clock.now());
}

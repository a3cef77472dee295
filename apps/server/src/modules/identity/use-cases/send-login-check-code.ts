import type { SiteContext } from '../../../platform/context.js';
import type { LoginCheckDeps, LoginCheckSendInput } from '../deps.js';
import { destinationOf, liveCheck, unavailable } from '../login-tickets.js';

/** Sends the check's code to the member's mobile or e-mail (rate limits of the messaging module). */
export async function sendLoginCheckCode(
  deps: LoginCheckDeps,
  site: SiteContext,
  input: LoginCheckSendInput,
  ip: string | null,
) {
  const { row, methods } = await liveCheck(deps, site, input.ticket);
  if (!methods.includes(input.method)) throw unavailable('method');
  const destination = await destinationOf(deps, row.memberId, input.method);
  if (!destination) throw unavailable('method');
  return deps.sendCode(site, { purpose: 'check', channel: input.method, destination }, ip);
}

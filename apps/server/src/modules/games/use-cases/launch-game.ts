import type { LaunchValue } from '@wps/contracts';
import type { GameDeps } from '../deps.js';
import { launchGame as launchThrough, type LaunchRequest } from '../launch.js';

/**
 * A member's launch (launch.ts): one unfinished game per member, a session from the vendor wallet,
 * the transfer for transfer-mode vendors, the vendor's launch, the recent games.
 */
export async function launchGame(deps: GameDeps, request: LaunchRequest): Promise<LaunchValue> {
  return launchThrough(deps.launch, request);
}

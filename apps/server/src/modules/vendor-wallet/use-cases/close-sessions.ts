import type { WalletDeps } from '../deps.js';
import * as store from '../store.js';

/** Ends the member's open game sessions (logout, password change): their bets are refused. */
export async function closeSessions(deps: WalletDeps, memberId: number): Promise<void> {
  await store.closeSessions(deps.db, memberId, deps.clock.now());
}

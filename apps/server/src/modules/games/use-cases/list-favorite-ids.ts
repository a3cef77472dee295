import type { GameDeps } from '../deps.js';
import * as store from '../store.js';

/** The member's favourite game ids, newest first. */
export async function listFavoriteIds(deps: GameDeps, memberId: number): Promise<number[]> {
  return store.favoriteIds(deps.db, memberId);
}

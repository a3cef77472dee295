import type { Catalogue } from '../catalogue.js';
import type { GameDeps } from '../deps.js';

/** The catalogue of a merchant (cached); other modules read names through the calls below. */
export async function getCatalogue(deps: Pick<GameDeps, 'cache'>, merchantId: number): Promise<Catalogue> {
  return deps.cache.get(merchantId);
}

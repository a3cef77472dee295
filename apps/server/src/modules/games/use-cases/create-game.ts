import type { OperatorGame } from '@wps/contracts';
import { isUniqueViolation } from '../../../platform/db/index.js';
import { type SiteContext } from '../../../platform/context.js';
import type { AuditActor } from '../../audit/service.js';
import { toOperatorGame } from '../catalogue.js';
import { changed, duplicate, gameValues, requireVendor, type GameInput } from '../changes.js';
import type { GameDeps } from '../deps.js';
import * as store from '../store.js';

/** Adds a game of a known vendor (audited); the vendor's game code once per merchant. */
export async function createGame(
  deps: GameDeps,
  actor: AuditActor,
  site: SiteContext,
  input: GameInput,
): Promise<OperatorGame> {
  const values = gameValues(site, input);
  try {
    return await changed(
      deps,
      site,
      actor,
      'game.create',
      `game:${input.vendor}/${input.gameId}`,
      async (tx) => {
        await requireVendor(tx, site, input.vendor);
        const row = await store.insertGameIfAbsent(tx, site.merchantId, values, deps.clock.now());
        if (!row) throw duplicate();
        const after = toOperatorGame(row, site.settings.currency.decimals);
        return { before: null, after, value: after };
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

import type { OperatorGame } from '@wps/contracts';
import { isUniqueViolation } from '../../../platform/db/index.js';
import { AppError } from '../../../platform/errors.js';
import { type SiteContext } from '../../../platform/context.js';
import type { AuditActor } from '../../audit/service.js';
import { toOperatorGame } from '../catalogue.js';
import { changed, duplicate, gameValues, requireVendor, type GameInput } from '../changes.js';
import type { GameDeps } from '../deps.js';
import * as store from '../store.js';

/** Changes a game of the merchant (audited, before and after). */
export async function saveGame(
  deps: GameDeps,
  actor: AuditActor,
  site: SiteContext,
  nodeId: number,
  input: GameInput,
): Promise<OperatorGame> {
  const values = gameValues(site, input);
  const decimals = site.settings.currency.decimals;
  try {
    return await changed(deps, site, actor, 'game.save', `game:${nodeId}`, async (tx) => {
      const before = await store.findGame(tx, site.merchantId, nodeId);
      if (!before) throw new AppError('not.found');
      await requireVendor(tx, site, input.vendor);
      const row = await store.updateGame(tx, site.merchantId, nodeId, values, deps.clock.now());
      const after = toOperatorGame(row!, decimals);
      return { before: toOperatorGame(before, decimals), after, value: after };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

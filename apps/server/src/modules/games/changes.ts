import type { operatorGameInputSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/index.js';
import { validationError } from '../../platform/errors.js';
import { type SiteContext } from '../../platform/context.js';
import { memberAmount } from '../../kernel/money.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import type { GameDeps } from './deps.js';
import * as store from './store.js';

export type GameInput = z.output<typeof operatorGameInputSchema>;

/**
 * An operator's catalogue change: the work and its audit record in one transaction; the merchant's
 * cached catalogue is dropped whatever the outcome.
 */
export async function changed<T>(
  deps: GameDeps,
  site: SiteContext,
  actor: AuditActor,
  action: string,
  target: string,
  work: (tx: Database) => Promise<{ before: unknown; after: unknown; value: T }>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const { before, after, value } = await work(tx as unknown as Database);
      await recordAudit(
        tx,
        actor,
        { action, target, merchantCode: site.merchantCode, before, after },
        deps.clock.now(),
      );
      return value;
    });
  } finally {
    deps.cache.invalidate(site.merchantId);
  }
}

export function gameValues(site: SiteContext, input: GameInput): store.GameValues {
  return {
    vendorCode: input.vendor,
    gameCode: input.gameId,
    category: input.category,
    name: input.name,
    icon: input.icon,
    smallIcon: input.smallIcon,
    supportPlay: input.supportPlay,
    isHot: input.isHot,
    minBetMinor: memberAmount(input.minBet, site.settings.currency, 'minBet'),
    lineNum: input.lineNum,
    roomIds: input.roomIds,
    code: input.code,
    defaultPlayType: input.defaultPlayType,
    accountTypeName: input.accountTypeName,
    enabled: input.enabled,
    sortOrder: input.sortOrder,
  };
}

export async function requireVendor(tx: Database, site: SiteContext, code: string) {
  const vendor = await store.findVendor(tx, site.merchantId, code);
  if (!vendor) throw validationError({ vendor: { code: 'field.not_found', message: 'No such vendor' } });
  return vendor;
}

export const duplicate = () =>
  validationError({ gameId: { code: 'field.duplicate', message: 'The vendor already has this game' } });

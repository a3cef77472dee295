import type { BetRecord, GameCategory, Language } from '@wps/contracts';
import { type SiteContext } from '../../platform/context.js';
import type { RecordsDeps } from './deps.js';
import { totalsOf } from './rules.js';
import type { RoundRow } from './store.js';

export type { NameLookups, RecordsDeps } from './deps.js';
export type { Totals } from './rules.js';

export interface RangeQuery {
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** A round as the member's records show it, vendor and game named in the language. */
export async function recordOf(
  deps: RecordsDeps,
  site: SiteContext,
  round: RoundRow,
  language: Language,
): Promise<BetRecord> {
  return {
    roundId: round.roundId,
    vassalage: round.vendorCode,
    vendorName: await deps.vendorName(site.merchantId, round.vendorCode, language),
    gameType: round.category as GameCategory,
    gameId: round.gameCode,
    gameName: await deps.gameName(site.merchantId, round.vendorCode, round.gameCode, language),
    ...totalsOf(
      { bet: round.betMinor, valid: round.validBetMinor, win: round.winMinor },
      site.settings.currency,
    ),
    status: round.status as BetRecord['status'],
    betTime: round.openedAt.getTime(),
    settleTime: round.settledAt ? round.settledAt.getTime() : null,
  };
}

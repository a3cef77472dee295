import type { GameRecall, Language } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors.js';
import { type SiteContext } from '../../../platform/context.js';
import { formatMoney } from '../../../kernel/money.js';
import type { RecordsDeps } from '../deps.js';
import { recordOf } from '../records.js';
import { roundRowOf, rowsOf } from '../store.js';

/** One round of the member's; another member's round (or none) is not.found. */
export async function recallRound(
  deps: RecordsDeps,
  site: SiteContext,
  memberId: number,
  query: { vassalage: string; roundId: string },
  language: Language,
): Promise<GameRecall> {
  const [row] = await rowsOf<Record<string, unknown>>(
    deps.db,
    sql`select * from game_rounds where merchant_id = ${site.merchantId} and vendor_code = ${query.vassalage}
          and round_id = ${query.roundId}`,
  );
  if (!row) throw new AppError('not.found');
  const round = roundRowOf(row);
  if (round.memberId !== memberId) throw new AppError('not.found');
  return {
    record: await recordOf(deps, site, round, language),
    balanceAfter: formatMoney(round.balanceAfterMinor ?? 0n, site.settings.currency),
    outcome: round.outcome,
    verifyUrl: deps.verifyUrlOf(round.vendorCode, round.roundId),
  };
}

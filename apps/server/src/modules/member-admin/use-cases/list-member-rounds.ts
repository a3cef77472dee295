import {
  LIST_EXPORT_MAX_ROWS,
  type BetRecord,
  type Language,
  type operatorRoundFilterSchema,
  type operatorRoundQuerySchema,
} from '@wps/contracts';
import { csvExport, type CsvColumn } from '../../../kernel/csv.js';
import type { z } from 'zod';
import type { SiteContext } from '../../../platform/context.js';
import type { MemberAdminDeps } from '../deps.js';
import { requireMember } from './require-member.js';

/** The member's game rounds, newest first, by cursor (vendorWallet.memberRounds). */
export async function listMemberRounds(
  deps: MemberAdminDeps,
  site: SiteContext,
  memberId: number,
  query: z.output<typeof operatorRoundQuerySchema>,
  language: Language,
): Promise<{ list: BetRecord[]; cursor: string | null }> {
  await requireMember(deps, site.merchantId, memberId);
  return deps.vendorWallet.memberRounds(
    site,
    memberId,
    {
      vendor: query.vendor,
      status: query.status,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      cursor: query.cursor,
      pageSize: query.pageSize,
    },
    language,
  );
}

const ROUND_COLUMNS: CsvColumn<BetRecord>[] = [
  { header: 'round_id', value: (round) => round.roundId },
  { header: 'vendor', value: (round) => round.vassalage },
  { header: 'game_type', value: (round) => round.gameType },
  { header: 'game_id', value: (round) => round.gameId },
  { header: 'game', value: (round) => round.gameName },
  { header: 'status', value: (round) => round.status },
  { header: 'bet', value: (round) => round.betAmount },
  { header: 'valid_bet', value: (round) => round.validBet },
  { header: 'win', value: (round) => round.winAmount },
  { header: 'profit', value: (round) => round.profit },
  { header: 'bet_time', value: (round) => new Date(round.betTime) },
  {
    header: 'settle_time',
    value: (round) => (round.settleTime === null ? null : new Date(round.settleTime)),
  },
];

/** The member's rounds the filters match as CSV, newest first, at most LIST_EXPORT_MAX_ROWS. */
export async function exportMemberRounds(
  deps: MemberAdminDeps,
  site: SiteContext,
  memberId: number,
  filter: z.output<typeof operatorRoundFilterSchema>,
  language: Language,
) {
  await requireMember(deps, site.merchantId, memberId);
  const { list, cursor } = await deps.vendorWallet.memberRounds(
    site,
    memberId,
    {
      vendor: filter.vendor,
      status: filter.status,
      from: filter.from ? new Date(filter.from) : undefined,
      to: filter.to ? new Date(filter.to) : undefined,
      cursor: undefined,
      pageSize: LIST_EXPORT_MAX_ROWS,
    },
    language,
  );
  // A next page means more matched than the export holds.
  return { csv: csvExport(ROUND_COLUMNS, list, LIST_EXPORT_MAX_ROWS).csv, truncated: cursor !== null };
}

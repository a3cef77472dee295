import type { CurrencySettings, memberTransactionsSchema } from '@wps/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { SiteContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/index.js';
import type { LedgerService } from '../ledger/service.js';
import type { MemberService } from '../members/service.js';
import type { WalletMember } from '../wallets/service.js';

/** A merchant as the settlement jobs see it: its zone and currency. */
export interface SettlementMerchant {
  merchantId: number;
  merchantCode: string;
  timeZone: string;
  currency: CurrencySettings;
}

/** What the agents module's use cases are given (index.ts builds it). */
export interface AgentDeps {
  db: Database;
  clock: Clock;
  ledger: Pick<LedgerService, 'prepareMove' | 'announce'>;
  members: Pick<
    MemberService,
    | 'summaryOf'
    | 'summaryByUsername'
    | 'moveTeamMember'
    | 'cancelTeamMove'
    | 'listTeamMoves'
    | 'pendingTeamMoves'
    | 'listInviteLinks'
    | 'createInviteLink'
    | 'deleteInviteLink'
  >;
  /** The wallets module's account record of a member (a downline's, for their agent). */
  transactionsOf: (
    site: SiteContext,
    member: WalletMember,
    query: { page: number; size: number; startTime?: number | undefined; endTime?: number | undefined },
  ) => Promise<z.input<typeof memberTransactionsSchema>>;
  /** Every merchant with its zone and currency (the settlement jobs). */
  merchants: () => Promise<SettlementMerchant[]>;
  /** The site's address for invitation links (`PUBLIC_URL`, or the merchant's main domain). */
  siteUrl: (site: SiteContext) => string;
  /** Periods are settled this long after they end, so rounds settling at the boundary are in (ms). */
  settleLagMs: number;
}

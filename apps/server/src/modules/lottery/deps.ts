import type { GameCategory } from '@wps/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/index.js';
import type { LiveHub } from '../../platform/live/hub.js';
import type { VendorEndpoint } from '../games/vendor-directory.js';

/** What the lottery's use cases need: the vendor's endpoint and a wallet session for the debits. */
export interface LotteryDeps {
  clock: Clock;
  /** For the audit log of the operator's changes. */
  db: Database;
  /** The in-house lottery vendor's endpoint from a fresh directory (null: not set up). */
  endpoint(): Promise<VendorEndpoint | null>;
  /** A wallet session for the member's debits at the vendor, leaving their other sessions open. */
  openSession(input: {
    merchantId: number;
    memberId: number;
    currency: string;
    vendorCode: string;
    gameCode: string;
    gameNodeId: number | null;
    category: GameCategory;
    keepOthers: boolean;
    reuseWithinMs?: number;
  }): Promise<{ sessionId: string; playerId: string }>;
  /** The member's player id at the vendors in the currency (null: never played). */
  playerIdOf(merchantId: number, memberId: number, currency: string): Promise<string | null>;
  /** Every merchant (the sites whose pages hear the lottery's period events). */
  merchantIds(): Promise<number[]>;
  live: Pick<LiveHub, 'toSite'>;
}

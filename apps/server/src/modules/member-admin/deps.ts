import type { LedgerService } from '../ledger/service.js';
import type { MemberService } from '../members/service.js';
import type { VendorWalletService } from '../vendor-wallet/service.js';

/** What the operator's Members area reads and changes, each through its module's service. */
export interface MemberAdminDeps {
  members: Pick<
    MemberService,
    | 'summaryOf'
    | 'listForOperator'
    | 'exportForOperator'
    | 'detailForOperator'
    | 'sessionsForOperator'
    | 'endSessionsByOperator'
    | 'loginsForOperator'
    | 'lockByOperator'
    | 'unlockByOperator'
    | 'resetPasswordByOperator'
    | 'setRoleByOperator'
  >;
  ledger: Pick<LedgerService, 'memberAccounts' | 'memberEntries'>;
  /** The two-factor module's state of a member. */
  twoFactorStatus(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  vendorWallet: Pick<VendorWalletService, 'memberRounds' | 'recall'>;
  /**
   * Ends what else a member's sessions hold once they all ended (the vendor wallet's game sessions):
   * the `member.signed-out` event.
   */
  signedOut(memberId: number): Promise<void>;
}

import type { MemberCentrePages } from '../../features/member-centre/useMemberCentre';
import { loadNamespace } from '../../shared/i18n/i18n';
import { lazyWidget } from '../../shared/lazy/lazyWidget';

/**
 * The member centre's pages, each loaded when first shown. Features never import each other, so the
 * app composes them here; pages not listed show their "coming with …" state.
 */
export const memberCentrePages: MemberCentrePages = {
  securityCenter: lazyWidget(() =>
    import('../../features/security/SecurityCenterPage').then((module) => ({
      default: module.SecurityCenterPage,
    })),
  ),
  transferFund: lazyWidget(() =>
    Promise.all([import('../../features/wallet/WalletPage'), loadNamespace('money')]).then(([module]) => ({
      default: module.WalletPage,
    })),
  ),
  depositv2: lazyWidget(() =>
    Promise.all([import('../../features/deposit/DepositPage'), loadNamespace('money')]).then(([module]) => ({
      default: module.DepositPage,
    })),
  ),
  withdraw: lazyWidget(() =>
    Promise.all([import('../../features/withdraw/WithdrawPage'), loadNamespace('money')]).then(
      ([module]) => ({
        default: module.WithdrawPage,
      }),
    ),
  ),
  transferUpline: lazyWidget(() =>
    Promise.all([import('../../features/transfer/TransferUplinePage'), loadNamespace('money')]).then(
      ([module]) => ({ default: module.TransferUplinePage }),
    ),
  ),
  personalHistoryCopy: lazyWidget(() =>
    Promise.all([
      import('../../features/records/BettingRecordPage'),
      loadNamespace('bets'),
      loadNamespace('money'),
    ]).then(([module]) => ({ default: module.BettingRecordPage })),
  ),
  personalProfit: lazyWidget(() =>
    Promise.all([
      import('../../features/records/ProfitLossPage'),
      loadNamespace('bets'),
      loadNamespace('money'),
    ]).then(([module]) => ({ default: module.ProfitLossPage })),
  ),
  manualRebate: lazyWidget(() =>
    Promise.all([import('../../features/cashback/CashbackPage'), loadNamespace('loyalty')]).then(
      ([module]) => ({ default: module.CashbackPage }),
    ),
  ),
  transactionHistory: lazyWidget(() =>
    Promise.all([import('../../features/records/TransactionHistoryPage'), loadNamespace('money')]).then(
      ([module]) => ({ default: module.TransactionHistoryPage }),
    ),
  ),
  bonusDetails: lazyWidget(() =>
    Promise.all([
      import('../../features/records/BonusDetailsPage'),
      loadNamespace('money'),
      loadNamespace('promotions'),
    ]).then(([module]) => ({ default: module.BonusDetailsPage })),
  ),
  rewardCenter: lazyWidget(() =>
    Promise.all([import('../../features/promotions/RewardCentrePage'), loadNamespace('promotions')]).then(
      ([module]) => ({ default: module.RewardCentrePage }),
    ),
  ),
  referral: lazyWidget(() =>
    Promise.all([import('../../features/referral/ReferralPage'), loadNamespace('loyalty')]).then(
      ([module]) => ({ default: module.ReferralPage }),
    ),
  ),
  missionLeaderboard: lazyWidget(() =>
    Promise.all([import('../../features/missions/MissionsPage'), loadNamespace('loyalty')]).then(
      ([module]) => ({ default: module.MissionsPage }),
    ),
  ),
};

/**
 * Invite friends (`referral`) for agents: their invitation code and links (the agents feature). Other
 * members get the referral programme (REFERRAL3) there.
 */
export const agentReferralPage: NonNullable<MemberCentrePages['referral']> = lazyWidget(() =>
  Promise.all([import('../../features/agents/InviteFriendsPage'), loadNamespace('agents')]).then(
    ([module]) => ({
      default: module.InviteFriendsPage,
    }),
  ),
);

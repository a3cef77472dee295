import { bindUseCases } from '../../kernel/use-cases.js';
import type { LoyaltyDeps } from './deps.js';
import { cashback, cashbackHistory, claimCashback, payDueCashback } from './use-cases/cashback.js';
import {
  createPointReward,
  decideRedemption,
  operatorPointRewards,
  operatorRedemptions,
  pointRewards,
  redeemPointReward,
  redemptions,
  updatePointReward,
} from './use-cases/mall.js';
import { operatorVipRules, savePointConfig, saveVipRules } from './use-cases/operator.js';
import { accruePoints, convertPoints, pointBalance, pointConfig, pointDetails } from './use-cases/points.js';
import { settleLoyalty } from './use-cases/settle.js';
import {
  claimMission,
  missionLeaderboard,
  missionSummary,
  operatorMissions,
  saveMission,
} from './use-cases/missions.js';
import {
  operatorReferralSettings,
  payDueReferrals,
  referral,
  saveReferralSettings,
} from './use-cases/referral.js';
import { evaluateMember, payBirthdays, rankOf, reviewRanks, vipProgress, vipRanks } from './use-cases/vip.js';

export type { LoyaltyDeps } from './deps.js';

/** VIP ranks, cashback, points and the points mall (docs/product.md §Loyalty). */
export function createLoyaltyService(deps: LoyaltyDeps) {
  return bindUseCases(deps, {
    vipRanks,
    vipProgress,
    evaluateMember,
    rankOf,
    reviewRanks,
    payBirthdays,
    cashback,
    claimCashback,
    cashbackHistory,
    payDueCashback,
    accruePoints,
    pointBalance,
    pointConfig,
    pointDetails,
    convertPoints,
    pointRewards,
    redeemPointReward,
    redemptions,
    operatorPointRewards,
    createPointReward,
    updatePointReward,
    operatorRedemptions,
    decideRedemption,
    operatorVipRules,
    saveVipRules,
    savePointConfig,
    settleLoyalty,
    missionSummary,
    claimMission,
    missionLeaderboard,
    operatorMissions,
    saveMission,
    referral,
    payDueReferrals,
    operatorReferralSettings,
    saveReferralSettings,
  });
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;

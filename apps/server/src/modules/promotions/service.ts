import { bindUseCases } from '../../kernel/use-cases.js';
import type { PromotionDeps } from './deps.js';
import { applyActivity } from './use-cases/apply-activity.js';
import { bonusProgress, withdrawalHold } from './use-cases/bonus-progress.js';
import { claimActivity } from './use-cases/claim-activity.js';
import { claimIssued } from './use-cases/claim-issued.js';
import { joinActivity } from './use-cases/join-activity.js';
import { getActivity, listActivities } from './use-cases/list-activities.js';
import { myPromotions } from './use-cases/my-promotions.js';
import {
  createActivity,
  listActivitiesForOperator,
  promotionBudgets,
  setActivityState,
  updateActivity,
} from './use-cases/operator-activities.js';
import { applicationImage, decideApplication, listApplications } from './use-cases/operator-applications.js';
import { decideBonus, forfeitBonus, issueBonus, listBonuses } from './use-cases/operator-bonuses.js';
import { settleBonuses } from './use-cases/settle-bonuses.js';
import { claimRaffle, listRaffles, myRaffles, rotateRaffleSeed } from './use-cases/raffles.js';
import {
  createRaffle,
  listRafflesForOperator,
  raffleDrawsForOperator,
  setRaffleState,
  updateRaffle,
} from './use-cases/operator-raffles.js';

export type { PromotionDeps } from './deps.js';

/** Promotions: activities, the member's states, bonuses and their turnover, applications (docs/product.md §Promotions). */
export function createPromotionService(deps: PromotionDeps) {
  return bindUseCases(deps, {
    listActivities,
    getActivity,
    myPromotions,
    joinActivity,
    claimActivity,
    claimIssued,
    applyActivity,
    bonusProgress,
    withdrawalHold,
    listActivitiesForOperator,
    createActivity,
    updateActivity,
    setActivityState,
    promotionBudgets,
    listApplications,
    applicationImage,
    decideApplication,
    listBonuses,
    decideBonus,
    forfeitBonus,
    issueBonus,
    settleBonuses,
    listRaffles,
    myRaffles,
    claimRaffle,
    rotateRaffleSeed,
    listRafflesForOperator,
    createRaffle,
    updateRaffle,
    setRaffleState,
    raffleDrawsForOperator,
  });
}

export type PromotionService = ReturnType<typeof createPromotionService>;

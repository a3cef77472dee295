import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { LoyaltyService } from './service.js';

/** Loyalty calls: adapters only. */
export function registerLoyaltyRoutes(kit: RouteKit, loyalty: LoyaltyService) {
  kit.route(routes.vipRanks, (ctx) => loyalty.vipRanks(ctx.site, ctx.language));
  kit.route(routes.vipProgress, (ctx) => loyalty.vipProgress(ctx.site, ctx.member));
  kit.route(routes.cashback, (ctx) => loyalty.cashback(ctx.site, ctx.member));
  kit.route(routes.claimCashback, (ctx) => loyalty.claimCashback(ctx.site, ctx.member));
  kit.route(routes.cashbackHistory, (ctx) => loyalty.cashbackHistory(ctx.site, ctx.member));
  kit.route(routes.pointBalance, (ctx) => loyalty.pointBalance(ctx.site, ctx.member));
  kit.route(routes.pointConfig, (ctx) => loyalty.pointConfig(ctx.site, ctx.language));
  kit.route(routes.pointRewards, (ctx) => loyalty.pointRewards(ctx.site, ctx.language));
  kit.route(routes.redeemPointReward, (ctx) =>
    loyalty.redeemPointReward(ctx.site, ctx.member, ctx.language, ctx.body),
  );
  kit.route(routes.redemptions, (ctx) => loyalty.redemptions(ctx.site, ctx.member, ctx.language, ctx.query));
  kit.route(routes.convertPoints, (ctx) => loyalty.convertPoints(ctx.site, ctx.member, ctx.body));
  kit.route(routes.pointDetails, (ctx) => loyalty.pointDetails(ctx.site, ctx.member, ctx.query));
  kit.route(routes.missionSummary, (ctx) => loyalty.missionSummary(ctx.site, ctx.member, ctx.language));
  kit.route(routes.claimMission, (ctx) => loyalty.claimMission(ctx.site, ctx.member, ctx.body.missionId));
  kit.route(routes.missionLeaderboard, (ctx) => loyalty.missionLeaderboard(ctx.site, ctx.member));
  kit.route(routes.referral, (ctx) => loyalty.referral(ctx.site, ctx.member));

  const site = (ctx: { params: { merchantCode: string } }) => kit.siteByCode(ctx.params.merchantCode);
  kit.route(routes.operatorVipRules, async (ctx) => loyalty.operatorVipRules(await site(ctx)));
  kit.route(routes.operatorSaveVipRules, async (ctx) =>
    loyalty.saveVipRules(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorPointConfig, async (ctx) => loyalty.pointConfig(await site(ctx), 'EN'));
  kit.route(routes.operatorSavePointConfig, async (ctx) =>
    loyalty.savePointConfig(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorPointRewards, async (ctx) => loyalty.operatorPointRewards(await site(ctx)));
  kit.route(routes.operatorCreatePointReward, async (ctx) =>
    loyalty.createPointReward(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorUpdatePointReward, async (ctx) =>
    loyalty.updatePointReward(await site(ctx), actorOf(ctx), ctx.params.rewardId, ctx.body),
  );
  kit.route(routes.operatorMissions, async (ctx) => loyalty.operatorMissions(await site(ctx)));
  kit.route(routes.operatorCreateMission, async (ctx) =>
    loyalty.saveMission(await site(ctx), actorOf(ctx), null, ctx.body),
  );
  kit.route(routes.operatorUpdateMission, async (ctx) =>
    loyalty.saveMission(await site(ctx), actorOf(ctx), ctx.params.missionId, ctx.body),
  );
  kit.route(routes.operatorReferralSettings, async (ctx) =>
    loyalty.operatorReferralSettings(await site(ctx)),
  );
  kit.route(routes.operatorSaveReferralSettings, async (ctx) =>
    loyalty.saveReferralSettings(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorRedemptions, async (ctx) =>
    loyalty.operatorRedemptions(await site(ctx), ctx.query),
  );
  kit.route(routes.operatorDecideRedemption, async (ctx) =>
    loyalty.decideRedemption(await site(ctx), actorOf(ctx), ctx.params.redemptionId, ctx.body),
  );
}

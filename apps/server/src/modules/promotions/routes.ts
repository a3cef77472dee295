import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { PromotionService } from './service.js';

/** Promotion calls: adapters only. */
export function registerPromotionRoutes(kit: RouteKit, promotions: PromotionService) {
  kit.route(routes.promotionActivities, (ctx) => promotions.listActivities(ctx.site, ctx.language));
  kit.route(routes.promotionActivity, (ctx) => promotions.getActivity(ctx.site, ctx.language, ctx.query.id));
  kit.route(routes.myPromotions, (ctx) => promotions.myPromotions(ctx.site, ctx.member, ctx.language));
  kit.route(routes.joinPromotion, (ctx) =>
    promotions.joinActivity(ctx.site, ctx.member, ctx.language, ctx.body.activityId),
  );
  kit.route(routes.claimPromotion, (ctx) =>
    promotions.claimActivity(ctx.site, ctx.member, ctx.language, ctx.body, { ip: ctx.location.ip }),
  );
  kit.route(routes.claimIssuedPromotion, (ctx) =>
    promotions.claimIssued(ctx.site, ctx.member, ctx.language, ctx.body.bonusId),
  );
  kit.route(routes.applyPromotion, (ctx) =>
    promotions.applyActivity(ctx.site, ctx.member, ctx.language, ctx.body),
  );
  kit.route(routes.bonusProgress, (ctx) => promotions.bonusProgress(ctx.site, ctx.member, ctx.language));
  kit.route(routes.raffles, (ctx) => promotions.listRaffles(ctx.site, ctx.language));
  kit.route(routes.myRaffles, (ctx) => promotions.myRaffles(ctx.site, ctx.member));
  kit.route(routes.claimRaffle, (ctx) => promotions.claimRaffle(ctx.site, ctx.member, ctx.body));
  kit.route(routes.rotateRaffleSeed, (ctx) => promotions.rotateRaffleSeed(ctx.site, ctx.member, ctx.body));

  const site = (ctx: { params: { merchantCode: string } }) => kit.siteByCode(ctx.params.merchantCode);
  kit.route(routes.operatorActivities, async (ctx) =>
    promotions.listActivitiesForOperator(await site(ctx), ctx.query),
  );
  kit.route(routes.operatorCreateActivity, async (ctx) =>
    promotions.createActivity(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorUpdateActivity, async (ctx) =>
    promotions.updateActivity(await site(ctx), actorOf(ctx), ctx.params.activityId, ctx.body),
  );
  kit.route(routes.operatorSetActivityState, async (ctx) =>
    promotions.setActivityState(
      await site(ctx),
      actorOf(ctx),
      ctx.params.activityId,
      ctx.body.state,
      ctx.body.reason,
    ),
  );
  kit.route(routes.operatorPromotionBudgets, async (ctx) => promotions.promotionBudgets(await site(ctx)));
  kit.route(routes.operatorPromotionApplications, async (ctx) =>
    promotions.listApplications(await site(ctx), ctx.query),
  );
  kit.route(routes.operatorPromotionApplicationImage, async (ctx) =>
    promotions.applicationImage(await site(ctx), ctx.params.applicationId, ctx.params.index),
  );
  kit.route(routes.operatorDecideApplication, async (ctx) =>
    promotions.decideApplication(await site(ctx), actorOf(ctx), ctx.params.applicationId, ctx.body),
  );
  kit.route(routes.operatorPromotionBonuses, async (ctx) =>
    promotions.listBonuses(await site(ctx), ctx.query),
  );
  kit.route(routes.operatorDecideBonus, async (ctx) =>
    promotions.decideBonus(await site(ctx), actorOf(ctx), ctx.params.bonusId, ctx.body),
  );
  kit.route(routes.operatorForfeitBonus, async (ctx) =>
    promotions.forfeitBonus(await site(ctx), actorOf(ctx), ctx.params.bonusId, ctx.body.reason),
  );
  kit.route(routes.operatorIssueBonus, async (ctx) =>
    promotions.issueBonus(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorRaffles, async (ctx) =>
    promotions.listRafflesForOperator(await site(ctx), ctx.query),
  );
  kit.route(routes.operatorCreateRaffle, async (ctx) =>
    promotions.createRaffle(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorUpdateRaffle, async (ctx) =>
    promotions.updateRaffle(await site(ctx), actorOf(ctx), ctx.params.raffleId, ctx.body),
  );
  kit.route(routes.operatorSetRaffleState, async (ctx) =>
    promotions.setRaffleState(
      await site(ctx),
      actorOf(ctx),
      ctx.params.raffleId,
      ctx.body.state,
      ctx.body.reason,
    ),
  );
  kit.route(routes.operatorRaffleDraws, async (ctx) =>
    promotions.raffleDrawsForOperator(await site(ctx), ctx.params.raffleId, ctx.query),
  );
}

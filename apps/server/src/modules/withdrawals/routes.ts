import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { actorOf, memberActorOf } from '../audit/actor.js';
import type { WithdrawalService } from './service.js';
import { type SiteContext } from '../../platform/context.js';

export function registerWithdrawalRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  withdrawals: WithdrawalService,
  siteByCode: (code: string) => Promise<SiteContext>,
) {
  registerRoute(app, guards, routes.withdrawAccounts, async (ctx) =>
    withdrawals.accountInfo(ctx.site, ctx.member.id),
  );

  registerRoute(app, guards, routes.bindPayoutAccount, async (ctx) =>
    withdrawals.bindAccount(ctx.site, ctx.member, ctx.body),
  );

  registerRoute(app, guards, routes.withdrawSettings, async (ctx) =>
    withdrawals.settings(ctx.site, ctx.member.id),
  );

  registerRoute(app, guards, routes.withdrawCharge, async (ctx) =>
    withdrawals.charge(ctx.site, ctx.member.id, ctx.query.amount),
  );

  registerRoute(app, guards, routes.withdraw, async (ctx) =>
    withdrawals.request(ctx.site, ctx.member, ctx.body),
  );

  registerRoute(app, guards, routes.withdrawalRecords, async (ctx) =>
    withdrawals.records(ctx.site, ctx.member.id, ctx.query),
  );

  registerRoute(app, guards, routes.withdrawalReceipt, async (ctx) =>
    withdrawals.receipt(ctx.site, ctx.member, ctx.body, memberActorOf(ctx, ctx.member)),
  );

  registerRoute(app, guards, routes.operatorWithdrawals, async (ctx) =>
    withdrawals.operatorList(await siteByCode(ctx.params.merchantCode), ctx.query),
  );

  registerRoute(app, guards, routes.operatorWithdrawalApprove, async (ctx) =>
    withdrawals.approve(
      await siteByCode(ctx.params.merchantCode),
      actorOf(ctx),
      ctx.params.orderNo,
      ctx.body.remark,
    ),
  );

  registerRoute(app, guards, routes.operatorWithdrawalReject, async (ctx) =>
    withdrawals.reject(
      await siteByCode(ctx.params.merchantCode),
      actorOf(ctx),
      ctx.params.orderNo,
      ctx.body.remark,
    ),
  );

  registerRoute(app, guards, routes.operatorWithdrawalProof, async (ctx) =>
    withdrawals.operatorProof(await siteByCode(ctx.params.merchantCode), ctx.params.orderNo),
  );
}

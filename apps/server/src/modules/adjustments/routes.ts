import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { actorOf } from '../audit/actor.js';
import type { AdjustmentService } from './service.js';
import { type SiteContext } from '../../platform/context.js';

/** Operator money tools: manual adjustments (maker-checker) and the ledger reconciliation report. */
export function registerAdjustmentRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  adjustments: AdjustmentService,
  siteByCode: (code: string) => Promise<SiteContext>,
) {
  registerRoute(app, guards, routes.operatorAdjustmentCreate, async (ctx) =>
    adjustments.create(actorOf(ctx), await siteByCode(ctx.params.merchantCode), ctx.body),
  );

  registerRoute(app, guards, routes.operatorAdjustments, async (ctx) =>
    adjustments.list(await siteByCode(ctx.params.merchantCode), ctx.query),
  );

  registerRoute(app, guards, routes.operatorAdjustmentDecide, async (ctx) =>
    adjustments.decide(
      actorOf(ctx),
      await siteByCode(ctx.params.merchantCode),
      ctx.params.id,
      ctx.params.decision,
      ctx.body.remark,
    ),
  );

  registerRoute(app, guards, routes.operatorReconciliation, async () => adjustments.reconciliation());
}

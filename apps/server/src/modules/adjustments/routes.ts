import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { AdjustmentService } from './service.js';

/** Operator money tools: manual adjustments (maker-checker). */
export function registerAdjustmentRoutes(kit: RouteKit, adjustments: AdjustmentService) {
  kit.route(routes.operatorAdjustmentCreate, async (ctx) =>
    adjustments.create(actorOf(ctx), await kit.siteByCode(ctx.params.merchantCode), ctx.body),
  );

  kit.route(routes.operatorAdjustments, async (ctx) =>
    adjustments.list(await kit.siteByCode(ctx.params.merchantCode), ctx.query),
  );

  kit.route(routes.operatorAdjustmentExport, async (ctx) => {
    const { csv, truncated } = await adjustments.export(
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.query,
    );
    if (truncated) void ctx.reply.header('x-export-truncated', 'true');
    return csv;
  });

  kit.route(routes.operatorAdjustmentDecide, async (ctx) =>
    adjustments.decide(
      actorOf(ctx),
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.params.id,
      ctx.params.decision,
      ctx.body.remark,
    ),
  );
}

import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { JobService } from './service.js';

export function registerJobRoutes(kit: RouteKit, jobs: JobService) {
  kit.route(routes.operatorJobRuns, async (ctx) => jobs.runs(ctx.query));
  kit.route(routes.operatorJobExport, async (ctx) => {
    const { csv, truncated } = await jobs.exportRuns(ctx.query);
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });
  kit.route(routes.operatorJobRetry, async (ctx) =>
    jobs.retry(actorOf(ctx), ctx.params.name, ctx.params.id, ctx.body.remark),
  );
}

import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { memberActorOf } from '../audit/actor.js';
import type { TransferService } from './service.js';

export function registerTransferRoutes(kit: RouteKit, transfers: TransferService) {
  kit.route(routes.transferEnabled, async (ctx) => transfers.enabled(ctx.site, ctx.member));

  kit.route(routes.transferUpline, async (ctx) =>
    transfers.toUpline(ctx.site, ctx.member, ctx.body, memberActorOf(ctx, ctx.member)),
  );

  kit.route(routes.transferDownline, async (ctx) =>
    transfers.toDownline(ctx.site, ctx.member, ctx.body, memberActorOf(ctx, ctx.member)),
  );

  kit.route(routes.collectFromDownline, async (ctx) =>
    transfers.collect(ctx.site, ctx.member, ctx.body, memberActorOf(ctx, ctx.member)),
  );
}

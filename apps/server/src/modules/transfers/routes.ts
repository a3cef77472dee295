import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { memberActorOf } from '../audit/actor.js';
import type { TransferService } from './service.js';

export function registerTransferRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  transfers: TransferService,
) {
  registerRoute(app, guards, routes.transferEnabled, async (ctx) => transfers.enabled(ctx.site, ctx.member));

  registerRoute(app, guards, routes.transferUpline, async (ctx) =>
    transfers.toUpline(ctx.site, ctx.member, ctx.body, memberActorOf(ctx, ctx.member)),
  );

  registerRoute(app, guards, routes.transferDownline, async (ctx) =>
    transfers.toDownline(ctx.site, ctx.member, ctx.body, memberActorOf(ctx, ctx.member)),
  );

  registerRoute(app, guards, routes.collectFromDownline, async (ctx) =>
    transfers.collect(ctx.site, ctx.member, ctx.body, memberActorOf(ctx, ctx.member)),
  );
}

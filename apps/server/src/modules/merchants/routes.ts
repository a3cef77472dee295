import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { actorOf } from '../audit/actor.js';
import type { MerchantService } from './service.js';

export function registerMerchantRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  merchants: MerchantService,
) {
  registerRoute(app, guards, routes.merchantList, async () => merchants.list());
  registerRoute(app, guards, routes.merchantCreate, async (ctx) =>
    merchants.create(actorOf(ctx), ctx.body.code, ctx.body.profile),
  );
  registerRoute(app, guards, routes.settingsGet, async (ctx) =>
    merchants.readSettings(ctx.params.merchantCode),
  );
  registerRoute(app, guards, routes.settingsPut, async (ctx) =>
    merchants.updateSection(
      actorOf(ctx),
      ctx.params.merchantCode,
      ctx.params.section,
      ctx.body.value,
      ctx.body.version,
    ),
  );
}

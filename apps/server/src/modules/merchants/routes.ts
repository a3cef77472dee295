import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { MerchantService } from './service.js';

export function registerMerchantRoutes(kit: RouteKit, merchants: MerchantService) {
  kit.route(routes.merchantList, async () => merchants.list());
  kit.route(routes.merchantCreate, async (ctx) =>
    merchants.create(actorOf(ctx), ctx.body.code, ctx.body.profile),
  );
  kit.route(routes.settingsGet, async (ctx) => merchants.readSettings(ctx.params.merchantCode));
  kit.route(routes.settingsPut, async (ctx) =>
    merchants.updateSection(
      actorOf(ctx),
      ctx.params.merchantCode,
      ctx.params.section,
      ctx.body.value,
      ctx.body.version,
    ),
  );
}

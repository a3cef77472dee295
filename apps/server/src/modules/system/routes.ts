import { routes, toWhitelabelTree } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { COUNTRY_DIALING_CODES } from './countries.js';
import { systemStatusOf } from './status.js';

export function registerSystemRoutes(
  kit: RouteKit,
  publicKey: () => Promise<{ keyId: string; publicKey: string }>,
) {
  kit.route(routes.systemStatus, async (ctx) => {
    const site = ctx.site;
    return systemStatusOf(site, ctx.location, kit.guards.isRestricted(site, ctx.location), ctx.language);
  });
  kit.route(routes.whitelabel, async (ctx) => toWhitelabelTree(ctx.site.settings.modules));
  kit.route(routes.registerSettings, async (ctx) => ctx.site.settings.registerRules);
  kit.route(routes.domainRoute, async (ctx) => ({
    domainList: ctx.site.settings.domainRoutes,
  }));
  kit.route(routes.countries, async () => COUNTRY_DIALING_CODES);
  kit.route(routes.rsaKey, async (ctx) => {
    ctx.reply.header('cache-control', 'no-store');
    return { ...(await publicKey()), algorithm: 'RSA-OAEP-256+A256GCM' as const };
  });
}

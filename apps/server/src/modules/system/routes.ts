import type { FastifyInstance } from 'fastify';
import { routes, toWhitelabelTree } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { COUNTRY_DIALING_CODES } from './countries.js';
import { systemStatusOf } from './status.js';

export function registerSystemRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  publicKey: () => Promise<{ keyId: string; publicKey: string }>,
) {
  registerRoute(app, guards, routes.systemStatus, async (ctx) => {
    const site = ctx.site;
    return systemStatusOf(site, ctx.location, guards.isRestricted(site, ctx.location), ctx.language);
  });
  registerRoute(app, guards, routes.whitelabel, async (ctx) => toWhitelabelTree(ctx.site.settings.modules));
  registerRoute(app, guards, routes.registerSettings, async (ctx) => ctx.site.settings.registerRules);
  registerRoute(app, guards, routes.domainRoute, async (ctx) => ({
    domainList: ctx.site.settings.domainRoutes,
  }));
  registerRoute(app, guards, routes.countries, async () => COUNTRY_DIALING_CODES);
  registerRoute(app, guards, routes.rsaKey, async (ctx) => {
    ctx.reply.header('cache-control', 'no-store');
    return { ...(await publicKey()), algorithm: 'RSA-OAEP-256+A256GCM' as const };
  });
}

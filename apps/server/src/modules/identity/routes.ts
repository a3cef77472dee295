import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import type { ClientMeta, IdentityService } from './service.js';
import { type VisitorLocation } from '../../platform/context.js';

/** Address, browser and country of the caller, for sessions and the login history. */
export function clientMetaOf(ctx: {
  request: { ip: string; headers: Record<string, unknown> };
  location: VisitorLocation;
}): ClientMeta {
  const agent = ctx.request.headers['user-agent'];
  return {
    ip: ctx.request.ip,
    userAgent: typeof agent === 'string' ? agent : null,
    country: ctx.location.countryCode,
  };
}

export function registerIdentityRoutes(app: FastifyInstance, guards: RouteGuards, identity: IdentityService) {
  registerRoute(app, guards, routes.humanChallenge, async () => identity.createHumanChallenge());

  registerRoute(app, guards, routes.imageCaptcha, async (ctx) => identity.createCaptcha(ctx.site));

  registerRoute(app, guards, routes.memberLogin, async (ctx) =>
    identity.login(ctx.site, ctx.body, clientMetaOf(ctx)),
  );

  registerRoute(app, guards, routes.rememberedLogin, async (ctx) =>
    identity.rememberedLogin(ctx.site, ctx.body, clientMetaOf(ctx)),
  );

  registerRoute(app, guards, routes.rememberForget, async (ctx) => {
    await identity.forgetRememberToken(ctx.body.rememberToken);
    return null;
  });

  registerRoute(app, guards, routes.freePlayLogin, async (ctx) =>
    identity.freePlay(ctx.site, ctx.body, clientMetaOf(ctx)),
  );

  registerRoute(app, guards, routes.memberRegister, async (ctx) =>
    identity.register(ctx.site, ctx.body, clientMetaOf(ctx)),
  );

  registerRoute(app, guards, routes.memberRegisterMobile, async (ctx) =>
    identity.registerMobile(ctx.site, ctx.body, clientMetaOf(ctx)),
  );

  registerRoute(app, guards, routes.affiliateCheck, async (ctx) => {
    await identity.checkAffiliate(ctx.site, ctx.query);
    return null;
  });
}

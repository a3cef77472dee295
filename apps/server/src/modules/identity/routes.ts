import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
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

export function registerIdentityRoutes(kit: RouteKit, identity: IdentityService) {
  kit.route(routes.humanChallenge, async () => identity.createHumanChallenge());

  kit.route(routes.imageCaptcha, async (ctx) => identity.createCaptcha(ctx.site));

  kit.route(routes.memberLogin, async (ctx) => identity.login(ctx.site, ctx.body, clientMetaOf(ctx)));

  kit.route(routes.rememberedLogin, async (ctx) =>
    identity.rememberedLogin(ctx.site, ctx.body, clientMetaOf(ctx)),
  );

  kit.route(routes.rememberForget, async (ctx) => {
    await identity.forgetRememberToken(ctx.body.rememberToken);
    return null;
  });

  kit.route(routes.freePlayLogin, async (ctx) => identity.freePlay(ctx.site, ctx.body, clientMetaOf(ctx)));

  kit.route(routes.memberRegister, async (ctx) => identity.register(ctx.site, ctx.body, clientMetaOf(ctx)));

  kit.route(routes.memberRegisterMobile, async (ctx) =>
    identity.registerMobile(ctx.site, ctx.body, clientMetaOf(ctx)),
  );

  kit.route(routes.registerDownline, async (ctx) =>
    identity.registerDownline(ctx.site, ctx.member, ctx.body),
  );

  kit.route(routes.affiliateCheck, async (ctx) => {
    await identity.checkAffiliate(ctx.site, ctx.query);
    return null;
  });
}

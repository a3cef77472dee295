import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import type { ClientMeta, IdentityService } from './service.js';

function metaOf(request: { ip: string; headers: Record<string, unknown> }): ClientMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

export function registerIdentityRoutes(app: FastifyInstance, guards: RouteGuards, identity: IdentityService) {
  registerRoute(app, guards, routes.humanChallenge, async () => identity.createHumanChallenge());

  registerRoute(app, guards, routes.imageCaptcha, async (ctx) => identity.createCaptcha(ctx.site!));

  registerRoute(app, guards, routes.memberLogin, async (ctx) =>
    identity.login(ctx.site!, ctx.body, metaOf(ctx.request)),
  );

  registerRoute(app, guards, routes.memberRegister, async (ctx) =>
    identity.register(ctx.site!, ctx.body, metaOf(ctx.request)),
  );

  registerRoute(app, guards, routes.affiliateCheck, async (ctx) => {
    await identity.checkAffiliate(ctx.site!, ctx.query);
    return null;
  });
}

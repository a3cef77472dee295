import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import type { MemberService } from './service.js';

export function registerMemberRoutes(app: FastifyInstance, guards: RouteGuards, members: MemberService) {
  registerRoute(app, guards, routes.memberInfo, async (ctx) =>
    members.info(ctx.member!.id, ctx.site!.merchantCode),
  );

  registerRoute(app, guards, routes.memberLogout, async (ctx) => {
    await members.revoke(ctx.member!.token);
    return null;
  });

  registerRoute(app, guards, routes.memberSessions, async (ctx) =>
    members.listSessions(ctx.member!.id, ctx.member!.token),
  );

  registerRoute(app, guards, routes.memberSessionEnd, async (ctx) => {
    await members.endSession(ctx.member!.id, ctx.params.id);
    return null;
  });
}

import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import { actorOf } from '../audit/actor.js';
import type { MemberService } from './service.js';
import { type SiteContext } from '../../platform/context.js';

export function registerMemberRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  members: MemberService,
  siteByCode: (code: string) => Promise<SiteContext>,
  /** What else ends with the member's sign-out (their open game sessions). */
  onLogout: (memberId: number) => Promise<void> = async () => {},
) {
  registerRoute(app, guards, routes.memberInfo, async (ctx) =>
    members.info(ctx.member.id, ctx.site.merchantCode),
  );

  registerRoute(app, guards, routes.memberLogout, async (ctx) => {
    await members.revoke(ctx.member.token);
    await onLogout(ctx.member.id);
    return null;
  });

  registerRoute(app, guards, routes.memberSessions, async (ctx) =>
    members.listSessions(ctx.member.id, ctx.member.token),
  );

  registerRoute(app, guards, routes.memberSessionEnd, async (ctx) => {
    await members.endSession(ctx.member.id, ctx.params.id);
    return null;
  });

  registerRoute(app, guards, routes.operatorMemberList, async (ctx) => {
    const site = await siteByCode(ctx.params.merchantCode);
    return members.listForOperator(site.merchantId, ctx.query);
  });

  registerRoute(app, guards, routes.operatorMemberPasswordReset, async (ctx) => {
    const site = await siteByCode(ctx.params.merchantCode);
    return members.resetPasswordByOperator(
      actorOf(ctx),
      { id: site.merchantId, code: site.merchantCode },
      ctx.params.id,
    );
  });

  registerRoute(app, guards, routes.operatorMemberRole, async (ctx) => {
    const site = await siteByCode(ctx.params.merchantCode);
    return members.setRoleByOperator(
      actorOf(ctx),
      { id: site.merchantId, code: site.merchantCode },
      ctx.params.id,
      ctx.body,
    );
  });
}

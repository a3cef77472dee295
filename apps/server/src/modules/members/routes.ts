import { routes } from '@wps/contracts';
import type { Events } from '../../platform/events.js';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { MemberService } from './service.js';

export function registerMemberRoutes(kit: RouteKit, members: MemberService, events: Events) {
  kit.route(routes.memberInfo, async (ctx) => members.info(ctx.member.id, ctx.site.merchantCode));

  kit.route(routes.memberLogout, async (ctx) => {
    await members.revoke(ctx.member.token);
    // What else ends with the sign-out (the vendor wallet ends the member's game sessions).
    await events.emit('member.signed-out', { memberId: ctx.member.id });
    return null;
  });

  kit.route(routes.memberSessions, async (ctx) => members.listSessions(ctx.member.id, ctx.member.token));

  kit.route(routes.memberSessionEnd, async (ctx) => {
    await members.endSession(ctx.member.id, ctx.params.id);
    return null;
  });

  kit.route(routes.operatorMemberList, async (ctx) => {
    const site = await kit.siteByCode(ctx.params.merchantCode);
    return members.listForOperator(site.merchantId, ctx.query);
  });

  kit.route(routes.operatorMemberPasswordReset, async (ctx) => {
    const site = await kit.siteByCode(ctx.params.merchantCode);
    return members.resetPasswordByOperator(
      actorOf(ctx),
      { id: site.merchantId, code: site.merchantCode },
      ctx.params.id,
    );
  });

  kit.route(routes.operatorMemberRole, async (ctx) => {
    const site = await kit.siteByCode(ctx.params.merchantCode);
    return members.setRoleByOperator(
      actorOf(ctx),
      { id: site.merchantId, code: site.merchantCode },
      ctx.params.id,
      ctx.body,
    );
  });
}

import { routes } from '@wps/contracts';
import type { Events } from '../../platform/events.js';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { MemberService } from './service.js';

/** The member's own session calls (the operator's member calls are in modules/member-admin). */
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
}

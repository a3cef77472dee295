import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { MemberAdminService } from './service.js';

/** The operator's member calls (`/wps/admin/merchants/:merchantCode/members…`). */
export function registerMemberAdminRoutes(kit: RouteKit, memberAdmin: MemberAdminService) {
  const siteOf = (ctx: { params: { merchantCode: string } }) => kit.siteByCode(ctx.params.merchantCode);

  kit.route(routes.operatorMemberList, async (ctx) => memberAdmin.search(await siteOf(ctx), ctx.query));

  kit.route(routes.operatorMemberExport, async (ctx) => {
    const { csv, truncated } = await memberAdmin.exportCsv(await siteOf(ctx), ctx.query);
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });

  kit.route(routes.operatorMemberDetail, async (ctx) => memberAdmin.detail(await siteOf(ctx), ctx.params.id));

  kit.route(routes.operatorMemberLedger, async (ctx) =>
    memberAdmin.ledger(await siteOf(ctx), ctx.params.id, ctx.query),
  );

  kit.route(routes.operatorMemberLedgerExport, async (ctx) => {
    const { csv, truncated } = await memberAdmin.exportLedger(await siteOf(ctx), ctx.params.id, ctx.query);
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });

  kit.route(routes.operatorMemberSessions, async (ctx) =>
    memberAdmin.sessions(await siteOf(ctx), ctx.params.id),
  );

  kit.route(routes.operatorMemberSessionsEnd, async (ctx) =>
    memberAdmin.endSessions(actorOf(ctx), await siteOf(ctx), ctx.params.id, ctx.body),
  );

  kit.route(routes.operatorMemberLogins, async (ctx) =>
    memberAdmin.logins(await siteOf(ctx), ctx.params.id, ctx.query),
  );

  kit.route(routes.operatorMemberLock, async (ctx) =>
    memberAdmin.lock(actorOf(ctx), await siteOf(ctx), ctx.params.id, ctx.body.reason),
  );

  kit.route(routes.operatorMemberUnlock, async (ctx) =>
    memberAdmin.unlock(actorOf(ctx), await siteOf(ctx), ctx.params.id, ctx.body.reason),
  );

  kit.route(routes.operatorMemberRounds, async (ctx) =>
    memberAdmin.rounds(await siteOf(ctx), ctx.params.id, ctx.query, ctx.language),
  );

  kit.route(routes.operatorMemberRoundExport, async (ctx) => {
    const { csv, truncated } = await memberAdmin.exportRounds(
      await siteOf(ctx),
      ctx.params.id,
      ctx.query,
      ctx.language,
    );
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });

  kit.route(routes.operatorMemberRoundRecall, async (ctx) =>
    memberAdmin.recall(
      await siteOf(ctx),
      ctx.params.id,
      { vendorCode: ctx.params.vendorCode, roundId: ctx.params.roundId },
      ctx.language,
    ),
  );

  kit.route(routes.operatorMemberPasswordReset, async (ctx) =>
    memberAdmin.resetPassword(actorOf(ctx), await siteOf(ctx), ctx.params.id, ctx.body.reason),
  );

  kit.route(routes.operatorMemberRole, async (ctx) =>
    memberAdmin.setRole(actorOf(ctx), await siteOf(ctx), ctx.params.id, ctx.body),
  );
}

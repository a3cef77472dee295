import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { ContentService } from './service.js';

export function registerContentRoutes(kit: RouteKit, content: ContentService) {
  kit.route(routes.agentNotices, (ctx) => content.agentNotices(ctx.site.merchantId, ctx.language));

  kit.route(routes.announcements, async (ctx) =>
    content.publicAnnouncements(ctx.site.merchantId, {
      types: ctx.query.types,
      execution: ctx.query.execution,
      language: ctx.language,
      imageCDNs: ctx.site.settings.cdn.imageCDNs,
    }),
  );

  kit.route(routes.helpCenter, async (ctx) => content.helpCenter(ctx.site.merchantId, ctx.language));

  const merchantOf = async (code: string) => {
    const site = await kit.siteByCode(code);
    return { id: site.merchantId, code: site.merchantCode };
  };

  kit.route(routes.announcementList, async (ctx) =>
    content.announcementPage((await merchantOf(ctx.params.merchantCode)).id, ctx.query),
  );
  kit.route(routes.announcementExport, async (ctx) => {
    const merchant = await merchantOf(ctx.params.merchantCode);
    const { csv, truncated } = await content.exportAnnouncements(merchant.id, ctx.query);
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });
  kit.route(routes.announcementCreate, async (ctx) =>
    content.createAnnouncement(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.body),
  );
  kit.route(routes.announcementUpdate, async (ctx) =>
    content.updateAnnouncement(
      actorOf(ctx),
      await merchantOf(ctx.params.merchantCode),
      ctx.params.id,
      ctx.body,
    ),
  );
  kit.route(routes.announcementDelete, async (ctx) => {
    await content.deleteAnnouncement(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.params.id);
    return null;
  });

  kit.route(routes.helpList, async (ctx) =>
    content.helpPage((await merchantOf(ctx.params.merchantCode)).id, ctx.query),
  );
  kit.route(routes.helpExport, async (ctx) => {
    const merchant = await merchantOf(ctx.params.merchantCode);
    const { csv, truncated } = await content.exportHelp(merchant.id, ctx.query);
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });
  kit.route(routes.helpCategories, async (ctx) =>
    content.helpCategories((await merchantOf(ctx.params.merchantCode)).id),
  );
  kit.route(routes.helpCreate, async (ctx) =>
    content.createHelp(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.body),
  );
  kit.route(routes.helpUpdate, async (ctx) =>
    content.updateHelp(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.params.id, ctx.body),
  );
  kit.route(routes.helpDelete, async (ctx) => {
    await content.deleteHelp(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.params.id);
    return null;
  });
}

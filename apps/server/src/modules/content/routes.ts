import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import type { MerchantService } from '../merchants/service.js';
import { actorOf } from '../audit/actor.js';
import type { ContentService } from './service.js';

export function registerContentRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  content: ContentService,
  merchants: MerchantService,
) {
  registerRoute(app, guards, routes.announcements, async (ctx) =>
    content.publicAnnouncements(ctx.site.merchantId, {
      types: ctx.query.types,
      execution: ctx.query.execution,
      language: ctx.language,
      imageCDNs: ctx.site.settings.cdn.imageCDNs,
    }),
  );

  registerRoute(app, guards, routes.helpCenter, async (ctx) =>
    content.helpCenter(ctx.site.merchantId, ctx.language),
  );

  const merchantOf = async (code: string) => {
    const site = await merchants.siteByCode(code);
    return { id: site.merchantId, code: site.merchantCode };
  };

  registerRoute(app, guards, routes.announcementList, async (ctx) =>
    content.listAnnouncements((await merchantOf(ctx.params.merchantCode)).id, ctx.query.type),
  );
  registerRoute(app, guards, routes.announcementCreate, async (ctx) =>
    content.createAnnouncement(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.body),
  );
  registerRoute(app, guards, routes.announcementUpdate, async (ctx) =>
    content.updateAnnouncement(
      actorOf(ctx),
      await merchantOf(ctx.params.merchantCode),
      ctx.params.id,
      ctx.body,
    ),
  );
  registerRoute(app, guards, routes.announcementDelete, async (ctx) => {
    await content.deleteAnnouncement(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.params.id);
    return null;
  });

  registerRoute(app, guards, routes.helpList, async (ctx) =>
    content.listHelp((await merchantOf(ctx.params.merchantCode)).id),
  );
  registerRoute(app, guards, routes.helpCreate, async (ctx) =>
    content.createHelp(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.body),
  );
  registerRoute(app, guards, routes.helpUpdate, async (ctx) =>
    content.updateHelp(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.params.id, ctx.body),
  );
  registerRoute(app, guards, routes.helpDelete, async (ctx) => {
    await content.deleteHelp(actorOf(ctx), await merchantOf(ctx.params.merchantCode), ctx.params.id);
    return null;
  });
}

import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import type { MessagingService } from './service.js';
import { type SiteContext } from '../../platform/context.js';

export function registerMessagingRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  messaging: MessagingService,
  siteByCode: (code: string) => Promise<SiteContext>,
) {
  registerRoute(app, guards, routes.smsCodeLogin, async (ctx) =>
    messaging.requestSmsCode(
      ctx.site,
      ctx.body.purpose,
      {
        number: ctx.body.mobileNum,
        field: 'mobileNum',
        countryDialingCode: ctx.body.countryDialingCode,
        challenge: ctx.body.challenge,
      },
      ctx.request.ip,
    ),
  );

  registerRoute(app, guards, routes.smsCodeRegister, async (ctx) =>
    messaging.requestSmsCode(
      ctx.site,
      'register',
      {
        number: ctx.body.mobileNo,
        field: 'mobileNo',
        countryDialingCode: ctx.body.countryDialingCode,
        challenge: ctx.body.challenge,
      },
      ctx.request.ip,
    ),
  );

  registerRoute(app, guards, routes.outboxList, async (ctx) => {
    const site = await siteByCode(ctx.params.merchantCode);
    return messaging.listOutbox(site.merchantId, ctx.query);
  });
}

import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { MessagingService } from './service.js';

export function registerMessagingRoutes(kit: RouteKit, messaging: MessagingService) {
  kit.route(routes.smsCodeLogin, async (ctx) =>
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

  kit.route(routes.smsCodeRegister, async (ctx) =>
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

  kit.route(routes.outboxList, async (ctx) => {
    const site = await kit.siteByCode(ctx.params.merchantCode);
    return messaging.listOutbox(site.merchantId, ctx.query);
  });

  kit.route(routes.outboxExport, async (ctx) => {
    const site = await kit.siteByCode(ctx.params.merchantCode);
    const { csv, truncated } = await messaging.exportOutbox(site.merchantId, ctx.query);
    void ctx.reply.header('x-export-truncated', String(truncated));
    return csv;
  });
}

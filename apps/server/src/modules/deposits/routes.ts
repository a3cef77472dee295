import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { errorForLog } from '../../platform/http/error-log.js';
import { actorOf } from '../audit/actor.js';
import type { DepositService } from './service.js';
import { AppError } from '../../platform/errors.js';

/** Gateway callbacks are small; anything bigger is not one. */
const CALLBACK_BODY_LIMIT = 64 * 1024;
const PROVIDER_NAME = /^[a-z0-9_-]{1,40}$/;

export function registerDepositRoutes(
  kit: RouteKit,
  deposits: DepositService,
  /** Callbacks one address may post per minute (before any is read). */
  callbacksPerMinute: number,
) {
  kit.route(routes.depositChannels, async (ctx) => deposits.channels(ctx.site, ctx.language));
  kit.route(routes.depositSettings, async (ctx) => deposits.settings(ctx.site, ctx.member.id));
  kit.route(routes.depositByGateway, async (ctx) =>
    deposits.createGatewayDeposit(ctx.site, ctx.member.id, ctx.body),
  );
  kit.route(routes.depositManual, async (ctx) =>
    deposits.createManualDeposit(ctx.site, ctx.member.id, ctx.body),
  );
  kit.route(routes.depositCancel, async (ctx) => {
    await deposits.cancel(ctx.site, ctx.member.id, ctx.body.orderNo);
    return null;
  });
  kit.route(routes.depositRecords, async (ctx) =>
    deposits.records(ctx.site, ctx.member.id, ctx.query, ctx.language),
  );

  kit.route(routes.operatorDepositMethods, async (ctx) =>
    deposits.methods(await kit.siteByCode(ctx.params.merchantCode)),
  );
  kit.route(routes.operatorDepositMethodsPut, async (ctx) =>
    deposits.replaceMethods(actorOf(ctx), await kit.siteByCode(ctx.params.merchantCode), ctx.body),
  );
  kit.route(routes.operatorPaymentGateways, async (ctx) =>
    deposits.gateways(await kit.siteByCode(ctx.params.merchantCode)),
  );
  kit.route(routes.operatorPaymentGatewayCreate, async (ctx) =>
    deposits.createGateway(actorOf(ctx), await kit.siteByCode(ctx.params.merchantCode), ctx.body),
  );
  kit.route(routes.operatorPaymentGatewayUpdate, async (ctx) =>
    deposits.updateGateway(
      actorOf(ctx),
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.params.code,
      ctx.body,
    ),
  );
  kit.route(routes.operatorDeposits, async (ctx) =>
    deposits.queue(await kit.siteByCode(ctx.params.merchantCode), ctx.query),
  );
  kit.route(routes.operatorDepositExport, async (ctx) => {
    const { csv, truncated } = await deposits.exportQueue(
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.query,
    );
    if (truncated) void ctx.reply.header('x-export-truncated', 'true');
    return csv;
  });
  kit.route(routes.operatorDepositApprove, async (ctx) =>
    deposits.decide(
      actorOf(ctx),
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.params.orderNo,
      'approve',
      ctx.body.remark || undefined,
    ),
  );
  kit.route(routes.operatorDepositReject, async (ctx) =>
    deposits.decide(
      actorOf(ctx),
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.params.orderNo,
      'reject',
      ctx.body.remark || undefined,
    ),
  );
  kit.route(routes.operatorDepositProof, async (ctx) =>
    deposits.proof(await kit.siteByCode(ctx.params.merchantCode), ctx.params.orderNo),
  );

  // The gateway's callback is not an envelope call: it is read as the raw bytes that were signed, and
  // answered in plain text (`success` stops the gateway's retries).
  void kit.app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const code = error instanceof AppError ? error.status : error.statusCode;
      const status = code && code < 500 ? code : 500;
      if (status >= 500) request.log.error({ error: errorForLog(error) }, 'payment callback failed');
      return reply.status(status).type('text/plain; charset=utf-8').send('fail');
    });
    scope.post<{ Params: { provider: string } }>(
      '/wps/payment/notify/:provider',
      { config: { rateLimit: { max: callbacksPerMinute, timeWindow: 60_000 } } },
      async (request, reply) => {
        const { provider } = request.params;
        if (!PROVIDER_NAME.test(provider))
          return reply.status(404).type('text/plain; charset=utf-8').send('fail');
        const raw = typeof request.body === 'string' ? request.body : '';
        const answer = await deposits.handleCallback(provider, raw, request.ip);
        return reply.status(answer.status).type('text/plain; charset=utf-8').send(answer.text);
      },
    );
  });
}

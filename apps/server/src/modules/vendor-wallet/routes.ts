import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { VendorWalletService } from './service.js';
import { errorForLog } from '../../platform/http/error-log.js';

/** Wallet calls are small JSON bodies; anything larger is refused before it is read. */
const WALLET_BODY_LIMIT = 16 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The seamless wallet endpoints vendors call, and the members' and operators' round records. */
export function registerVendorWalletRoutes(kit: RouteKit, vendorWallet: VendorWalletService) {
  kit.route(routes.betRecords, async (ctx) =>
    vendorWallet.betRecords(ctx.site, ctx.member.id, ctx.query, ctx.language),
  );
  kit.route(routes.memberPnl, async (ctx) => vendorWallet.pnl(ctx.site, ctx.member.id, ctx.query));
  kit.route(routes.gameRecall, async (ctx) =>
    vendorWallet.recall(ctx.site, ctx.member.id, ctx.query, ctx.language),
  );
  kit.route(routes.operatorVendorReconciliation, async (ctx) =>
    vendorWallet.reconciliation(await kit.siteByCode(ctx.params.merchantCode), ctx.params.code, ctx.query),
  );

  // Vendor calls are not envelope calls: the signature covers the raw bytes, so the body is read as
  // text, and every answer (errors included) is a WalletAnswer.
  void kit.app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ error: errorForLog(error) }, 'vendor wallet call failed');
      return reply
        .status(status)
        .type(JSON_TYPE)
        .send(
          JSON.stringify({
            status: status >= 500 ? 'SERVER_BUSY' : 'INVALID_REQUEST',
            balance: null,
            currency: null,
            walletTransactionId: null,
          }),
        );
    });
    scope.post<{ Params: { vendorCode: string; action: string } }>(
      '/vendor-wallet/:vendorCode/:action',
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const answer = await vendorWallet.handle(
          request.params.vendorCode,
          request.params.action,
          raw,
          request.headers,
        );
        return reply.status(answer.httpStatus).type(JSON_TYPE).send(answer.body);
      },
    );
  });
}

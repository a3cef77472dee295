import type { FastifyInstance } from 'fastify';
import { routes } from '@wps/contracts';
import { registerRoute, type RouteGuards } from '../../platform/http/route.js';
import type { WalletService } from './service.js';
import { type SiteContext } from '../../platform/context.js';

/** Balances, wallet transfers, account and bonus records, and the operator's balance view. */
export function registerWalletRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  wallets: WalletService,
  siteByCode: (code: string) => Promise<SiteContext>,
) {
  registerRoute(app, guards, routes.walletBalance, async (ctx) =>
    wallets.balance(ctx.site, ctx.member, ctx.language),
  );

  registerRoute(app, guards, routes.merchantWallet, async (ctx) => wallets.merchantWallet(ctx.site));

  registerRoute(app, guards, routes.walletTransfer, async (ctx) =>
    wallets.transfer(ctx.site, ctx.member, ctx.body, ctx.language),
  );

  registerRoute(app, guards, routes.walletReturn, async (ctx) =>
    wallets.sweep(ctx.site, ctx.member, ctx.body.requestId, ctx.language),
  );

  registerRoute(app, guards, routes.memberTransactions, async (ctx) =>
    wallets.transactions(ctx.site, ctx.member, ctx.query),
  );

  registerRoute(app, guards, routes.bonusRecords, async (ctx) =>
    wallets.bonuses(ctx.site, ctx.member, ctx.query, ctx.language),
  );

  registerRoute(app, guards, routes.operatorMemberBalance, async (ctx) =>
    wallets.operatorView(await siteByCode(ctx.params.merchantCode), ctx.params.id),
  );
}

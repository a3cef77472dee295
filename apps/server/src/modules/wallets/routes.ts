import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import type { WalletService } from './service.js';

/** Balances, wallet transfers, account and bonus records, and the operator's balance view. */
export function registerWalletRoutes(kit: RouteKit, wallets: WalletService) {
  kit.route(routes.walletBalance, async (ctx) => wallets.balance(ctx.site, ctx.member, ctx.language));

  kit.route(routes.merchantWallet, async (ctx) => wallets.merchantWallet(ctx.site));

  kit.route(routes.walletTransfer, async (ctx) =>
    wallets.transfer(ctx.site, ctx.member, ctx.body, ctx.language),
  );

  kit.route(routes.walletReturn, async (ctx) =>
    wallets.sweep(ctx.site, ctx.member, ctx.body.requestId, ctx.language),
  );

  kit.route(routes.memberTransactions, async (ctx) => wallets.transactions(ctx.site, ctx.member, ctx.query));

  kit.route(routes.bonusRecords, async (ctx) =>
    wallets.bonuses(ctx.site, ctx.member, ctx.query, ctx.language),
  );

  kit.route(routes.operatorMemberBalance, async (ctx) =>
    wallets.operatorView(await kit.siteByCode(ctx.params.merchantCode), ctx.params.id),
  );
}

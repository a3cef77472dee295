import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf, memberActorOf } from '../audit/actor.js';
import type { WithdrawalService } from './service.js';

export function registerWithdrawalRoutes(kit: RouteKit, withdrawals: WithdrawalService) {
  kit.route(routes.withdrawAccounts, async (ctx) =>
    withdrawals.accountInfo(ctx.site, ctx.member.id, ctx.query.country),
  );

  kit.route(routes.bindPayoutAccount, async (ctx) => withdrawals.bindAccount(ctx.site, ctx.member, ctx.body));

  kit.route(routes.withdrawSettings, async (ctx) => withdrawals.settings(ctx.site, ctx.member.id));

  kit.route(routes.withdrawCharge, async (ctx) =>
    withdrawals.charge(ctx.site, ctx.member.id, ctx.query.amount),
  );

  kit.route(routes.withdraw, async (ctx) => withdrawals.request(ctx.site, ctx.member, ctx.body));

  kit.route(routes.withdrawalRecords, async (ctx) => withdrawals.records(ctx.site, ctx.member.id, ctx.query));

  kit.route(routes.withdrawalReceipt, async (ctx) =>
    withdrawals.receipt(ctx.site, ctx.member, ctx.body, memberActorOf(ctx, ctx.member)),
  );

  kit.route(routes.operatorPayoutBanks, async (ctx) =>
    withdrawals.payoutBanks(await kit.siteByCode(ctx.params.merchantCode), ctx.query.country),
  );
  kit.route(routes.operatorPayoutBankCreate, async (ctx) =>
    withdrawals.createPayoutBank(actorOf(ctx), await kit.siteByCode(ctx.params.merchantCode), ctx.body),
  );
  kit.route(routes.operatorPayoutBankUpdate, async (ctx) =>
    withdrawals.updatePayoutBank(
      actorOf(ctx),
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.params.id,
      ctx.body,
    ),
  );
  kit.route(routes.operatorPayoutBankEnabled, async (ctx) =>
    withdrawals.setPayoutBankEnabled(
      actorOf(ctx),
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.params.id,
      ctx.body,
    ),
  );

  kit.route(routes.operatorWithdrawals, async (ctx) =>
    withdrawals.operatorList(await kit.siteByCode(ctx.params.merchantCode), ctx.query),
  );

  kit.route(routes.operatorWithdrawalExport, async (ctx) => {
    const { csv, truncated } = await withdrawals.operatorExport(
      await kit.siteByCode(ctx.params.merchantCode),
      ctx.query,
    );
    if (truncated) void ctx.reply.header('x-export-truncated', 'true');
    return csv;
  });

  kit.route(routes.operatorWithdrawalApprove, async (ctx) =>
    withdrawals.approve(
      await kit.siteByCode(ctx.params.merchantCode),
      actorOf(ctx),
      ctx.params.orderNo,
      ctx.body.remark,
    ),
  );

  kit.route(routes.operatorWithdrawalReject, async (ctx) =>
    withdrawals.reject(
      await kit.siteByCode(ctx.params.merchantCode),
      actorOf(ctx),
      ctx.params.orderNo,
      ctx.body.remark,
    ),
  );

  kit.route(routes.operatorWithdrawalProof, async (ctx) =>
    withdrawals.operatorProof(await kit.siteByCode(ctx.params.merchantCode), ctx.params.orderNo),
  );
}

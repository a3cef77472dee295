import { routes } from '@wps/contracts';
import type { RouteKit } from '../../platform/http/route-kit.js';
import { actorOf } from '../audit/actor.js';
import type { AgentService } from './service.js';

/** The agent centre's calls, the four process calls and the operator's agent pages: adapters only. */
export function registerAgentRoutes(kit: RouteKit, agents: AgentService) {
  kit.route(routes.consolidated, (ctx) => agents.consolidated(ctx.site, ctx.member));
  kit.route(routes.contractRequests, (ctx) => agents.contractRequests(ctx.site, ctx.member));
  kit.route(routes.processDividend, async (ctx) => ({
    contract: await agents.answerRequest(
      ctx.site,
      ctx.member,
      'dividend',
      ctx.query.contractId,
      ctx.query.accept,
    ),
  }));
  kit.route(routes.processDailySalary, async (ctx) => ({
    contract: await agents.answerRequest(
      ctx.site,
      ctx.member,
      'daily',
      ctx.query.contractId,
      ctx.query.accept,
    ),
  }));
  kit.route(routes.processHourSalary, async (ctx) => ({
    contract: await agents.answerRequest(
      ctx.site,
      ctx.member,
      'hourly',
      ctx.body.contractId,
      ctx.body.accept,
    ),
  }));
  kit.route(routes.processRealtimeSalary, async (ctx) => ({
    contract: await agents.answerRequest(
      ctx.site,
      ctx.member,
      'realtime',
      ctx.body.contractId,
      ctx.body.accept,
    ),
  }));
  kit.route(routes.agentContracts, (ctx) => agents.agentContracts(ctx.site, ctx.member, ctx.query.kind));
  kit.route(routes.offerContract, async (ctx) => ({
    contract: await agents.offerContract(ctx.site, ctx.member, ctx.body),
  }));
  kit.route(routes.terminateContract, async (ctx) => ({
    contract: await agents.requestTermination(ctx.site, ctx.member, ctx.params.contractId),
  }));
  kit.route(routes.contractHistory, (ctx) => agents.contractHistory(ctx.site, ctx.member, ctx.query));
  kit.route(routes.contractBills, (ctx) => agents.memberBills(ctx.site, ctx.member, ctx.query));
  kit.route(routes.teamOverview, (ctx) => agents.teamOverview(ctx.site, ctx.member, ctx.query));
  kit.route(routes.downlines, (ctx) => agents.downlines(ctx.site, ctx.member, ctx.query));
  kit.route(routes.teamBets, (ctx) => agents.teamBets(ctx.site, ctx.member, ctx.query));
  kit.route(routes.teamProfit, (ctx) => agents.teamProfit(ctx.site, ctx.member, ctx.query));
  kit.route(routes.agentIncome, (ctx) => agents.agentIncome(ctx.site, ctx.member, ctx.query));
  kit.route(routes.downlineTransactions, (ctx) =>
    agents.downlineTransactions(ctx.site, ctx.member, ctx.query),
  );
  kit.route(routes.inviteLinks, (ctx) => agents.inviteLinks(ctx.site, ctx.member));
  kit.route(routes.createInviteLink, (ctx) => agents.createInviteLink(ctx.site, ctx.member, ctx.body));
  kit.route(routes.deleteInviteLink, async (ctx) => {
    await agents.deleteInviteLink(ctx.site, ctx.member, ctx.params.code);
    return null;
  });

  // Operators
  const site = (ctx: { params: { merchantCode: string } }) => kit.siteByCode(ctx.params.merchantCode);
  kit.route(routes.operatorTeamTree, async (ctx) => agents.operatorTree(await site(ctx), ctx.query));
  kit.route(routes.operatorTeamMoves, async (ctx) => agents.listMoves(await site(ctx), ctx.query));
  kit.route(routes.operatorMoveMember, async (ctx) =>
    agents.moveMember(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorCancelMove, async (ctx) =>
    agents.cancelMove(await site(ctx), actorOf(ctx), ctx.params.moveId, ctx.body.reason),
  );
  kit.route(routes.operatorContracts, async (ctx) =>
    agents.listContractsForOperator(await site(ctx), ctx.query),
  );
  kit.route(routes.operatorContractHistory, async (ctx) =>
    agents.contractHistoryForOperator(await site(ctx), ctx.params.contractId),
  );
  kit.route(routes.operatorOfferPlatformContract, async (ctx) => ({
    contract: await agents.offerPlatformContract(await site(ctx), actorOf(ctx), ctx.body),
  }));
  kit.route(routes.operatorTerminateContract, async (ctx) => ({
    contract: await agents.terminateByOperator(
      await site(ctx),
      actorOf(ctx),
      ctx.params.contractId,
      ctx.body.reason,
    ),
  }));
  kit.route(routes.operatorSettlementRuns, async (ctx) => agents.operatorRuns(await site(ctx), ctx.query));
  kit.route(routes.operatorRerunSettlement, async (ctx) =>
    agents.rerunSettlement(await site(ctx), actorOf(ctx), ctx.body),
  );
  kit.route(routes.operatorBills, async (ctx) => agents.operatorBills(await site(ctx), ctx.query));
  kit.route(routes.operatorAgentReport, async (ctx) => agents.agentReport(await site(ctx), ctx.query));
}

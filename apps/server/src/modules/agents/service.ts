import { bindUseCases } from '../../kernel/use-cases.js';
import type { AgentDeps } from './deps.js';
import { answerRequest } from './use-cases/answer-request.js';
import { memberBills, operatorBills, operatorRuns, rerunSettlement } from './use-cases/bills.js';
import { createInviteLink, deleteInviteLink, inviteLinks } from './use-cases/invite-links.js';
import {
  agentContracts,
  consolidated,
  contractHistory,
  contractRequests,
} from './use-cases/member-contracts.js';
import { offerContract } from './use-cases/offer-contract.js';
import {
  contractHistoryForOperator,
  listContractsForOperator,
  offerPlatformContract,
  terminateByOperator,
} from './use-cases/operator-contracts.js';
import { requestTermination } from './use-cases/request-termination.js';
import { settleDue } from './use-cases/settle-due.js';
import { settlePeriod } from './use-cases/settle-period.js';
import {
  agentIncome,
  agentReport,
  downlines,
  downlineTransactions,
  operatorTree,
  teamBets,
  teamOverview,
  teamProfit,
} from './use-cases/team-reports.js';
import { cancelMove, listMoves, moveMember } from './use-cases/team-moves.js';

export type { AgentDeps, SettlementMerchant } from './deps.js';

/** The agent centre, contracts and their settlement (docs/product.md §Agents). */
export function createAgentService(deps: AgentDeps) {
  return bindUseCases(deps, {
    consolidated,
    contractRequests,
    answerRequest,
    agentContracts,
    offerContract,
    requestTermination,
    contractHistory,
    memberBills,
    teamOverview,
    downlines,
    teamBets,
    teamProfit,
    agentIncome,
    downlineTransactions,
    inviteLinks,
    createInviteLink,
    deleteInviteLink,
    operatorTree,
    moveMember,
    cancelMove,
    listMoves,
    listContractsForOperator,
    contractHistoryForOperator,
    offerPlatformContract,
    terminateByOperator,
    operatorRuns,
    rerunSettlement,
    operatorBills,
    agentReport,
    settlePeriod,
    settleDue,
  });
}

export type AgentService = ReturnType<typeof createAgentService>;

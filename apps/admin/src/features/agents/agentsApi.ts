import { routes, type ValueOf } from '@wps/contracts';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';

/** Rows per page of the agents lists (the contracts allow at most 100). */
export const PAGE_SIZE = 50;

export type TreeNode = ValueOf<typeof routes.operatorTeamTree>['path'][number];
export type TeamMove = ValueOf<typeof routes.operatorTeamMoves>['list'][number];
export type AgentContract = ValueOf<typeof routes.operatorContracts>['list'][number];
export type SettlementRun = ValueOf<typeof routes.operatorSettlementRuns>['list'][number];
export type AgentBill = ValueOf<typeof routes.operatorBills>['list'][number];
export type ReportRow = ValueOf<typeof routes.operatorAgentReport>['list'][number];

/** Query keys of the agents pages, under the merchant, so an action can refresh what it changed. */
export const agentKeys = {
  all: (merchant: string) => ['agents', merchant] as const,
  tree: (merchant: string) => ['agents', merchant, 'tree'] as const,
  find: (merchant: string, username: string) => ['agents', merchant, 'find', username] as const,
  moves: (merchant: string) => ['agents', merchant, 'moves'] as const,
  contracts: (merchant: string) => ['agents', merchant, 'contracts'] as const,
  history: (merchant: string, contractId: number) => ['agents', merchant, 'history', contractId] as const,
  runs: (merchant: string) => ['agents', merchant, 'runs'] as const,
  bills: (merchant: string) => ['agents', merchant, 'bills'] as const,
  report: (merchant: string) => ['agents', merchant, 'report'] as const,
};

/** A member found by username: the member, and their upline chain from the top (the member last). */
export interface FoundMember {
  member: TreeNode;
  path: TreeNode[];
}

/**
 * Finds a member of the merchant by username through the team tree (there is no look-up by name of
 * its own): the tree answers the member's chain, top-level ancestor first, the member last. Null
 * when no member has that name.
 */
export async function findMember(
  merchant: string,
  username: string,
  signal?: AbortSignal,
): Promise<FoundMember | null> {
  try {
    const answer = await callApi(routes.operatorTeamTree, {
      params: { merchantCode: merchant },
      query: { username, pageSize: 1 },
      signal,
    });
    const member = answer.path.at(-1);
    return member ? { member, path: answer.path } : null;
  } catch (error) {
    if (isApiError(error) && error.code === 'not.found') return null;
    throw error;
  }
}

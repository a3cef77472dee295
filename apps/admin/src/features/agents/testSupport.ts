import type { Contract } from '@wps/contracts';
import type { TreeNode } from './agentsApi';

export {
  fakeApi,
  installDialog,
  refuse,
  renderPage,
  Refusal,
  type Call,
  type RouteId,
} from '../../shared/test/fakeApi';

export function node(id: number, username: string, extra: Partial<TreeNode> = {}): TreeNode {
  return {
    id,
    username,
    type: 1,
    isAgent: true,
    directCount: 0,
    teamSize: 0,
    pendingMove: null,
    ...extra,
  };
}

export const page = <T>(list: T[], totalPages = 1) => ({ list, pageNum: 1, totalPages });

export function contract(id: number, extra: Partial<Contract> = {}): Contract {
  return {
    id,
    kind: 'daily',
    version: 1,
    status: 'active',
    period: 'daily',
    carryOver: 'none',
    tiers: [
      {
        rate: '1.50',
        minValidBet: '10000.00',
        minProfitLoss: null,
        minActiveMembers: 5,
        minSingleBet: null,
        minLossRate: null,
        maxWinRate: null,
      },
    ],
    topRate: '1.50',
    payer: { type: 'platform', member: null },
    agent: { id: 1, username: 'alice' },
    offeredAt: Date.UTC(2026, 10, 1, 8),
    answeredAt: Date.UTC(2026, 10, 1, 9),
    activeFrom: Date.UTC(2026, 10, 1, 9),
    endsAt: null,
    terminationRequest: null,
    endReason: null,
    ...extra,
  };
}

import type { AdminPage } from '../../shared/pageTypes';

/**
 * The Agents area (docs/product.md §Agents): the team tree and its moves, the contracts, their
 * settlement runs and bills, and the agent report. Every page is per merchant and readable by a
 * viewer; moving a member needs an editor, offering or ending a contract and running a settlement
 * again an admin (the pages hide what a role may not do; the server refuses it anyway).
 */
export const agentPages: AdminPage[] = [
  {
    path: 'agents/team',
    scope: 'merchant',
    area: 'agents',
    title: 'agents.team.title',
    minRole: 'viewer',
    load: () => import('./TeamPage'),
  },
  {
    path: 'agents/contracts',
    scope: 'merchant',
    area: 'agents',
    title: 'agents.contracts.title',
    minRole: 'viewer',
    load: () => import('./ContractsPage'),
  },
  {
    path: 'agents/settlement',
    scope: 'merchant',
    area: 'agents',
    title: 'agents.runs.title',
    minRole: 'viewer',
    load: () => import('./SettlementPage'),
  },
  {
    path: 'agents/bills',
    scope: 'merchant',
    area: 'agents',
    title: 'agents.bills.title',
    minRole: 'viewer',
    load: () => import('./BillsPage'),
  },
  {
    path: 'agents/report',
    scope: 'merchant',
    area: 'agents',
    title: 'agents.report.title',
    minRole: 'viewer',
    load: () => import('./AgentReportPage'),
  },
];

import type { Consolidated } from '@wps/contracts';
import { createContext, useContext } from 'react';

/** The agent centre's pages, in the order of its left menu (docs/product.md §Agent centre). */
export const AGENT_CENTRE_PAGES = [
  'announcement',
  'agentTeamOverview',
  'increaseAccount',
  'downlineManagement',
  'teamBetting',
  'userLoss',
  'agentRevenue',
  'downlineTransactions',
  'dividend',
  'salary',
  'hourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

export function isAgentCentrePage(value: string | null | undefined): value is AgentCentrePage {
  return (AGENT_CENTRE_PAGES as readonly string[]).includes(value ?? '');
}

export interface AgentCentreApi {
  /**
   * Opens the agent centre on `page` (default: team overview). Visitors are asked to log in, trial
   * accounts (type 4) get `in_need_true_account`, other non-agents `error_not_agent`.
   */
  open: (page?: AgentCentrePage) => void;
  close: () => void;
  /** Shows the contract requests waiting for this agent (the popup that also opens after login). */
  openRequests: () => void;
  /** Whether the member's type shows the "Invite and earn" entry (agents, and trial accounts). */
  showEntry: boolean;
  /** Whether the member is an agent (types 1, 2, 41, 42). */
  isAgent: boolean;
  /** The contract flags of the last consolidated call (null before it answered or when it is off). */
  consolidated: Consolidated | null;
}

export const AgentCentreContext = createContext<AgentCentreApi | null>(null);

export function useAgentCentre(): AgentCentreApi {
  const api = useContext(AgentCentreContext);
  if (!api) throw new Error('useAgentCentre must be used inside <AgentCentreProvider>');
  return api;
}

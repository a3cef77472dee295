import type { ContractKind } from '@wps/contracts';
import type { AgentCentrePage } from '../useAgentCentre';

/** What the agent centre gives the page in its right panel. */
export interface AgentPageProps {
  /** Switches the centre to another page. */
  goTo: (page: AgentCentrePage) => void;
  /** Shows the contract popup (requests waiting for this agent's answer). */
  openRequests: () => void;
  /** The contract kinds whose pages this agent sees (what they can offer their downlines). */
  kinds: readonly ContractKind[];
}

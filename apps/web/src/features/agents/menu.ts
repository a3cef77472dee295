import type { Consolidated, ContractKind } from '@wps/contracts';
import type { IconName } from '../../shared/ui/iconPaths';
import { kindShown } from './kinds';
import type { AgentCentrePage } from './useAgentCentre';

export interface AgentCentreEntry {
  page: AgentCentrePage;
  icon: IconName;
  /** Shown only while this module switch is on. */
  module?: string;
  /** Contract pages: the kind, shown only while its switches and its consolidated info flag are on. */
  kind?: ContractKind;
}

/**
 * The left menu in the order of docs/product.md §Agent centre; the label key is `menu.<page>` in the
 * `agents` namespace.
 */
export const AGENT_CENTRE_ENTRIES: readonly AgentCentreEntry[] = [
  { page: 'announcement', icon: 'megaphone' },
  { page: 'agentTeamOverview', icon: 'chart' },
  { page: 'increaseAccount', icon: 'user' },
  { page: 'downlineManagement', icon: 'users' },
  { page: 'teamBetting', icon: 'receipt' },
  { page: 'userLoss', icon: 'list' },
  { page: 'agentRevenue', icon: 'deposit' },
  { page: 'downlineTransactions', icon: 'cards', module: 'MEMTRANS3' },
  { page: 'dividend', icon: 'trophy', kind: 'dividend' },
  { page: 'salary', icon: 'cashback', kind: 'daily' },
  { page: 'hourSalary', icon: 'refresh', kind: 'hourly' },
  { page: 'agentRealtimeSalary', icon: 'play', kind: 'realtime' },
];

/**
 * The entries this agent sees: module switches applied; a contract page needs AGENTPOLICY3, its
 * kind's switch and its consolidated info flag (docs/product.md §Roles: contract menus depend on the
 * consolidated flags).
 */
export function visibleAgentEntries(
  modules: Record<string, boolean>,
  consolidated: Consolidated | null,
): AgentCentreEntry[] {
  return AGENT_CENTRE_ENTRIES.filter((entry) => {
    if (entry.module && modules[entry.module] !== true) return false;
    if (!entry.kind) return true;
    return kindShown(modules, consolidated, entry.kind);
  });
}

/** The contract kind of a page, if it is a contract page. */
export function kindOfPage(page: AgentCentrePage): ContractKind | null {
  return AGENT_CENTRE_ENTRIES.find((entry) => entry.page === page)?.kind ?? null;
}

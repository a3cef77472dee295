import { useQuery } from '@tanstack/react-query';
import type { ContractKind } from '@wps/contracts';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { consolidatedQuery } from './consolidated';
import { visibleAgentEntries, type AgentCentreEntry } from './menu';
import { AccountDetailsPage } from './pages/AccountDetailsPage';
import { AnnouncementPage } from './pages/AnnouncementPage';
import { ContractPage } from './pages/ContractPage';
import { IncomePage } from './pages/IncomePage';
import { RegisterPage } from './pages/RegisterPage';
import { TeamBetsPage } from './pages/TeamBetsPage';
import { TeamManagementPage } from './pages/TeamManagementPage';
import { TeamOverviewPage } from './pages/TeamOverviewPage';
import { UserLossPage } from './pages/UserLossPage';
import type { AgentPageProps } from './pages/pageProps';
import { DEFAULT_AGENT_CENTRE_PAGE, type AgentCentrePage } from './useAgentCentre';
import '../../shared/money/money-page.css';
import './agents.css';

export interface AgentCentreProps {
  open: boolean;
  page: AgentCentrePage;
  onNavigate: (page: AgentCentrePage) => void;
  onClose: () => void;
  /** Shows the contract popup (a change or a termination waiting for this agent's answer). */
  onOpenRequests: () => void;
}

const contractPage = (kind: ContractKind) =>
  function KindPage(props: AgentPageProps) {
    return <ContractPage {...props} kind={kind} />;
  };

const PAGES: Record<AgentCentrePage, ComponentType<AgentPageProps>> = {
  announcement: AnnouncementPage,
  agentTeamOverview: TeamOverviewPage,
  increaseAccount: RegisterPage,
  downlineManagement: TeamManagementPage,
  teamBetting: TeamBetsPage,
  userLoss: UserLossPage,
  agentRevenue: IncomePage,
  downlineTransactions: AccountDetailsPage,
  dividend: contractPage('dividend'),
  salary: contractPage('daily'),
  hourSalary: contractPage('hourly'),
  agentRealtimeSalary: contractPage('realtime'),
};

/**
 * The agent centre (docs/product.md §Agent centre): "Invite and earn", the entries this agent may see
 * on the left, the active page on the right. It renders once its flags have answered.
 */
export function AgentCentre({ open, page, onNavigate, onClose, onOpenRequests }: AgentCentreProps) {
  const { t } = useTranslation('agents');
  const panelId = useId();
  const token = useSessionToken();
  const { modules } = useSite();
  const policy = modules.AGENTPOLICY3 === true;
  const consolidated = useQuery(consolidatedQuery(token, policy));
  // Without an answer the contract menus stay hidden (a failed call shows the rest).
  if (policy && consolidated.data === undefined && !consolidated.error) return null;

  const entries = visibleAgentEntries(modules, consolidated.data ?? null);
  const active =
    entries.find((entry) => entry.page === page) ??
    entries.find((entry) => entry.page === DEFAULT_AGENT_CENTRE_PAGE)!;
  const kinds = entries.flatMap((entry) => (entry.kind ? [entry.kind] : []));
  const Page = PAGES[active.page];
  return (
    <Modal open={open} title={t('centre.title')} width={1120} onClose={onClose} className="agent-centre">
      <div className="agent-centre__layout">
        <nav className="agent-centre__menu" aria-label={t('centre.menuLabel')}>
          <ul className="agent-centre__entries">
            {entries.map((entry) => (
              <MenuEntry
                key={entry.page}
                entry={entry}
                active={entry.page === active.page}
                controls={panelId}
                onSelect={() => onNavigate(entry.page)}
              />
            ))}
          </ul>
        </nav>
        <section
          id={panelId}
          className="agent-centre__panel"
          aria-label={t(`menu.${active.page}`)}
          data-page={active.page}
        >
          <Page key={active.page} goTo={onNavigate} openRequests={onOpenRequests} kinds={kinds} />
        </section>
      </div>
    </Modal>
  );
}

interface MenuEntryProps {
  entry: AgentCentreEntry;
  active: boolean;
  controls: string;
  onSelect: () => void;
}

function MenuEntry({ entry, active, controls, onSelect }: MenuEntryProps) {
  const { t } = useTranslation('agents');
  return (
    <li>
      <button
        type="button"
        className={`agent-centre__entry${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-controls={controls}
        data-page={entry.page}
        onClick={onSelect}
        ref={(node) => {
          // Keep the active entry in view when the menu is a scrolling strip (phones).
          if (node && active) node.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
        }}
      >
        <Icon name={entry.icon} size={20} />
        <span className="agent-centre__entry-label">{t(`menu.${entry.page}`)}</span>
      </button>
    </li>
  );
}

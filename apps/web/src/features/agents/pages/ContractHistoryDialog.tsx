import { useQuery } from '@tanstack/react-query';
import type { ContractKind } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { Tabs } from '../../../shared/ui/form/Tabs';
import { tabPanelProps, useTabsId } from '../../../shared/ui/form/tabIds';
import { Modal } from '../../../shared/ui/Modal';
import { ContractFacts, TiersTable } from '../ContractParts';
import { kindLabel } from '../contractText';
import { QueryResult } from '../DataTable';
import { contractHistoryQuery } from '../queries';

interface ContractHistoryDialogProps {
  /** A direct downline's history; without it, the agent's own (with their payer). */
  username?: string;
  kinds: readonly ContractKind[];
  initialKind?: ContractKind;
  onClose: () => void;
}

/** Every version of a contract of one kind, newest first as the server lists them. */
export function ContractHistoryDialog({ username, kinds, initialKind, onClose }: ContractHistoryDialogProps) {
  const { t } = useTranslation('agents');
  const tabsId = useTabsId();
  const [kind, setKind] = useState<ContractKind>(initialKind ?? kinds[0] ?? 'daily');
  return (
    <Modal
      open
      title={username ? t('history.titleOf', { username }) : t('history.title')}
      onClose={onClose}
      width={720}
      className="agents-dialog"
    >
      <div className="agents-dialog__body">
        {kinds.length > 1 && (
          <Tabs
            tabs={kinds.map((id) => ({ id, label: kindLabel(t, id) }))}
            value={kind}
            onChange={setKind}
            label={t('offer.kind')}
            idBase={tabsId}
          />
        )}
        <div {...(kinds.length > 1 ? tabPanelProps(tabsId, kind) : {})}>
          <HistoryList kind={kind} username={username} />
        </div>
      </div>
    </Modal>
  );
}

function HistoryList({ kind, username }: { kind: ContractKind; username?: string }) {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const history = useQuery(contractHistoryQuery(token, kind, username));
  return (
    <QueryResult
      query={history}
      isEmpty={(data) => data.list.length === 0}
      empty={{ icon: 'list', title: t('history.empty', { kind: kindLabel(t, kind) }) }}
    >
      {(data) => (
        <ol className="agents-history">
          {data.list.map((contract) => (
            <li key={contract.id} className="money-card agents-history__item">
              <h4 className="money-card__title">
                {t('contract.versionShort', { version: contract.version })}
              </h4>
              <ContractFacts contract={contract} viewer={username ? 'payer' : 'agent'} />
              <TiersTable
                tiers={contract.tiers}
                label={t('tier.tableLabel', { version: contract.version })}
              />
            </li>
          ))}
        </ol>
      )}
    </QueryResult>
  );
}

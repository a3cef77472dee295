import { routes } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { Dialog } from '../../shared/ui/Dialog';
import { agentKeys, type AgentContract } from './agentsApi';
import { ContractStatus } from './ContractStatus';
import { When, TierLines } from './parts';
import { useMoney } from './useMoney';

/** Every version between the same payer and agent for the same kind as `contract`, newest first. */
export function ContractHistoryDialog({
  merchant,
  contract,
  onClose,
}: {
  merchant: string;
  contract: AgentContract;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const history = useQuery({
    queryKey: agentKeys.history(merchant, contract.id),
    queryFn: ({ signal }) =>
      callApi(routes.operatorContractHistory, {
        params: { merchantCode: merchant, contractId: contract.id },
        signal,
      }),
  });
  const versions = [...(history.data?.list ?? [])].sort((a, b) => b.version - a.version);
  return (
    <Dialog
      open
      wide
      title={t('agents.history.title', {
        kind: t(`agents.kind.${contract.kind}`),
        agent: contract.agent.username,
      })}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p className="muted agents-flat">
        {contract.payer.member
          ? t('agents.history.betweenUpline', {
              payer: contract.payer.member.username,
              agent: contract.agent.username,
            })
          : t('agents.history.betweenPlatform', { agent: contract.agent.username })}
      </p>
      {history.isPending ? <p className="muted">{t('common.loading')}</p> : null}
      {history.error ? (
        <p className="note note--error" role="alert">
          {errorText(history.error)}
        </p>
      ) : null}
      {history.data ? (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{t('agents.history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agents.contracts.version')}</th>
                <th scope="col">{t('common.status')}</th>
                <th scope="col">{t('agents.history.terms')}</th>
                <th scope="col">{t('agents.history.offeredAt')}</th>
                <th scope="col">{t('agents.contracts.activeFrom')}</th>
                <th scope="col">{t('agents.contracts.endsAt')}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.id} className={version.id === contract.id ? 'agents-current' : undefined}>
                  <th scope="row">
                    {t('agents.contracts.versionN', { version: version.version })}
                    <span className="muted mono agents-block">
                      {t('agents.contractId', { id: version.id })}
                    </span>
                  </th>
                  <td>
                    <ContractStatus contract={version} />
                  </td>
                  <td>
                    {version.kind === 'dividend' ? (
                      <span className="muted agents-block">
                        {t(`agents.period.${version.period}`)} · {t(`agents.carryOver.${version.carryOver}`)}
                      </span>
                    ) : null}
                    <TierLines tiers={version.tiers} format={format} />
                  </td>
                  <td>
                    <When value={version.offeredAt} />
                  </td>
                  <td>
                    <When value={version.activeFrom} />
                  </td>
                  <td>
                    <When value={version.endsAt} />
                    {version.endReason ? (
                      <span className="muted agents-block">
                        {t(`agents.endReason.${version.endReason}`, { defaultValue: version.endReason })}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Dialog>
  );
}

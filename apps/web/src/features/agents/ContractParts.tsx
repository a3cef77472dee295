import type { Contract, ContractTier } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Rate, Time } from './Cells';
import { endReasonText, payerText, useTierConditions } from './contractText';

const STATUS_TONE: Record<Contract['status'], string> = {
  offered: 'wait',
  active: 'ok',
  rejected: 'bad',
  withdrawn: 'bad',
  superseded: 'muted',
  terminated: 'bad',
};

export function StatusChip({ status }: { status: Contract['status'] }) {
  const { t } = useTranslation('agents');
  return <span className={`money-chip money-chip--${STATUS_TONE[status]}`}>{t(`status.${status}`)}</span>;
}

/** A contract's tiers: number, rate, and the conditions each sets. */
export function TiersTable({ tiers, label }: { tiers: readonly ContractTier[]; label: string }) {
  const { t } = useTranslation('agents');
  const conditions = useTierConditions();
  return (
    <div className="agents-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="agents-table agents-table--tiers">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tier.number')}</th>
            <th scope="col" className="agents-table__num">
              {t('tier.rate')}
            </th>
            <th scope="col">{t('tier.conditions')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td className="agents-table__num">
                <Rate value={tier.rate} />
              </td>
              <td>
                <ul className="agents-conditions">
                  {conditions(tier).map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Payer, status, version, period, dates and a pending termination of one contract version. */
export function ContractFacts({ contract, viewer }: { contract: Contract; viewer: 'agent' | 'payer' }) {
  const { t } = useTranslation('agents');
  const termination = contract.terminationRequest;
  return (
    <dl className="money-kv agents-facts">
      <dt>{viewer === 'agent' ? t('contract.payer') : t('contract.agent')}</dt>
      <dd>{viewer === 'agent' ? payerText(t, contract) : contract.agent.username}</dd>
      <dt>{t('contract.status')}</dt>
      <dd>
        <StatusChip status={contract.status} />
      </dd>
      <dt>{t('contract.version')}</dt>
      <dd>{contract.version}</dd>
      <dt>{t('contract.topRate')}</dt>
      <dd>
        <Rate value={contract.topRate} />
      </dd>
      {contract.kind === 'dividend' && (
        <>
          <dt>{t('contract.period')}</dt>
          <dd>{t(`period.${contract.period}`)}</dd>
          <dt>{t('contract.carryOver')}</dt>
          <dd>{t(`carryOver.${contract.carryOver}`)}</dd>
        </>
      )}
      <dt>{t('contract.activeFrom')}</dt>
      <dd>
        <Time value={contract.activeFrom} />
      </dd>
      {contract.endsAt !== null && (
        <>
          <dt>{t('contract.endsAt')}</dt>
          <dd>
            <Time value={contract.endsAt} />
          </dd>
        </>
      )}
      {contract.endReason && (
        <>
          <dt>{t('contract.endReason')}</dt>
          <dd>{endReasonText(t, contract.endReason)}</dd>
        </>
      )}
      {termination && (
        <>
          <dt>{t('contract.termination')}</dt>
          <dd>
            {termination.by === viewer ? t('contract.terminationByYou') : t('contract.terminationByOther')}{' '}
            <Time value={termination.at} />
          </dd>
        </>
      )}
    </dl>
  );
}

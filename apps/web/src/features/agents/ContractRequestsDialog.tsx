import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, ValueOf, Routes } from '@wps/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api/apiError';
import { ltr } from '../../shared/money/moneyForm';
import { ErrorState } from '../../shared/ui/ErrorState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { PageSpinner } from '../../shared/ui/Spinner';
import { Rate, Time } from './Cells';
import { processRequest } from './contractCalls';
import { ContractFacts, TiersTable } from './ContractParts';
import { kindLabel, payerText } from './contractText';
import { rateText } from './format';
import { AGENTS_KEY, contractRequestsQuery } from './queries';

type ContractRequest = ValueOf<Routes['contractRequests']>['list'][number];

interface ContractRequestsDialogProps {
  token: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The contract popup (docs/product.md §States): every request waiting for this member, what
 * accepting it ends, and accept / reject through the process call of its kind. Closes when none
 * remains.
 */
export function ContractRequestsDialog({ token, open, onClose }: ContractRequestsDialogProps) {
  const { t } = useTranslation('agents');
  const requests = useQuery({ ...contractRequestsQuery(token), enabled: open });
  const list = requests.data?.list;
  const empty = open && list !== undefined && list.length === 0 && !requests.isFetching;
  useEffect(() => {
    if (empty) onClose();
  }, [empty, onClose]);

  return (
    <Modal open={open} title={t('requests.title')} onClose={onClose} width={680} className="agents-requests">
      {requests.error ? (
        <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
      ) : !list ? (
        <PageSpinner label={t('common.loading')} />
      ) : (
        <div className="agents-requests__list">
          <p className="money-muted">{t('requests.intro')}</p>
          {list.map((request) => (
            <RequestCard key={`${request.type}:${request.contract.id}`} request={request} />
          ))}
        </div>
      )}
    </Modal>
  );
}

function RequestCard({ request }: { request: ContractRequest }) {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const headingId = useId();
  const contract = request.contract;
  const answer = useMutation({
    mutationFn: (accept: boolean) => processRequest(contract.kind, contract.id, accept),
    // The flags, this list and every contract page change with the answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
  // In a termination the other side asked; in a new request the payer offers.
  const viewer =
    request.type === 'termination' && contract.terminationRequest?.by === 'agent' ? 'payer' : 'agent';
  const from =
    request.type === 'new'
      ? t('requests.fromPayer', { payer: payerText(t, contract) })
      : viewer === 'agent'
        ? t('requests.terminationFromPayer', { payer: payerText(t, contract) })
        : t('requests.terminationFromAgent', { agent: contract.agent.username });

  return (
    <article className="money-card agents-request" aria-labelledby={headingId} data-kind={contract.kind}>
      <div className="money-card__head">
        <h3 id={headingId} className="money-card__title">
          {kindLabel(t, contract.kind)} · {t(`requests.type.${request.type}`)}
        </h3>
      </div>
      <p className="agents-request__from">{from}</p>
      <ContractFacts contract={contract} viewer={viewer} />
      <TiersTable tiers={contract.tiers} label={t('tier.tableLabel', { version: contract.version })} />
      {request.replaces && <ReplacesWarning contract={request.replaces} />}
      {request.endsDownlineContracts.length > 0 && (
        <DownlinesWarning contracts={request.endsDownlineContracts} />
      )}
      {answer.error && <FormAlert>{t(errorKey(answer.error))}</FormAlert>}
      <div className="agents-actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate(false)}
        >
          {request.type === 'new' ? t('requests.reject') : t('requests.keep')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={answer.isPending}
          onClick={() => answer.mutate(true)}
        >
          {request.type === 'new' ? t('requests.accept') : t('requests.acceptTermination')}
        </button>
      </div>
    </article>
  );
}

/** Accepting a change ends the version in force. */
function ReplacesWarning({ contract }: { contract: Contract }) {
  const { t } = useTranslation('agents');
  return (
    <div className="agents-warning" role="note">
      <Icon name="info" size={20} />
      <p>{t('requests.replaces', { version: contract.version, rate: ltr(rateText(contract.topRate)) })}</p>
    </div>
  );
}

/** Accepting a lower rate terminates the agent's own contracts with downlines above it. */
function DownlinesWarning({ contracts }: { contracts: readonly Contract[] }) {
  const { t } = useTranslation('agents');
  const introId = useId();
  return (
    <div className="agents-warning agents-warning--danger" role="note">
      <Icon name="warning" size={20} />
      <div>
        <p id={introId}>{t('requests.endsDownlines')}</p>
        <ul className="agents-warning__list" aria-labelledby={introId}>
          {contracts.map((contract) => (
            <li key={contract.id}>
              <strong>{contract.agent.username}</strong> · {kindLabel(t, contract.kind)} ·{' '}
              {t('contract.versionShort', { version: contract.version })} · <Rate value={contract.topRate} />
              {contract.activeFrom !== null && (
                <>
                  {' '}
                  · <Time value={contract.activeFrom} dateOnly />
                </>
              )}
            </li>
          ))}
        </ul>
        <p>{t('requests.endsDownlinesAfter')}</p>
      </div>
    </div>
  );
}

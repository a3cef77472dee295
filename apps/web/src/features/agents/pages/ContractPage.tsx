import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bill, Contract, ContractKind, Routes, ValueOf } from '@wps/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../shared/api/apiError';
import { ltr } from '../../../shared/money/moneyForm';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { useDialog } from '../../../shared/ui/dialog/useDialog';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { Money, Rate, Signed } from '../Cells';
import { terminateContract } from '../contractCalls';
import { ContractFacts, StatusChip, TiersTable } from '../ContractParts';
import { kindLabel, payerText } from '../contractText';
import { DataTable, QueryResult, type Column } from '../DataTable';
import { isZero, rateText } from '../format';
import { AGENTS_KEY, agentContractsQuery, contractBillsQuery } from '../queries';
import { RangeFilter } from '../RangeFilter';
import { useRangeState } from '../useRangeState';
import { ContractHistoryDialog } from './ContractHistoryDialog';
import { OfferContractDialog } from './OfferContractDialog';
import type { AgentPageProps } from './pageProps';

type AgentContracts = ValueOf<Routes['agentContracts']>;
type DownlineContracts = AgentContracts['downlines'][number];

/** The menu label of each kind's page. */
const PAGE_TITLE: Record<ContractKind, string> = {
  dividend: 'menu.dividend',
  daily: 'menu.salary',
  hourly: 'menu.hourSalary',
  realtime: 'menu.agentRealtimeSalary',
};

/**
 * One contract kind's page (daily wages, hourly salary, real-time salary, dividend record): the
 * agent's own contract with its bills, and the contracts the agent pays its direct downline agents
 * with theirs.
 */
export function ContractPage({ kind, openRequests }: AgentPageProps & { kind: ContractKind }) {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const contracts = useQuery(agentContractsQuery(token, kind));
  return (
    <div className="money-page" data-kind={kind}>
      <h3 className="money-page__title">{t(PAGE_TITLE[kind])}</h3>
      <QueryResult query={contracts}>
        {(data) => (
          <>
            <MyContract kind={kind} mine={data.mine} pending={data.pending} openRequests={openRequests} />
            <BillsSection kind={kind} side="mine" />
            <DownlinesSection kind={kind} data={data} openRequests={openRequests} />
            <BillsSection kind={kind} side="downlines" />
          </>
        )}
      </QueryResult>
    </div>
  );
}

/** Asks to end a contract (or withdraws an offer) after a confirmation; answers the call's error. */
function useTerminate() {
  const { t } = useTranslation('agents');
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (contract: Contract) => terminateContract(contract.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
  const ask = async (contract: Contract, what: 'mine' | 'downline' | 'withdraw') => {
    const choice = await dialog.open({
      icon: 'question',
      title: t(`terminate.${what}.title`),
      message: t(`terminate.${what}.message`, {
        kind: kindLabel(t, contract.kind),
        username: contract.agent.username,
        payer: payerText(t, contract),
      }),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
        { label: t(`terminate.${what}.confirm`), value: 'confirm', variant: 'danger', isDefault: true },
      ],
    });
    if (choice === 'confirm') mutation.mutate(contract);
  };
  return { ask, mutation };
}

interface MyContractProps {
  kind: ContractKind;
  mine: Contract | null;
  pending: Contract | null;
  openRequests: () => void;
}

/** "My contract": the version in force with its payer and tiers, and a change waiting for an answer. */
function MyContract({ kind, mine, pending, openRequests }: MyContractProps) {
  const { t } = useTranslation('agents');
  const headingId = useId();
  const terminate = useTerminate();
  const [history, setHistory] = useState(false);
  const request = mine?.terminationRequest ?? null;
  const canEnd = mine !== null && mine.status === 'active' && mine.endsAt === null && request === null;
  return (
    <section className="money-card" aria-labelledby={headingId}>
      <div className="money-card__head">
        <h4 id={headingId} className="money-card__title">
          {t('mine.title')}
        </h4>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setHistory(true)}>
          {t('mine.history')}
        </button>
      </div>
      {!mine && !pending && <p className="money-muted">{t('mine.none', { kind: kindLabel(t, kind) })}</p>}
      {mine && (
        <>
          <ContractFacts contract={mine} viewer="agent" />
          <TiersTable tiers={mine.tiers} label={t('tier.tableLabel', { version: mine.version })} />
          {request?.by === 'payer' && (
            <div className="agents-notice-row">
              <FormAlert tone="info">{t('mine.payerAskedEnd', { payer: payerText(t, mine) })}</FormAlert>
              <button type="button" className="btn btn--primary btn--sm" onClick={openRequests}>
                {t('mine.answer')}
              </button>
            </div>
          )}
          {request?.by === 'agent' && (
            <FormAlert tone="info">{t('mine.youAskedEnd', { payer: payerText(t, mine) })}</FormAlert>
          )}
          {terminate.mutation.error && <FormAlert>{t(errorKey(terminate.mutation.error))}</FormAlert>}
          {canEnd && (
            <button
              type="button"
              className="btn btn--secondary btn--sm agents-end"
              disabled={terminate.mutation.isPending}
              onClick={() => void terminate.ask(mine, 'mine')}
            >
              {t('mine.askEnd')}
            </button>
          )}
        </>
      )}
      {pending && (
        <div
          className="agents-pending"
          role="group"
          aria-label={t('mine.pendingTitle', { version: pending.version })}
        >
          <h5 className="agents-pending__title">{t('mine.pendingTitle', { version: pending.version })}</h5>
          <p className="money-muted">{t('mine.pendingHint', { payer: payerText(t, pending) })}</p>
          <TiersTable tiers={pending.tiers} label={t('tier.tableLabel', { version: pending.version })} />
          <button type="button" className="btn btn--primary btn--sm" onClick={openRequests}>
            {t('mine.answer')}
          </button>
        </div>
      )}
      {history && <ContractHistoryDialog kinds={[kind]} onClose={() => setHistory(false)} />}
    </section>
  );
}

/** The agent's direct downline agents with their contracts of this kind, and what can be done. */
function DownlinesSection({
  kind,
  data,
  openRequests,
}: {
  kind: ContractKind;
  data: AgentContracts;
  openRequests: () => void;
}) {
  const { t } = useTranslation('agents');
  const headingId = useId();
  const terminate = useTerminate();
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const limit = data.offerLimit;

  const columns: Column<DownlineContracts>[] = [
    { id: 'username', label: t('team.username'), cell: (row) => row.member.username },
    {
      id: 'active',
      label: t('downlines.active'),
      cell: (row) =>
        row.active ? (
          <span className="agents-contract-cell">
            <Rate value={row.active.topRate} /> ·{' '}
            {t('contract.versionShort', { version: row.active.version })}{' '}
            <StatusChip status={row.active.status} />
            {row.active.terminationRequest?.by === 'payer' && (
              <span className="agents-sub">{t('downlines.youAskedEnd')}</span>
            )}
            {row.active.terminationRequest?.by === 'agent' && (
              <span className="agents-sub">
                {t('downlines.theyAskedEnd')}{' '}
                <button type="button" className="text-link" onClick={openRequests}>
                  {t('mine.answer')}
                </button>
              </span>
            )}
          </span>
        ) : (
          <span className="money-muted">{t('downlines.noContract')}</span>
        ),
    },
    {
      id: 'pending',
      label: t('downlines.pending'),
      cell: (row) =>
        row.pending ? (
          <span className="agents-contract-cell">
            <Rate value={row.pending.topRate} /> ·{' '}
            {t('contract.versionShort', { version: row.pending.version })}{' '}
            <StatusChip status={row.pending.status} />
          </span>
        ) : (
          <span aria-hidden="true">—</span>
        ),
    },
    {
      id: 'actions',
      label: t('team.actions'),
      cell: (row) => {
        const active = row.active;
        const canEnd =
          active !== null &&
          active.status === 'active' &&
          active.endsAt === null &&
          !active.terminationRequest;
        return (
          <div className="agents-row-actions">
            {limit !== null && !row.pending && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={t(active ? 'downlines.changeFor' : 'downlines.offerFor', {
                  username: row.member.username,
                })}
                onClick={() => setOfferTo(row.member.username)}
              >
                {active ? t('downlines.change') : t('downlines.offer')}
              </button>
            )}
            {row.pending && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={t('downlines.withdrawFor', { username: row.member.username })}
                disabled={terminate.mutation.isPending}
                onClick={() => void terminate.ask(row.pending!, 'withdraw')}
              >
                {t('downlines.withdraw')}
              </button>
            )}
            {canEnd && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={t('downlines.endFor', { username: row.member.username })}
                disabled={terminate.mutation.isPending}
                onClick={() => void terminate.ask(active, 'downline')}
              >
                {t('downlines.end')}
              </button>
            )}
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              aria-label={t('team.historyOf', { username: row.member.username })}
              onClick={() => setHistoryOf(row.member.username)}
            >
              {t('team.history')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <section className="money-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="money-card__title">
        {t('downlines.title')}
      </h4>
      <p className="money-muted">
        {limit === null
          ? t('offer.noOwnContract', { kind: kindLabel(t, kind) })
          : t('downlines.limit', { rate: ltr(rateText(limit)) })}
      </p>
      {terminate.mutation.error && <FormAlert>{t(errorKey(terminate.mutation.error))}</FormAlert>}
      {data.downlines.length === 0 ? (
        <p className="money-muted">{t('downlines.none')}</p>
      ) : (
        <DataTable
          label={t('downlines.tableLabel', { kind: kindLabel(t, kind) })}
          columns={columns}
          rows={data.downlines}
          rowKey={(row) => String(row.member.id)}
        />
      )}
      {offerTo && (
        <OfferContractDialog
          username={offerTo}
          kinds={[kind]}
          initialKind={kind}
          onClose={() => setOfferTo(null)}
        />
      )}
      {historyOf && (
        <ContractHistoryDialog username={historyOf} kinds={[kind]} onClose={() => setHistoryOf(null)} />
      )}
    </section>
  );
}

const BILL_TONE: Record<Bill['state'], string> = {
  paid: 'ok',
  target_not_reached: 'muted',
  insufficient: 'wait',
  expired: 'bad',
  cancelled: 'bad',
};

/** Bills by period: those paid to the agent (`mine`) or those it pays its downlines, with their state. */
function BillsSection({ kind, side }: { kind: ContractKind; side: 'mine' | 'downlines' }) {
  const { t } = useTranslation('agents');
  const headingId = useId();
  const token = useSessionToken();
  const { range, setRange, page, setPage } = useRangeState('thisMonth');
  const bills = useQuery(contractBillsQuery(token, { kind, side, range, page }));

  const late = (value: string) =>
    isZero(value) ? null : (
      <span className="agents-sub">
        {t('bills.late')} <Signed value={value} />
      </span>
    );
  const columns = (totalPaid: string): Column<Bill>[] => [
    {
      id: 'period',
      label: t('bills.period'),
      cell: (row) => <span className="money-ltr">{row.periodLabel}</span>,
    },
    side === 'mine'
      ? { id: 'payer', label: t('contract.payer'), cell: (row) => payerText(t, row) }
      : { id: 'agent', label: t('contract.agent'), cell: (row) => row.agent.username },
    {
      id: 'validBet',
      label: t('figures.validBet'),
      numeric: true,
      cell: (row) => (
        <>
          <Money value={row.validBet} />
          {late(row.lateValidBet)}
        </>
      ),
    },
    {
      id: 'profitLoss',
      label: t('figures.profitLoss'),
      numeric: true,
      cell: (row) => (
        <>
          <Signed value={row.profitLoss} />
          {late(row.lateProfitLoss)}
        </>
      ),
    },
    { id: 'active', label: t('overview.activeMembers'), numeric: true, cell: (row) => row.activeMembers },
    {
      id: 'tier',
      label: t('bills.tier'),
      numeric: true,
      cell: (row) => (row.tier === null ? '—' : row.tier + 1),
    },
    { id: 'rate', label: t('tier.rate'), numeric: true, cell: (row) => <Rate value={row.rate} /> },
    ...(kind === 'dividend'
      ? [
          {
            id: 'carry',
            label: t('bills.carry'),
            numeric: true,
            cell: (row: Bill) => (
              <>
                <span className="agents-sub">
                  {t('bills.carryIn')} <Signed value={row.carryIn} />
                </span>
                <span className="agents-sub">
                  {t('bills.carryOut')} <Signed value={row.carryOut} />
                </span>
              </>
            ),
          },
        ]
      : []),
    {
      id: 'amount',
      label: t('bills.amount'),
      numeric: true,
      cell: (row) => <Money value={row.amount} />,
      footer: <Money value={totalPaid} />,
    },
    {
      id: 'state',
      label: t('bills.state'),
      cell: (row) => (
        <span className={`money-chip money-chip--${BILL_TONE[row.state]}`}>
          {t(`bills.state.${row.state}`)}
        </span>
      ),
    },
  ];

  return (
    <section className="money-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="money-card__title">
        {side === 'mine' ? t('bills.mine') : t('bills.downlines')}
      </h4>
      <RangeFilter value={range} onChange={setRange} />
      <QueryResult
        query={bills}
        isEmpty={(data) => data.list.length === 0}
        empty={{ icon: 'receipt', title: t('bills.empty') }}
        paging={{ page, totalPages: (data) => data.totalPages, onChange: setPage }}
      >
        {(data) => (
          <DataTable
            label={side === 'mine' ? t('bills.mine') : t('bills.downlines')}
            columns={columns(data.totalPaid)}
            rows={data.list}
            rowKey={(row) => String(row.id)}
            busy={bills.isFetching}
            footerTitle={t('bills.totalPaid')}
          />
        )}
      </QueryResult>
    </section>
  );
}

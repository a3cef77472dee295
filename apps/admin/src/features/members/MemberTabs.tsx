import { BET_STATUSES, buildPath, LIST_EXPORT_MAX_ROWS, routes } from '@wps/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { amount, dateTime } from '../../shared/format';
import { errorText } from '../../shared/i18n/i18n';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { ExportButton } from '../../shared/ui/ExportButton';
import { FilterSelect } from '../../shared/ui/Filters';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { useCursorPages } from '../../shared/ui/useCursorPages';

type BetStatus = (typeof BET_STATUSES)[number];
type Value<R extends keyof typeof routes> = Awaited<ReturnType<typeof callApi<(typeof routes)[R]>>>;
type LedgerEntry = Value<'operatorMemberLedger'>['list'][number];
type Round = Value<'operatorMemberRounds'>['list'][number];
type Session = Value<'operatorMemberSessions'>['list'][number];
type Login = Value<'operatorMemberLogins'>['list'][number];
type Deposit = Value<'operatorDeposits'>['list'][number];
type Withdrawal = Value<'operatorWithdrawals'>['list'][number];

interface TabProps {
  merchant: string;
  memberId: number;
}

const ledgerColumn = createColumnHelper<LedgerEntry>();

/** The member's ledger entries, newest first, by cursor; one wallet or all. */
export function LedgerTab({ merchant, memberId, wallets }: TabProps & { wallets: string[] }) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState('');
  const pages = useCursorPages(wallet);
  const query = { wallet: wallet || undefined, cursor: pages.cursor, pageSize: 50 };
  const list = useQuery({
    queryKey: ['member', merchant, memberId, 'ledger', query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberLedger, {
        params: { merchantCode: merchant, id: memberId },
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      ledgerColumn.accessor('createdAt', {
        header: t('members.time'),
        cell: (info) => dateTime(info.getValue()),
      }),
      ledgerColumn.accessor('type', {
        header: t('members.ledgerType'),
        cell: (info) => (
          <span className="mono">
            {info.getValue()}
            {info.row.original.reversedType ? ` ← ${info.row.original.reversedType}` : ''}
          </span>
        ),
      }),
      ledgerColumn.accessor('wallet', {
        header: t('members.wallet'),
        cell: (info) =>
          info.row.original.kind === 'pending_withdrawal' ? t('members.held') : info.getValue(),
      }),
      ledgerColumn.accessor('amount', {
        header: t('members.amount'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      ledgerColumn.accessor('balanceAfter', {
        header: t('members.balanceAfter'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      ledgerColumn.accessor('meta', {
        header: t('members.reference'),
        cell: (info) => (
          <span className="mono muted">
            {Object.entries(info.getValue())
              .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
              .join(' · ')}
          </span>
        ),
      }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('members.tabs.ledger')}
      columns={columns}
      rows={list.data?.list}
      loading={list.isFetching}
      error={list.error}
      rowKey={(row) => String(row.entryId)}
      paging={pages.pagingFor(list.data?.cursor)}
      toolbar={
        <>
          <FilterSelect
            id="ledger-wallet"
            label={t('members.wallet')}
            value={wallet}
            options={wallets.map((name) => ({
              value: name,
              label: name === 'pending_withdrawal' ? t('members.held') : name,
            }))}
            onChange={setWallet}
          />
          <span className="spacer" />
          <ExportButton
            path={buildPath(routes.operatorMemberLedgerExport.path, { merchantCode: merchant, id: memberId })}
            query={{ wallet: wallet || undefined }}
            name={`member-${memberId}-ledger`}
            maxRows={LIST_EXPORT_MAX_ROWS}
          />
        </>
      }
    />
  );
}

const roundColumn = createColumnHelper<Round>();

function Recall({
  merchant,
  memberId,
  round,
  onClose,
}: TabProps & { round: Round | null; onClose: () => void }) {
  const { t } = useTranslation();
  const recall = useQuery({
    queryKey: ['member', merchant, memberId, 'recall', round?.vassalage, round?.roundId],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberRoundRecall, {
        params: {
          merchantCode: merchant,
          id: memberId,
          vendorCode: round!.vassalage,
          roundId: round!.roundId,
        },
        signal,
      }),
    enabled: round !== null,
  });
  return (
    <Dialog open={round !== null} title={t('members.recall')} onClose={onClose} wide>
      {recall.error ? (
        <p className="note note--error" role="alert">
          {errorText(recall.error)}
        </p>
      ) : !recall.data ? (
        <p className="muted">{t('common.loading')}</p>
      ) : (
        <>
          <dl className="dl">
            <dt>{t('members.game')}</dt>
            <dd>
              {recall.data.record.vendorName} · {recall.data.record.gameName}
            </dd>
            <dt>{t('members.round')}</dt>
            <dd className="mono">{recall.data.record.roundId}</dd>
            <dt>{t('members.bet')}</dt>
            <dd className="num">{amount(recall.data.record.betAmount)}</dd>
            <dt>{t('members.win')}</dt>
            <dd className="num">{amount(recall.data.record.winAmount)}</dd>
            <dt>{t('members.balanceAfter')}</dt>
            <dd className="num">{amount(recall.data.balanceAfter)}</dd>
            {recall.data.verifyUrl ? (
              <>
                <dt>{t('members.verify')}</dt>
                <dd>
                  <a href={recall.data.verifyUrl} target="_blank" rel="noreferrer">
                    {recall.data.verifyUrl}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
          {recall.data.outcome ? (
            <pre className="card mono recall">{JSON.stringify(recall.data.outcome, null, 2)}</pre>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

/** The member's game rounds by cursor, each with its recall. */
export function RoundsTab({ merchant, memberId }: TabProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<BetStatus | ''>('');
  const pages = useCursorPages(`rounds:${status}`);
  const [open, setOpen] = useState<Round | null>(null);
  const filter = { status: status || undefined };
  const query = { ...filter, cursor: pages.cursor, pageSize: 50 };
  const list = useQuery({
    queryKey: ['member', merchant, memberId, 'rounds', query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberRounds, {
        params: { merchantCode: merchant, id: memberId },
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      roundColumn.accessor('betTime', {
        header: t('members.time'),
        cell: (info) => dateTime(info.getValue()),
      }),
      roundColumn.accessor('gameName', {
        header: t('members.game'),
        cell: (info) => `${info.row.original.vendorName} · ${info.getValue()}`,
      }),
      roundColumn.accessor('roundId', {
        header: t('members.round'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      roundColumn.accessor('betAmount', {
        header: t('members.bet'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      roundColumn.accessor('winAmount', {
        header: t('members.win'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      roundColumn.accessor('status', {
        header: t('common.status'),
        cell: (info) => <span className="badge">{t(`members.roundStatus.${info.getValue()}`)}</span>,
      }),
      roundColumn.display({
        id: 'recall',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => (
          <button type="button" className="btn btn--small" onClick={() => setOpen(info.row.original)}>
            {t('members.recall')}
          </button>
        ),
      }),
    ],
    [t],
  );
  return (
    <>
      <DataTable
        caption={t('members.tabs.rounds')}
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => `${row.vassalage}:${row.roundId}`}
        paging={pages.pagingFor(list.data?.cursor)}
        toolbar={
          <>
            <FilterSelect
              id="rounds-status"
              label={t('common.status')}
              value={status}
              options={BET_STATUSES.map((value) => ({ value, label: t(`members.roundStatus.${value}`) }))}
              onChange={(value) => setStatus(value as BetStatus | '')}
            />
            <span className="spacer" />
            <ExportButton
              path={buildPath(routes.operatorMemberRoundExport.path, {
                merchantCode: merchant,
                id: memberId,
              })}
              query={filter}
              name={`member-${memberId}-rounds`}
              maxRows={LIST_EXPORT_MAX_ROWS}
            />
          </>
        }
      />
      <Recall merchant={merchant} memberId={memberId} round={open} onClose={() => setOpen(null)} />
    </>
  );
}

const depositColumn = createColumnHelper<Deposit>();
const withdrawalColumn = createColumnHelper<Withdrawal>();

/** The member's deposits and withdrawals (the finance lists filtered to this member). */
export function OrdersTab({ merchant, memberId }: TabProps) {
  const { t } = useTranslation();
  const [depositPage, setDepositPage] = useState(1);
  const [withdrawalPage, setWithdrawalPage] = useState(1);
  const deposits = useQuery({
    queryKey: ['member', merchant, memberId, 'deposits', depositPage],
    queryFn: ({ signal }) =>
      callApi(routes.operatorDeposits, {
        params: { merchantCode: merchant },
        query: { memberId, pageNo: depositPage, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const withdrawals = useQuery({
    queryKey: ['member', merchant, memberId, 'withdrawals', withdrawalPage],
    queryFn: ({ signal }) =>
      callApi(routes.operatorWithdrawals, {
        params: { merchantCode: merchant },
        query: { memberId, pageNo: withdrawalPage, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const depositColumns = useMemo(
    () => [
      depositColumn.accessor('orderNo', {
        header: t('members.orderNo'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      depositColumn.accessor('createdAt', {
        header: t('members.time'),
        cell: (info) => dateTime(info.getValue()),
      }),
      depositColumn.accessor('channel', { header: t('members.channel') }),
      depositColumn.accessor('amount', {
        header: t('members.amount'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      depositColumn.accessor('status', {
        header: t('common.status'),
        cell: (info) => <span className="badge">{t(`members.roundStatus.${info.getValue()}`)}</span>,
      }),
    ],
    [t],
  );
  const withdrawalColumns = useMemo(
    () => [
      withdrawalColumn.accessor('orderNo', {
        header: t('members.orderNo'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      withdrawalColumn.accessor('createdAt', {
        header: t('members.time'),
        cell: (info) => dateTime(info.getValue()),
      }),
      withdrawalColumn.accessor('account', { header: t('members.payoutAccount') }),
      withdrawalColumn.accessor('amount', {
        header: t('members.amount'),
        meta: { numeric: true },
        cell: (info) => amount(info.getValue()),
      }),
      withdrawalColumn.accessor('status', {
        header: t('common.status'),
        cell: (info) => <span className="badge">{t(`members.roundStatus.${info.getValue()}`)}</span>,
      }),
    ],
    [t],
  );
  return (
    <div className="stack">
      <h3>{t('members.deposits')}</h3>
      <DataTable
        caption={t('members.deposits')}
        columns={depositColumns}
        rows={deposits.data?.list}
        loading={deposits.isFetching}
        error={deposits.error}
        rowKey={(row) => row.orderNo}
        paging={{
          kind: 'offset',
          pageNo: depositPage,
          pages: deposits.data?.totalPages ?? 1,
          total: deposits.data?.total,
          onPage: setDepositPage,
        }}
      />
      <h3>{t('members.withdrawals')}</h3>
      <DataTable
        caption={t('members.withdrawals')}
        columns={withdrawalColumns}
        rows={withdrawals.data?.list}
        loading={withdrawals.isFetching}
        error={withdrawals.error}
        rowKey={(row) => row.orderNo}
        paging={{
          kind: 'offset',
          pageNo: withdrawalPage,
          pages: withdrawals.data?.totalPages ?? 1,
          total: withdrawals.data?.total,
          onPage: setWithdrawalPage,
        }}
      />
    </div>
  );
}

const sessionColumn = createColumnHelper<Session>();
const loginColumn = createColumnHelper<Login>();

/** Live sessions (each can be ended) and the login history (address, country, device, result). */
export function SessionsTab({ merchant, memberId }: TabProps) {
  const { t } = useTranslation();
  const canAct = useCan('editor');
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<Session | null>(null);
  const pages = useCursorPages('logins');
  const sessions = useQuery({
    queryKey: ['member', merchant, memberId, 'sessions'],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberSessions, { params: { merchantCode: merchant, id: memberId }, signal }),
  });
  const query = { cursor: pages.cursor, pageSize: 50 };
  const logins = useQuery({
    queryKey: ['member', merchant, memberId, 'logins', query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorMemberLogins, {
        params: { merchantCode: merchant, id: memberId },
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const sessionColumns = useMemo(
    () => [
      sessionColumn.accessor('createdAt', {
        header: t('members.signedIn'),
        cell: (info) => dateTime(info.getValue()),
      }),
      sessionColumn.accessor('lastSeenAt', {
        header: t('members.lastSeen'),
        cell: (info) => dateTime(info.getValue()),
      }),
      sessionColumn.accessor('ip', {
        header: t('members.address'),
        cell: (info) => <span className="mono">{info.getValue() ?? '—'}</span>,
      }),
      sessionColumn.accessor('userAgent', {
        header: t('members.device'),
        cell: (info) => info.getValue() ?? '—',
      }),
      sessionColumn.display({
        id: 'end',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) =>
          canAct ? (
            <button type="button" className="btn btn--small" onClick={() => setEnding(info.row.original)}>
              {t('members.endSession')}
            </button>
          ) : null,
      }),
    ],
    [t, canAct],
  );
  const loginColumns = useMemo(
    () => [
      loginColumn.accessor('at', { header: t('members.time'), cell: (info) => dateTime(info.getValue()) }),
      loginColumn.accessor('outcome', {
        header: t('members.outcome'),
        cell: (info) => (
          <span className={info.getValue() === 'success' ? 'badge badge--ok' : 'badge badge--warn'}>
            {info.getValue()}
          </span>
        ),
      }),
      loginColumn.accessor('method', { header: t('members.method') }),
      loginColumn.accessor('ip', {
        header: t('members.address'),
        cell: (info) => <span className="mono">{info.getValue() ?? '—'}</span>,
      }),
      loginColumn.accessor('country', {
        header: t('members.country'),
        cell: (info) => info.getValue() ?? '—',
      }),
      loginColumn.accessor('userAgent', {
        header: t('members.device'),
        cell: (info) => info.getValue() ?? '—',
      }),
    ],
    [t],
  );
  return (
    <div className="stack">
      <h3>{t('members.sessions')}</h3>
      <DataTable
        caption={t('members.sessions')}
        columns={sessionColumns}
        rows={sessions.data?.list}
        loading={sessions.isFetching}
        error={sessions.error}
        rowKey={(row) => row.id}
      />
      <h3>{t('members.logins')}</h3>
      <DataTable
        caption={t('members.logins')}
        columns={loginColumns}
        rows={logins.data?.list}
        loading={logins.isFetching}
        error={logins.error}
        rowKey={(row) => String(row.id)}
        paging={pages.pagingFor(logins.data?.cursor)}
      />
      <ReasonDialog
        open={ending !== null}
        title={t('members.endSession')}
        confirmLabel={t('members.endSession')}
        onClose={() => setEnding(null)}
        onConfirm={async (reason) => {
          await callApi(routes.operatorMemberSessionsEnd, {
            params: { merchantCode: merchant, id: memberId },
            body: { reason, sessionId: ending!.id },
          });
          await queryClient.invalidateQueries({ queryKey: ['member', merchant, memberId, 'sessions'] });
        }}
      />
    </div>
  );
}

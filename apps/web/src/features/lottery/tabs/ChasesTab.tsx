import { useQuery } from '@tanstack/react-query';
import { formatAmount, type LotteryGameDetail } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useCurrency } from '../../../shared/money/moneyForm';
import { useSessionToken } from '../../../shared/storage/useSessionToken';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Modal } from '../../../shared/ui/Modal';
import { Pagination } from '../../../shared/ui/Pagination';
import { PageSpinner } from '../../../shared/ui/Spinner';
import type { LotteryAuth } from '../auth';
import { StatusChip } from '../parts/StatusChip';
import { chasesQuery } from '../queries';
import { MemberOnly } from './MemberOnly';
import { Orders } from './OrdersTab';

interface ChasesTabProps {
  setting: LotteryGameDetail;
  auth: LotteryAuth;
  gameName: (code: string) => string;
}

/** The member's chases; one opens its orders. */
export function ChasesTab({ setting, auth, gameName }: ChasesTabProps) {
  const token = useSessionToken();
  if (!token) return <MemberOnly auth={auth} />;
  return <Chases token={token} setting={setting} gameName={gameName} />;
}

function Chases({
  token,
  setting,
  gameName,
}: {
  token: string;
  setting: LotteryGameDetail;
  gameName: (code: string) => string;
}) {
  const { t } = useTranslation('lottery');
  const currency = useCurrency();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const chases = useQuery(chasesQuery(token, page));
  if (chases.error) return <ErrorState error={chases.error} onRetry={() => void chases.refetch()} />;
  if (!chases.data) return <PageSpinner label={t('lottery.loading')} />;
  if (chases.data.list.length === 0) return <EmptyState icon="ticket" title={t('lottery.chases.empty')} />;
  const money = (amount: string) => <span className="money-amount">{formatAmount(amount, currency)}</span>;
  return (
    <>
      <ul className="lottery-orders">
        {chases.data.list.map((chase) => (
          <li key={chase.chaseNo} className="lottery-order">
            <div className="lottery-order__head">
              <span className="money-ltr lottery-order__no">{chase.chaseNo}</span>
              <StatusChip status={chase.status} />
            </div>
            <p className="lottery-note">
              {gameName(chase.gameCode)} · {formatDateTime(chase.createdAt)}
              {chase.stopOnWin && ` · ${t('lottery.chase.stopOnWin')}`}
            </p>
            <dl className="lottery-order__figures">
              <div>
                <dt>{t('lottery.chases.periods')}</dt>
                <dd>{chase.periods}</dd>
              </div>
              <div>
                <dt>{t('lottery.chases.waiting')}</dt>
                <dd>{chase.waiting}</dd>
              </div>
              <div>
                <dt>{t('lottery.chases.won')}</dt>
                <dd>{chase.won}</dd>
              </div>
              <div>
                <dt>{t('lottery.orders.cost')}</dt>
                <dd>{money(chase.cost)}</dd>
              </div>
              <div>
                <dt>{t('lottery.orders.win')}</dt>
                <dd>{money(chase.win)}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => setOpen(chase.chaseNo)}
            >
              {t('lottery.chases.open')}
            </button>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={chases.data.totalPages} onChange={setPage} />
      <Modal
        open={open !== null}
        title={t('lottery.chases.title', { chaseNo: open ?? '' })}
        onClose={() => setOpen(null)}
      >
        {open && <Orders token={token} filter={{ chaseNo: open }} setting={setting} />}
      </Modal>
    </>
  );
}

import { routes } from '@wps/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { MemberCell, Stacked, When } from '../../shared/ui/cells';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { useMoney } from '../../shared/useMoney';
import { PAGE_SIZE, promotionKeys, type PromotionRaffle, type PromotionRaffleDraw } from './promotionsApi';
import { shortHash } from './raffleForm';

const column = createColumnHelper<PromotionRaffleDraw>();

/** A long hash or seed, shortened, whole on hover, with a button that copies it whole. */
function Copyable({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard (insecure page, denied): the whole text stays in the title to select.
    }
  };
  return (
    <span className="promo-copy">
      <span className="mono" title={text}>
        {shortHash(text)}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-label={t('promotions.raffles.draws.copy', { what: label })}
        onClick={() => void copy()}
      >
        {copied ? t('promotions.raffles.draws.copied') : '⧉'}
      </button>
    </span>
  );
}

/**
 * A raffle's draws, newest first, a page at a time: who drew what and when, with what each draw
 * needs to be verified (the nonce, the client seed, the committed seed hash, and the server seed
 * once the member rotated it).
 */
export function RaffleDrawsDialog({
  merchant,
  raffle,
  onClose,
}: {
  merchant: string;
  raffle: PromotionRaffle;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const money = useMoney(raffle.currency);
  const query = { pageNo, pageSize: PAGE_SIZE };
  const draws = useQuery({
    queryKey: [...promotionKeys.raffleDraws(merchant, raffle.id), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorRaffleDraws, {
        params: { merchantCode: merchant, raffleId: raffle.id },
        query,
        signal,
      }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('promotions.raffles.draws.time'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('username', {
        header: t('promotions.member'),
        cell: (info) => (
          <MemberCell merchant={merchant} username={info.getValue()} id={info.row.original.memberId} />
        ),
      }),
      column.accessor('prizeId', {
        header: t('promotions.raffles.prizeId'),
        cell: (info) => (
          <Stacked
            main={<span className="mono">{info.getValue()}</span>}
            sub={t('promotions.raffles.draws.index', { index: info.row.original.index })}
          />
        ),
      }),
      column.accessor('amount', {
        header: t('promotions.amount'),
        meta: { numeric: true },
        cell: (info) => money(info.getValue()),
      }),
      column.accessor('nonce', { header: t('promotions.raffles.draws.nonce'), meta: { numeric: true } }),
      column.accessor('clientSeed', {
        header: t('promotions.raffles.draws.clientSeed'),
        cell: (info) => (
          <Copyable
            text={info.getValue()}
            label={t('promotions.raffles.draws.clientSeedOf', { id: info.row.original.id })}
          />
        ),
      }),
      column.accessor('seedHash', {
        header: t('promotions.raffles.draws.seedHash'),
        cell: (info) => (
          <Copyable
            text={info.getValue()}
            label={t('promotions.raffles.draws.seedHashOf', { id: info.row.original.id })}
          />
        ),
      }),
      column.accessor('serverSeed', {
        header: t('promotions.raffles.draws.serverSeed'),
        cell: (info) => {
          const seed = info.getValue();
          return seed ? (
            <Copyable
              text={seed}
              label={t('promotions.raffles.draws.serverSeedOf', { id: info.row.original.id })}
            />
          ) : (
            <span className="muted">{t('promotions.raffles.draws.notRevealed')}</span>
          );
        },
      }),
    ],
    [t, merchant, money],
  );

  return (
    <Dialog
      open
      wide
      title={t('promotions.raffles.draws.title', { title: raffle.title.EN, id: raffle.id })}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p className="muted promo-flat">{t('promotions.raffles.draws.explain')}</p>
      <div className="table-sticky-actions">
        <DataTable
          caption={t('promotions.raffles.draws.caption', { title: raffle.title.EN })}
          columns={columns}
          rows={draws.data?.list}
          loading={draws.isFetching}
          error={draws.error}
          rowKey={(row) => String(row.id)}
          empty={t('promotions.raffles.draws.empty')}
          paging={{
            kind: 'offset',
            pageNo,
            pages: draws.data?.totalPages ?? 1,
            onPage: setPageNo,
          }}
        />
      </div>
    </Dialog>
  );
}

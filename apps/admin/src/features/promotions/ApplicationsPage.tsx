import { APPLICATION_STATES, moneyInputSchema, routes } from '@wps/contracts';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { idOf, oneOf, pageOf, waitingFirst } from '../../shared/lists';
import { useMerchantCode } from '../../shared/merchant';
import { urlPaging, useUrlFilters } from '../../shared/searchParams';
import { useCan } from '../../shared/session/operator';
import { Facts, MemberCell, ShortText, Stacked, When } from '../../shared/ui/cells';
import { Dialog } from '../../shared/ui/Dialog';
import { FilterSelect } from '../../shared/ui/Filters';
import { FormField } from '../../shared/ui/FormField';
import { ActionsHeader, ListPage, RowActions, RowButton } from '../../shared/ui/ListPage';
import { SubjectReasonDialog } from '../../shared/ui/ReasonDialog';
import { useMoney } from '../../shared/useMoney';
import { useActivityChoices } from './hooks';
import { ActivityFilter, ApplicationStateBadge } from './parts';
import {
  PAGE_SIZE,
  promotionErrorText,
  promotionKeys,
  withPromotionError,
  type PromotionActivity,
  type PromotionApplication,
} from './promotionsApi';
import { isImageDataUrl } from './rules';
import './promotions.css';

const FILTERS = ['state', 'activity', 'page'] as const;
const column = createColumnHelper<PromotionApplication>();
/** The waiting queue is read again this often (no live channel carries applications). */
const POLL_MS = 30_000;

/** The application's images, fetched one by one when its detail opens (data URLs up to 5 MB each). */
function ApplicationImages({
  merchant,
  application,
}: {
  merchant: string;
  application: PromotionApplication;
}) {
  const { t } = useTranslation();
  const indexes = Array.from({ length: Math.min(application.imageCount, 3) }, (_, index) => index);
  const images = useQueries({
    queries: indexes.map((index) => ({
      queryKey: promotionKeys.image(merchant, application.id, index),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(routes.operatorPromotionApplicationImage, {
          params: { merchantCode: merchant, applicationId: application.id, index },
          signal,
        }),
      staleTime: Infinity,
    })),
  });
  if (indexes.length === 0)
    return <p className="muted promo-flat">{t('promotions.applications.noImages')}</p>;
  return (
    <ul className="promo-images">
      {images.map((image, index) => (
        <li key={index}>
          {image.isPending ? (
            <p className="muted promo-flat">{t('promotions.applications.imageLoading', { n: index + 1 })}</p>
          ) : image.isError ? (
            <p className="note note--error promo-flat" role="alert">
              {promotionErrorText(image.error)}
            </p>
          ) : isImageDataUrl(image.data.dataUrl) ? (
            <figure className="promo-figure">
              <img
                src={image.data.dataUrl}
                alt={t('promotions.applications.imageAlt', { n: index + 1, username: application.username })}
              />
              <figcaption>
                <a
                  className="btn btn--small"
                  href={image.data.dataUrl}
                  download={`application-${application.id}-${index + 1}.${image.data.dataUrl.startsWith('data:image/png') ? 'png' : 'jpg'}`}
                >
                  {t('promotions.applications.download', { n: index + 1 })}
                </a>
              </figcaption>
            </figure>
          ) : (
            <p className="muted promo-flat">
              {t('promotions.applications.imageUnreadable', { n: index + 1 })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

type Deciding = { application: PromotionApplication; approve: boolean };

/**
 * Applications to application and messaging-ID activities, the waiting ones first: the member's
 * remark, messaging ID and images; an editor approves (the activity's fixed reward, or another
 * amount) or rejects each one with a reason.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const merchant = useMerchantCode();
  const canDecide = useCan('editor');
  const queryClient = useQueryClient();
  const [filters, update] = useUrlFilters(FILTERS);
  const [details, setDetails] = useState<PromotionApplication | null>(null);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [amount, setAmount] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const choices = useActivityChoices(merchant);
  const query = {
    state: oneOf(APPLICATION_STATES, filters.state),
    activityId: idOf(filters.activity),
    pageNo: pageOf(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...promotionKeys.applications(merchant), query],
    queryFn: ({ signal }) =>
      callApi(routes.operatorPromotionApplications, { params: { merchantCode: merchant }, query, signal }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
  const rows = useMemo(
    () => (list.data ? waitingFirst(list.data.list, (row) => row.state === 'applying') : undefined),
    [list.data],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: promotionKeys.all(merchant) });
  const activityOf = (id: number): PromotionActivity | undefined =>
    choices.list.find((activity) => activity.id === id);
  const money = useMoney(choices.list[0]?.currency);

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('common.createdAt'),
        cell: (info) => <When value={info.getValue()} />,
      }),
      column.accessor('username', {
        header: t('promotions.member'),
        cell: (info) => (
          <MemberCell merchant={merchant} username={info.getValue()} id={info.row.original.memberId} />
        ),
      }),
      column.accessor('activityTitle', {
        header: t('promotions.activity'),
        cell: (info) => <Stacked main={info.getValue()} sub={`#${info.row.original.activityId}`} />,
      }),
      column.accessor('state', {
        header: t('common.status'),
        cell: (info) => (
          <span className="promo-stack">
            <ApplicationStateBadge state={info.getValue()} />
            {info.row.original.decidedBy ? (
              <span className="muted">
                {t('promotions.decidedBy', { name: info.row.original.decidedBy })}
              </span>
            ) : null}
          </span>
        ),
      }),
      column.accessor('remark', {
        header: t('promotions.applications.remark'),
        cell: (info) => <ShortText text={info.getValue()} />,
      }),
      column.display({
        id: 'evidence',
        header: t('promotions.applications.evidence'),
        cell: (info) => (
          <Stacked
            main={t('promotions.applications.images', { count: info.row.original.imageCount })}
            sub={
              info.row.original.messagingId
                ? t('promotions.applications.messagingShort', { id: info.row.original.messagingId })
                : null
            }
          />
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <ActionsHeader />,
        cell: (info) => {
          const application = info.row.original;
          const review = canDecide && application.state === 'applying';
          const names = { id: application.id, username: application.username };
          return (
            <RowActions>
              <RowButton
                label={t(review ? 'promotions.applications.review' : 'promotions.applications.open')}
                name={t(
                  review ? 'promotions.applications.reviewFor' : 'promotions.applications.openFor',
                  names,
                )}
                tone={review ? 'primary' : undefined}
                onClick={() => setDetails(application)}
              />
            </RowActions>
          );
        },
      }),
    ],
    [t, merchant, canDecide],
  );

  const decide = async ({ application, approve }: Deciding, reason: string) => {
    const typed = amount.trim();
    if (approve && typed && !moneyInputSchema.safeParse(typed).success)
      throw new Error(t('promotions.applications.amountFormat'));
    const saved = await withPromotionError(
      () =>
        callApi(routes.operatorDecideApplication, {
          params: { merchantCode: merchant, applicationId: application.id },
          body: { approve, reason, ...(approve && typed ? { amount: typed } : {}) },
        }),
      {
        overrides: {
          // The only field the server checks beyond the schema: no amount where the activity has none.
          'validation.failed': 'promotions.applications.amountRequired',
          'promotion.application.state': 'promotions.applications.decidedAlready',
          'not.found': 'promotions.applications.notFound',
        },
        onRefused: refresh,
      },
    );
    setOutcome(
      t(`promotions.applications.decided.${saved.state}`, { id: saved.id, username: saved.username }),
    );
    await refresh();
  };

  const open = (approve: boolean) => {
    if (!details) return;
    setAmount('');
    setDeciding({ application: details, approve });
    setDetails(null);
  };
  const detailsActivity = details ? activityOf(details.activityId) : undefined;
  const decidingActivity = deciding ? activityOf(deciding.application.activityId) : undefined;
  const filtered = Boolean(query.state || query.activityId);

  return (
    <ListPage
      title={t('promotions.applications.title')}
      description={t('promotions.applications.description')}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      columns={columns}
      rows={rows}
      loading={list.isFetching && !list.isRefetching}
      error={list.error}
      empty={filtered ? t('promotions.applications.emptyFiltered') : t('promotions.applications.empty')}
      paging={urlPaging(query.pageNo, list.data?.totalPages, update)}
      toolbar={
        <>
          <FilterSelect
            id="applications-state"
            label={t('common.status')}
            value={query.state}
            options={APPLICATION_STATES.map((value) => ({
              value,
              label: t(`promotions.applicationState.${value}`),
            }))}
            onChange={(value) => update({ state: value, page: '' })}
          />
          <ActivityFilter
            id="applications-activity"
            activityId={query.activityId}
            options={choices.options}
            onChange={(value) => update({ activity: value, page: '' })}
          />
        </>
      }
    >
      <Dialog
        open={details !== null}
        wide
        title={
          details
            ? t('promotions.applications.detailTitle', { id: details.id, username: details.username })
            : ''
        }
        onClose={() => setDetails(null)}
        footer={
          details && canDecide && details.state === 'applying' ? (
            <>
              <button type="button" className="btn btn--danger" onClick={() => open(false)}>
                {t('promotions.reject')}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => open(true)}>
                {t('promotions.approve')}
              </button>
            </>
          ) : (
            <button type="button" className="btn" onClick={() => setDetails(null)}>
              {t('common.close')}
            </button>
          )
        }
      >
        {details ? (
          <>
            <Facts
              rows={[
                [t('promotions.member'), details.username],
                [t('promotions.activity'), `${details.activityTitle} (#${details.activityId})`],
                [t('common.status'), <ApplicationStateBadge key="state" state={details.state} />],
                [t('promotions.applications.remark'), details.remark || '—'],
                [t('promotions.applications.messagingId'), details.messagingId],
                [t('common.createdAt'), dateTime(details.createdAt)],
                [
                  t('promotions.decided'),
                  details.decidedBy ? `${details.decidedBy} · ${dateTime(details.decidedAt)}` : null,
                ],
                [t('common.reason'), details.reason],
                [t('promotions.applications.bonus'), details.bonusId === null ? null : `#${details.bonusId}`],
                [
                  t('promotions.applications.reward'),
                  detailsActivity ? money(detailsActivity.reward.fixed) : null,
                ],
              ]}
            />
            <section className="stack promo-section" aria-label={t('promotions.applications.imagesTitle')}>
              <h3>{t('promotions.applications.imagesTitle')}</h3>
              <ApplicationImages merchant={merchant} application={details} />
            </section>
          </>
        ) : null}
      </Dialog>

      <SubjectReasonDialog
        subject={deciding}
        title={({ application, approve }) =>
          t(approve ? 'promotions.applications.approveTitle' : 'promotions.applications.rejectTitle', {
            id: application.id,
            username: application.username,
          })
        }
        confirmLabel={({ approve }) => t(approve ? 'promotions.approve' : 'promotions.reject')}
        danger={({ approve }) => !approve}
        onClose={() => setDeciding(null)}
        onConfirm={decide}
      >
        {({ approve }) =>
          approve ? (
            <FormField
              label={t('promotions.applications.amount')}
              hint={
                decidingActivity
                  ? t('promotions.applications.amountHint', { amount: money(decidingActivity.reward.fixed) })
                  : t('promotions.applications.amountHintUnknown')
              }
            >
              {(control) => (
                <input
                  className="input num"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                  {...control}
                />
              )}
            </FormField>
          ) : (
            <p className="promo-flat">{t('promotions.applications.rejectExplain')}</p>
          )
        }
      </SubjectReasonDialog>
    </ListPage>
  );
}

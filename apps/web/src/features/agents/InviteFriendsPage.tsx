import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Routes, ValueOf } from '@wps/contracts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorKey, isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { QrCode } from '../../shared/ui/QrCode';
import { Time } from './Cells';
import { copyText } from '../../shared/ui/clipboard';
import { DataTable, QueryResult, type Column } from './DataTable';
import { fieldErrorText } from './fieldErrors';
import { AGENTS_KEY, inviteLinksQuery } from './queries';
import { SelectField } from './SelectField';
import '../../shared/money/money-page.css';
import './agents.css';

type InviteLink = ValueOf<Routes['inviteLinks']>['own'];

/**
 * Invite friends for agents (member centre `referral`): the agent's own invitation code and link with
 * its QR code, the extra links (members or agents, with an expiry) and how many registered with each.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation('agents');
  const token = useSessionToken();
  const links = useQuery(inviteLinksQuery(token));
  return (
    <div className="money-page agents-invite">
      <h3 className="money-page__title">{t('invite.title')}</h3>
      <QueryResult query={links}>
        {(data) => (
          <>
            <OwnLink link={data.own} />
            <CreateLinkForm />
            <LinksList list={data.list} />
          </>
        )}
      </QueryResult>
    </div>
  );
}

/** Copy buttons announce what happened in one polite live region. */
function useCopy() {
  const { t } = useTranslation('agents');
  const [status, setStatus] = useState('');
  const copy = async (text: string, what: string) => {
    setStatus((await copyText(text)) ? t('invite.copied', { what }) : t('invite.copyFailed'));
  };
  return { status, copy };
}

function OwnLink({ link }: { link: InviteLink }) {
  const { t } = useTranslation('agents');
  const headingId = useId();
  const { status, copy } = useCopy();
  return (
    <section className="money-card agents-own-link" aria-labelledby={headingId}>
      <h4 id={headingId} className="money-card__title">
        {t('invite.own')}
      </h4>
      <div className="agents-own-link__body">
        <QrCode text={link.url} size={180} label={t('invite.qrOf', { code: link.code })} />
        <dl className="money-kv agents-own-link__facts">
          <dt>{t('invite.code')}</dt>
          <dd className="money-ltr agents-code agents-code--large">{link.code}</dd>
          <dt>{t('invite.link')}</dt>
          <dd className="money-ltr agents-url">{link.url}</dd>
          <dt>{t('invite.accountType')}</dt>
          <dd>{t(`accountType.${link.accountType}`)}</dd>
          <dt>{t('invite.registrations')}</dt>
          <dd>{link.registrations}</dd>
        </dl>
      </div>
      <div className="agents-actions agents-actions--start">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => void copy(link.code, t('invite.code'))}
        >
          {t('invite.copyCode')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={() => void copy(link.url, t('invite.link'))}
        >
          {t('invite.copyLink')}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {status && (
        <p className="money-muted" aria-hidden="true">
          {status}
        </p>
      )}
    </section>
  );
}

interface CreateValues {
  accountType: 'member' | 'agent';
  expiry: 'never' | 'days';
  days: string;
}

function CreateLinkForm() {
  const { t } = useTranslation('agents');
  const headingId = useId();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<InviteLink | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<CreateValues>({ defaultValues: { accountType: 'member', expiry: 'never', days: '30' } });
  const expiry = useWatch({ control, name: 'expiry' });
  const create = useMutation({
    mutationFn: (values: CreateValues) =>
      callApi(routes.createInviteLink, {
        body: {
          accountType: values.accountType,
          expiresInDays: values.expiry === 'never' ? null : Number(values.days.trim()),
        },
      }),
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setCreated(null);
    try {
      const link = await create.mutateAsync(values);
      setCreated(link);
      void queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
    } catch (error) {
      const days = isApiError(error) ? error.fields?.expiresInDays : undefined;
      if (days) setError('days', { type: 'server', message: fieldErrorText(t, days) }, { shouldFocus: true });
      else setFormError(t(errorKey(error)));
    }
  });

  return (
    <section className="money-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="money-card__title">
        {t('invite.create')}
      </h4>
      <form className="money-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <div className="money-form__row">
          <SelectField
            label={t('invite.accountType')}
            options={[
              { value: 'member', label: t('accountType.member') },
              { value: 'agent', label: t('accountType.agent') },
            ]}
            {...register('accountType')}
          />
          <fieldset className="agents-radios">
            <legend className="field__label">{t('invite.expiry')}</legend>
            <label className="agents-radio">
              <input type="radio" value="never" {...register('expiry')} />
              <span>{t('invite.never')}</span>
            </label>
            <label className="agents-radio">
              <input type="radio" value="days" {...register('expiry')} />
              <span>{t('invite.afterDays')}</span>
            </label>
          </fieldset>
          {expiry === 'days' && (
            <TextField
              label={t('invite.days')}
              inputMode="numeric"
              autoComplete="off"
              hint={t('invite.daysHint')}
              error={errors.days?.message}
              {...register('days', {
                validate: (value) =>
                  (/^\d{1,3}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 365) ||
                  t('invite.daysHint'),
              })}
            />
          )}
        </div>
        {formError && <FormAlert>{formError}</FormAlert>}
        {created && (
          <FormAlert tone="success">
            {t('invite.createdLink')} <span className="money-ltr agents-url">{created.url}</span>
          </FormAlert>
        )}
        <button type="submit" className="btn btn--primary money-form__submit" disabled={create.isPending}>
          {t('invite.createSubmit')}
        </button>
      </form>
    </section>
  );
}

function LinksList({ list }: { list: readonly InviteLink[] }) {
  const { t } = useTranslation('agents');
  const headingId = useId();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const { status, copy } = useCopy();
  const [qrOf, setQrOf] = useState<InviteLink | null>(null);
  const [now] = useState(() => Date.now());
  const remove = useMutation({
    mutationFn: (code: string) => callApi(routes.deleteInviteLink, { params: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
  const askDelete = async (link: InviteLink) => {
    const choice = await dialog.open({
      icon: 'question',
      title: t('invite.deleteTitle'),
      message: t('invite.deleteMessage', { code: link.code }),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
        { label: t('invite.delete'), value: 'delete', variant: 'danger', isDefault: true },
      ],
    });
    if (choice === 'delete') remove.mutate(link.code);
  };

  const columns: Column<InviteLink>[] = [
    {
      id: 'code',
      label: t('invite.code'),
      cell: (row) => <span className="money-ltr agents-code">{row.code}</span>,
    },
    {
      id: 'url',
      label: t('invite.link'),
      cell: (row) => <span className="money-ltr agents-url">{row.url}</span>,
    },
    { id: 'type', label: t('invite.accountType'), cell: (row) => t(`accountType.${row.accountType}`) },
    {
      id: 'registrations',
      label: t('invite.registrations'),
      numeric: true,
      cell: (row) => row.registrations,
    },
    { id: 'created', label: t('invite.created'), cell: (row) => <Time value={row.createdAt} /> },
    {
      id: 'expires',
      label: t('invite.expires'),
      cell: (row) =>
        row.expiresAt === null ? (
          t('invite.never')
        ) : row.expiresAt <= now ? (
          <span className="money-chip money-chip--bad">{t('invite.expired')}</span>
        ) : (
          <Time value={row.expiresAt} />
        ),
    },
    {
      id: 'actions',
      label: t('team.actions'),
      cell: (row) => (
        <div className="agents-row-actions">
          <button
            type="button"
            className="icon-btn"
            aria-label={t('invite.showQr', { code: row.code })}
            onClick={() => setQrOf(row)}
          >
            <Icon name="qr" size={20} />
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label={t('invite.copyLinkOf', { code: row.code })}
            onClick={() => void copy(row.url, t('invite.link'))}
          >
            {t('invite.copy')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-label={t('invite.deleteOf', { code: row.code })}
            disabled={remove.isPending}
            onClick={() => void askDelete(row)}
          >
            {t('invite.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="money-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="money-card__title">
        {t('invite.links')}
      </h4>
      {remove.error && <FormAlert>{t(errorKey(remove.error))}</FormAlert>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {list.length === 0 ? (
        <p className="money-muted">{t('invite.noLinks')}</p>
      ) : (
        <DataTable label={t('invite.links')} columns={columns} rows={list} rowKey={(row) => row.code} />
      )}
      {qrOf && (
        <Modal
          open
          title={t('invite.qrTitle', { code: qrOf.code })}
          onClose={() => setQrOf(null)}
          width={320}
        >
          <div className="agents-qr-dialog">
            <QrCode text={qrOf.url} size={200} label={t('invite.qrOf', { code: qrOf.code })} />
            <p className="money-ltr agents-url">{qrOf.url}</p>
          </div>
        </Modal>
      )}
    </section>
  );
}

import { routes } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { merchantsQuery } from '../../shared/merchant';
import { useCan } from '../../shared/session/operator';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { PageHeader } from '../../shared/ui/PageHeader';
import { TextField } from './fields';
import { EditableContext } from './formContext';
import { errorSlot, schemaResolver, serverProblems } from './formLogic';
import { ProfileFields } from './sectionForms';
import './settings.css';

type MerchantRow = Awaited<ReturnType<typeof callApi<typeof routes.merchantList>>>[number];
const column = createColumnHelper<MerchantRow>();

const createSchema = routes.merchantCreate.body!;
const blank = () => ({
  code: '',
  profile: { name: '', domains: [] as string[], mainDomain: '', analyticsId: null, timeZone: 'UTC' },
});

/** The server names a taken domain by `domains` alone; it belongs to the profile here. */
const formKey = (key: string) => (key === '_' ? 'root' : key === 'domains' ? 'profile.domains' : key);

function CreateMerchant({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (code: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver(createSchema, t), [t]);
  const form = useForm<FieldValues>({ defaultValues: blank(), resolver, reValidateMode: 'onChange' });
  const close = () => {
    form.reset(blank());
    setRefusal(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const created = await callApi(routes.merchantCreate, {
        body: values as { code: string; profile: typeof values.profile },
      });
      await queryClient.invalidateQueries({ queryKey: merchantsQuery().queryKey });
      form.reset(blank());
      onCreated(created.code);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'validation.failed' && error.fields) {
        const current = form.getValues();
        for (const problem of serverProblems(error.fields, t, formKey))
          form.setError(errorSlot(current, problem.path), { type: 'server', message: problem.message });
        setRefusal(t('settings.merchants.refused'));
        return;
      }
      setRefusal(errorText(error));
    }
  });
  return (
    <Dialog
      open={open}
      title={t('settings.merchants.create')}
      onClose={close}
      wide
      footer={
        <>
          <button type="button" className="btn" onClick={close}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form="merchant-create"
            className="btn btn--primary"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? t('settings.saving') : t('settings.merchants.createSubmit')}
          </button>
        </>
      }
    >
      <EditableContext.Provider value>
        <FormProvider {...form}>
          <form id="merchant-create" className="stack" onSubmit={submit} noValidate>
            <p className="muted">{t('settings.merchants.createIntro')}</p>
            <div className="form-grid">
              <TextField
                name="code"
                label={t('settings.merchants.code')}
                hint={t('settings.merchants.codeHint')}
                mono
                lowerCase
                maxLength={20}
              />
            </div>
            <ProfileFields prefix="profile" />
            {refusal ? (
              <p className="note note--error" role="alert">
                {refusal}
              </p>
            ) : null}
          </form>
        </FormProvider>
      </EditableContext.Provider>
    </Dialog>
  );
}

/** Merchants (white labels): code, name and domains; admins add new ones. */
export default function MerchantsPage() {
  const { t } = useTranslation();
  const canCreate = useCan('admin');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const list = useQuery({ ...merchantsQuery(), staleTime: 15_000 });
  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: t('settings.merchants.code'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('name', { header: t('settings.merchants.name') }),
      column.accessor('domains', {
        header: t('settings.merchants.domains'),
        cell: (info) =>
          info.getValue().length === 0 ? (
            <span className="muted">{t('settings.merchants.noDomains')}</span>
          ) : (
            <ul className="settings-domains">
              {info.getValue().map((domain) => (
                <li key={domain} className="mono">
                  {domain}
                </li>
              ))}
            </ul>
          ),
      }),
      column.display({
        id: 'settings',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => (
          <Link
            className="btn btn--small"
            to={`/m/${info.row.original.code}/settings/profile`}
            aria-label={t('settings.merchants.openSettingsOf', { name: info.row.original.name })}
          >
            {t('settings.merchants.openSettings')}
          </Link>
        ),
      }),
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('settings.merchants.title')}
        description={t('settings.merchants.description')}
        actions={
          canCreate ? (
            <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
              {t('settings.merchants.create')}
            </button>
          ) : null
        }
      />
      {created ? (
        <p className="note note--ok row" role="status">
          <span>{t('settings.merchants.created', { code: created })}</span>
          <Link to={`/m/${created}/settings/profile`}>{t('settings.merchants.openSettings')}</Link>
        </p>
      ) : null}
      <DataTable
        caption={t('settings.merchants.title')}
        columns={columns}
        rows={list.data}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => row.code}
        empty={t('settings.merchants.empty')}
      />
      {canCreate ? (
        <CreateMerchant
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(code) => setCreated(code)}
        />
      ) : null}
    </>
  );
}

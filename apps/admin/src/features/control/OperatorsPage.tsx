import { OPERATOR_ROLES, operatorCreateSchema, routes, type OperatorRole } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { errorText } from '../../shared/i18n/i18n';
import { DataTable } from '../../shared/ui/DataTable';
import { Dialog } from '../../shared/ui/Dialog';
import { PageHeader } from '../../shared/ui/PageHeader';

type OperatorRow = Awaited<ReturnType<typeof callApi<typeof routes.operatorList>>>[number];
const column = createColumnHelper<OperatorRow>();

function CreateOperator({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<{ username: string; password: string; role: OperatorRole }>({
    defaultValues: { username: '', password: '', role: 'viewer' },
  });
  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const parsed = operatorCreateSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path[0] as 'username' | 'password', {
          message: t(issue.path[0] === 'password' ? 'auth.passwordRule' : 'control.operators.usernameRule'),
        });
      return;
    }
    try {
      await callApi(routes.operatorCreate, { body: parsed.data });
      await queryClient.invalidateQueries({ queryKey: ['operators'] });
      close();
    } catch (error) {
      setRefusal(errorText(error));
    }
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      title={t('control.operators.create')}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn" onClick={close}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form="operator-create"
            className="btn btn--primary"
            disabled={form.formState.isSubmitting}
          >
            {t('control.operators.create')}
          </button>
        </>
      }
    >
      <form id="operator-create" className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="operator-username">{t('auth.username')}</label>
          <input
            id="operator-username"
            className="input"
            autoComplete="off"
            {...form.register('username')}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby="operator-username-hint"
          />
          <span id="operator-username-hint" className={errors.username ? 'field__error' : 'field__hint'}>
            {t('control.operators.usernameRule')}
          </span>
        </div>
        <div className="field">
          <label htmlFor="operator-password">{t('control.operators.initialPassword')}</label>
          <input
            id="operator-password"
            className="input"
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby="operator-password-hint"
          />
          <span id="operator-password-hint" className={errors.password ? 'field__error' : 'field__hint'}>
            {t('control.operators.initialPasswordHint')}
          </span>
        </div>
        <div className="field">
          <label htmlFor="operator-role">{t('control.operators.role')}</label>
          <select id="operator-role" className="input" {...form.register('role')}>
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </div>
        {refusal ? (
          <p className="note note--error" role="alert">
            {refusal}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/** Operator accounts and their roles (admins only). */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: ['operators'],
    queryFn: ({ signal }) => callApi(routes.operatorList, { signal }),
  });
  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('common.id'), meta: { numeric: true } }),
      column.accessor('username', { header: t('auth.username') }),
      column.accessor('role', {
        header: t('control.operators.role'),
        cell: (info) => <span className="badge badge--info">{t(`role.${info.getValue()}`)}</span>,
      }),
      column.accessor('disabled', {
        header: t('common.status'),
        cell: (info) =>
          info.getValue() ? (
            <span className="badge badge--danger">{t('control.operators.disabled')}</span>
          ) : (
            <span className="badge badge--ok">{t('control.operators.active')}</span>
          ),
      }),
      column.accessor('createdAt', {
        header: t('common.createdAt'),
        cell: (info) => dateTime(info.getValue()),
      }),
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('control.operators.title')}
        description={t('control.operators.description')}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
            {t('control.operators.create')}
          </button>
        }
      />
      <DataTable
        caption={t('control.operators.title')}
        columns={columns}
        rows={list.data}
        loading={list.isFetching}
        error={list.error}
        rowKey={(row) => String(row.id)}
      />
      <CreateOperator open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

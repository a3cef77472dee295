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
import { useOperator } from '../../shared/session/operator';
import { Dialog } from '../../shared/ui/Dialog';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { TemporaryPasswordDialog } from '../../shared/ui/TemporaryPasswordDialog';

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

/** The role dialog, opened on the role the account has now. */
function ChangeRole({
  row,
  onClose,
  onDone,
}: {
  row: OperatorRow;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState<OperatorRole>(row.role);
  return (
    <ReasonDialog
      open
      title={t('control.operators.changeRoleTitle', { username: row.username })}
      confirmLabel={t('control.operators.changeRole')}
      onClose={onClose}
      onConfirm={async (reason) => {
        await callApi(routes.operatorUpdate, { params: { id: row.id }, body: { role, reason } });
        await onDone();
      }}
    >
      <div className="field">
        <label htmlFor="operator-new-role">{t('control.operators.role')}</label>
        <select
          id="operator-new-role"
          className="input"
          value={role}
          onChange={(event) => setRole(event.target.value as OperatorRole)}
          aria-describedby="operator-new-role-hint"
        >
          {OPERATOR_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`role.${option}`)}
            </option>
          ))}
        </select>
        <span id="operator-new-role-hint" className="field__hint">
          {t('control.operators.changeRoleHint')}
        </span>
      </div>
    </ReasonDialog>
  );
}

type Action = { kind: 'role' | 'switch' | 'password'; row: OperatorRow };

/**
 * What an admin does to another operator's account: change the role, switch it off or on, set a
 * temporary password. Each asks for a reason (the audit log keeps it); the server refuses the
 * caller's own account and the last active admin, and its refusal shows in the dialog.
 */
function OperatorActionDialogs({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [temporary, setTemporary] = useState<string | null>(null);
  const row = action?.row;
  const params = { id: row?.id ?? 0 };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operators'] });
  return (
    <>
      {action?.kind === 'role' ? (
        <ChangeRole key={action.row.id} row={action.row} onClose={onClose} onDone={refresh} />
      ) : null}
      <ReasonDialog
        open={action?.kind === 'switch'}
        danger={!row?.disabled}
        title={t(row?.disabled ? 'control.operators.enableTitle' : 'control.operators.disableTitle', {
          username: row?.username,
        })}
        confirmLabel={t(row?.disabled ? 'control.operators.enable' : 'control.operators.disable')}
        onClose={onClose}
        onConfirm={async (reason) => {
          await callApi(routes.operatorUpdate, { params, body: { disabled: !row?.disabled, reason } });
          await refresh();
        }}
      >
        <p>{t(row?.disabled ? 'control.operators.enableExplain' : 'control.operators.disableExplain')}</p>
      </ReasonDialog>
      <ReasonDialog
        open={action?.kind === 'password'}
        title={t('control.operators.resetPasswordTitle', { username: row?.username })}
        confirmLabel={t('control.operators.resetPassword')}
        onClose={onClose}
        onConfirm={async (reason) => {
          const answer = await callApi(routes.operatorResetPassword, { params, body: { reason } });
          setTemporary(answer.temporaryPassword);
        }}
      >
        <p>{t('control.operators.resetPasswordExplain')}</p>
      </ReasonDialog>
      <TemporaryPasswordDialog
        password={temporary}
        title={t('members.temporaryPassword')}
        explain={t('control.operators.temporaryPasswordExplain')}
        onClose={() => setTemporary(null)}
      />
    </>
  );
}

/** Operator accounts and their roles (admins only). */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const me = useOperator().data?.id;
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
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('common.actions')}</span>,
        cell: (info) => {
          const row = info.row.original;
          // An operator's own account changes only through its own password page.
          if (row.id === me) return <span className="muted">{t('control.operators.you')}</span>;
          const open = (kind: Action['kind']) => () => setAction({ kind, row });
          // The visible text first, then whose account (for screen readers): "Switch off finance.lee".
          const forWhom = <span className="visually-hidden"> {row.username}</span>;
          return (
            <div className="row-actions">
              <button type="button" className="btn btn--small" onClick={open('role')}>
                {t('control.operators.changeRole')}
                {forWhom}
              </button>
              <button
                type="button"
                className={`btn btn--small ${row.disabled ? '' : 'btn--danger'}`}
                onClick={open('switch')}
              >
                {t(row.disabled ? 'control.operators.enable' : 'control.operators.disable')}
                {forWhom}
              </button>
              <button type="button" className="btn btn--small" onClick={open('password')}>
                {t('control.operators.resetPassword')}
                {forWhom}
              </button>
            </div>
          );
        },
      }),
    ],
    [t, me],
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
      <OperatorActionDialogs action={action} onClose={() => setAction(null)} />
    </>
  );
}

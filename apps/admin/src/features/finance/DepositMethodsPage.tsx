import { LANGUAGE_NATIVE_NAMES, LANGUAGES, routes, type DepositMethod } from '@wps/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useCan } from '../../shared/session/operator';
import { PageHeader } from '../../shared/ui/PageHeader';
import { financeErrorText } from './financeError';
import {
  checkMethods,
  emptyChannel,
  emptyMethod,
  feePercent,
  toForm,
  type MethodProblem,
  type MethodsForm,
} from './methodsForm';
import { Outcome } from './parts';
import { financeKeys, useFinance } from './useFinance';
import './finance.css';

type Problems = Record<string, MethodProblem>;
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'EN' && language !== 'CN');

function domId(path: string): string {
  return `pm-${path.replace(/\./g, '-')}`;
}

/** A text field of the editor, registered under its form path, with its problem under it. */
function TextField({
  path,
  label,
  register,
  problems,
  hint,
  multiline = false,
  mono = false,
  inputMode,
}: {
  path: string;
  label: string;
  register: UseFormRegister<MethodsForm>;
  problems: Problems;
  hint?: string;
  multiline?: boolean;
  mono?: boolean;
  inputMode?: 'decimal' | 'numeric';
}) {
  const { t } = useTranslation();
  const id = domId(path);
  const problem = problems[path];
  const described = problem || hint ? `${id}-note` : undefined;
  const props = {
    id,
    className: `input${mono ? ' mono' : ''}`,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
    // Paths are built from the form's own shape.
    ...register(path as never),
  };
  return (
    <div className={`field${multiline ? ' finance-wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...props} rows={3} />
      ) : (
        <input {...props} autoComplete="off" inputMode={inputMode} />
      )}
      {problem ? (
        <span id={described} className="field__error">
          {t(`finance.methods.problem.${problem}`)}
        </span>
      ) : hint ? (
        <span id={described} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

function CheckField({
  path,
  label,
  register,
}: {
  path: string;
  label: string;
  register: UseFormRegister<MethodsForm>;
}) {
  return (
    <label className="check finance-check">
      <input type="checkbox" {...register(path as never)} />
      {label}
    </label>
  );
}

/** Names in the member site's other languages, folded away (EN and CN are always shown). */
function OtherNames({
  path,
  register,
  problems,
}: {
  path: string;
  register: UseFormRegister<MethodsForm>;
  problems: Problems;
}) {
  const { t } = useTranslation();
  return (
    <details className="finance-wide finance-details">
      <summary>{t('finance.methods.otherNames')}</summary>
      <div className="form-grid finance-form-grid">
        {OTHER_LANGUAGES.map((language) => (
          <TextField
            key={language}
            path={`${path}.${language}`}
            label={t('finance.methods.nameIn', { language: LANGUAGE_NATIVE_NAMES[language] })}
            register={register}
            problems={problems}
          />
        ))}
      </div>
    </details>
  );
}

function ChannelsEditor({
  methodIndex,
  control,
  register,
  problems,
}: {
  methodIndex: number;
  control: Control<MethodsForm>;
  register: UseFormRegister<MethodsForm>;
  problems: Problems;
}) {
  const { t } = useTranslation();
  // keyName: the channels carry an `id` of their own (the server's), which must reach the API.
  const channels = useFieldArray({ control, name: `methods.${methodIndex}.channels`, keyName: 'key' });
  const values = useWatch({ control, name: `methods.${methodIndex}.channels` });
  return (
    <section className="stack" aria-labelledby={domId(`methods.${methodIndex}.channels-title`)}>
      <h3 id={domId(`methods.${methodIndex}.channels-title`)}>{t('finance.methods.channels')}</h3>
      {channels.fields.map((field, index) => {
        const at = `methods.${methodIndex}.channels.${index}`;
        const kind = values?.[index]?.kind ?? field.kind;
        const fee = Number(values?.[index]?.feeBasisPoints ?? field.feeBasisPoints);
        return (
          <fieldset key={field.key} className="finance-channel">
            <legend>
              {t('finance.methods.channelN', { n: index + 1 })}
              {values?.[index]?.id !== undefined ? (
                <span className="muted mono"> #{values[index].id}</span>
              ) : (
                <span className="badge badge--info finance-new">{t('finance.methods.new')}</span>
              )}
            </legend>
            <div className="form-grid finance-form-grid">
              <TextField
                path={`${at}.name.EN`}
                label={t('finance.methods.nameEn')}
                register={register}
                problems={problems}
              />
              <TextField
                path={`${at}.name.CN`}
                label={t('finance.methods.nameCn')}
                register={register}
                problems={problems}
              />
              <div className="field">
                <label htmlFor={domId(`${at}.kind`)}>{t('finance.filter.kind')}</label>
                <select
                  id={domId(`${at}.kind`)}
                  className="input"
                  {...register(`methods.${methodIndex}.channels.${index}.kind`)}
                >
                  <option value="manual">{t('finance.deposits.kind.manual')}</option>
                  <option value="gateway">{t('finance.deposits.kind.gateway')}</option>
                </select>
              </div>
              {kind === 'gateway' ? (
                <>
                  <TextField
                    path={`${at}.provider`}
                    label={t('finance.methods.provider')}
                    register={register}
                    problems={problems}
                    mono
                  />
                  <TextField
                    path={`${at}.providerChannel`}
                    label={t('finance.methods.providerChannel')}
                    register={register}
                    problems={problems}
                    mono
                  />
                </>
              ) : null}
              <TextField
                path={`${at}.minAmount`}
                label={t('finance.methods.min')}
                register={register}
                problems={problems}
                inputMode="decimal"
              />
              <TextField
                path={`${at}.maxAmount`}
                label={t('finance.methods.max')}
                register={register}
                problems={problems}
                inputMode="decimal"
              />
              <TextField
                path={`${at}.feeBasisPoints`}
                label={t('finance.methods.fee')}
                register={register}
                problems={problems}
                inputMode="numeric"
                hint={
                  Number.isInteger(fee) && fee >= 0
                    ? t('finance.methods.feeHint', { percent: feePercent(fee) })
                    : t('finance.methods.feeHintPlain')
                }
              />
              <TextField
                path={`${at}.displayOrder`}
                label={t('finance.methods.displayOrder')}
                register={register}
                problems={problems}
                inputMode="numeric"
              />
              <TextField
                path={`${at}.fixedAmounts`}
                label={t('finance.methods.fixedAmounts')}
                register={register}
                problems={problems}
                hint={t('finance.methods.fixedAmountsHint')}
              />
              <div className="field finance-checks">
                <CheckField
                  path={`${at}.fixedAmountOnly`}
                  label={t('finance.methods.fixedOnly')}
                  register={register}
                />
                <CheckField path={`${at}.enabled`} label={t('finance.methods.enabled')} register={register} />
              </div>
              {kind === 'manual' ? (
                <>
                  <TextField
                    path={`${at}.bankName`}
                    label={t('finance.methods.receivingBank')}
                    register={register}
                    problems={problems}
                  />
                  <TextField
                    path={`${at}.accountName`}
                    label={t('finance.methods.receivingName')}
                    register={register}
                    problems={problems}
                  />
                  <TextField
                    path={`${at}.accountNumber`}
                    label={t('finance.methods.receivingNumber')}
                    register={register}
                    problems={problems}
                    mono
                  />
                </>
              ) : null}
              <TextField
                path={`${at}.banks`}
                label={t('finance.methods.banks')}
                register={register}
                problems={problems}
                hint={t('finance.methods.banksHint')}
                multiline
                mono
              />
              <OtherNames path={`${at}.name`} register={register} problems={problems} />
            </div>
            <div className="row">
              <span className="spacer" />
              <button type="button" className="btn btn--small" onClick={() => channels.remove(index)}>
                {t('finance.methods.removeChannel')}
              </button>
            </div>
          </fieldset>
        );
      })}
      {channels.fields.length === 0 ? <p className="muted">{t('finance.methods.noChannels')}</p> : null}
      <div>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => channels.append(emptyChannel(channels.fields.length + 1))}
        >
          {t('finance.methods.addChannel')}
        </button>
      </div>
    </section>
  );
}

/** The editor: every method and channel at once, saved together (the API replaces the whole list). */
function MethodsEditor({
  methods,
  onCancel,
  onSaved,
}: {
  methods: DepositMethod[];
  onCancel: () => void;
  onSaved: (saved: DepositMethod[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { merchant } = useFinance();
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const form = useForm<MethodsForm>({ defaultValues: toForm(methods) });
  const list = useFieldArray({ control: form.control, name: 'methods', keyName: 'key' });
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    setStale(false);
    const checked = checkMethods(values);
    if (checked.problems) {
      setProblems(checked.problems);
      setRefusal(t('finance.methods.fix', { count: Object.keys(checked.problems).length }));
      const first = Object.keys(checked.problems)[0];
      if (first) document.getElementById(domId(first))?.focus();
      return;
    }
    setProblems({});
    try {
      // The API replaces the whole list: refuse to overwrite what someone else saved meanwhile.
      const current = await callApi(routes.operatorDepositMethods, { params: { merchantCode: merchant } });
      if (JSON.stringify(current) !== JSON.stringify(methods)) {
        setStale(true);
        return;
      }
      const saved = await callApi(routes.operatorDepositMethodsPut, {
        params: { merchantCode: merchant },
        body: checked.input,
      });
      await onSaved(saved);
    } catch (error) {
      setRefusal(financeErrorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="methods-editor-title">
      <div className="row">
        <h2 id="methods-editor-title">{t('finance.methods.editing')}</h2>
        <span className="spacer" />
        <button
          type="button"
          className="btn"
          onClick={() => list.append(emptyMethod(list.fields.length + 1))}
        >
          {t('finance.methods.addMethod')}
        </button>
      </div>
      <p className="note">{t('finance.methods.retireHint')}</p>
      {list.fields.map((field, index) => {
        const at = `methods.${index}`;
        return (
          <section key={field.key} className="card stack" aria-labelledby={domId(`${at}-title`)}>
            <div className="row">
              <h2 id={domId(`${at}-title`)}>
                {t('finance.methods.methodN', { n: index + 1 })}{' '}
                <span className="mono muted">{field.code}</span>
              </h2>
              <span className="spacer" />
              <button type="button" className="btn btn--small" onClick={() => list.remove(index)}>
                {t('finance.methods.removeMethod')}
              </button>
            </div>
            <div className="form-grid finance-form-grid">
              <TextField
                path={`${at}.code`}
                label={t('finance.methods.code')}
                register={form.register}
                problems={problems}
                hint={t('finance.methods.codeHint')}
                mono
              />
              <TextField
                path={`${at}.name.EN`}
                label={t('finance.methods.nameEn')}
                register={form.register}
                problems={problems}
              />
              <TextField
                path={`${at}.name.CN`}
                label={t('finance.methods.nameCn')}
                register={form.register}
                problems={problems}
              />
              <TextField
                path={`${at}.icon`}
                label={t('finance.methods.icon')}
                register={form.register}
                problems={problems}
              />
              <TextField
                path={`${at}.displayOrder`}
                label={t('finance.methods.displayOrder')}
                register={form.register}
                problems={problems}
                inputMode="numeric"
              />
              <div className="field finance-checks">
                <CheckField
                  path={`${at}.enabled`}
                  label={t('finance.methods.enabled')}
                  register={form.register}
                />
                <CheckField
                  path={`${at}.recommended`}
                  label={t('finance.methods.recommended')}
                  register={form.register}
                />
              </div>
              <OtherNames path={`${at}.name`} register={form.register} problems={problems} />
            </div>
            <ChannelsEditor
              methodIndex={index}
              control={form.control}
              register={form.register}
              problems={problems}
            />
          </section>
        );
      })}
      {list.fields.length === 0 ? <p className="note note--warn">{t('finance.methods.noneLeft')}</p> : null}
      {stale ? (
        <p className="note note--error" role="alert">
          {t('finance.methods.stale')}
        </p>
      ) : null}
      {refusal ? (
        <p className="note note--error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="row finance-sticky-actions">
        <span className="spacer" />
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {stale ? t('finance.methods.discard') : t('common.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy || stale}>
          {busy ? t('common.sending') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** One method as the member site will offer it: its channels, limits, fees and receiving account. */
function MethodCard({ method }: { method: DepositMethod }) {
  const { t } = useTranslation();
  const { format } = useFinance();
  const titleId = domId(`view-${method.code}`);
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <div className="row">
        <h2 id={titleId}>
          {method.name.EN}
          {method.name.CN ? <span className="muted"> · {method.name.CN}</span> : null}
        </h2>
        <span className="mono muted">{method.code}</span>
        <span className="spacer" />
        {method.recommended ? (
          <span className="badge badge--info">{t('finance.methods.recommended')}</span>
        ) : null}
        <span className={`badge ${method.enabled ? 'badge--ok' : ''}`}>
          {method.enabled ? t('finance.methods.on') : t('finance.methods.off')}
        </span>
        <span className="muted">{t('finance.methods.orderN', { n: method.displayOrder })}</span>
      </div>
      {method.channels.length === 0 ? (
        <p className="muted">{t('finance.methods.noChannels')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table finance-methods-table">
            <caption className="visually-hidden">
              {t('finance.methods.channelsOf', { method: method.name.EN })}
            </caption>
            <colgroup>
              <col className="finance-col--channel" />
              <col className="finance-col--kind" />
              <col className="finance-col--limits" />
              <col className="finance-col--fixed" />
              <col className="finance-col--fee" />
              <col className="finance-col--receiving" />
              <col className="finance-col--status" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('finance.methods.channel')}</th>
                <th scope="col">{t('finance.filter.kind')}</th>
                <th scope="col" className="num">
                  {t('finance.methods.limits')}
                </th>
                <th scope="col">{t('finance.methods.fixedAmounts')}</th>
                <th scope="col" className="num">
                  {t('finance.deposits.fee')}
                </th>
                <th scope="col">{t('finance.methods.receiving')}</th>
                <th scope="col">{t('common.status')}</th>
              </tr>
            </thead>
            <tbody>
              {method.channels.map((channel) => (
                <tr key={channel.id}>
                  <td>
                    <span className="finance-stack">
                      <span>{channel.name.EN}</span>
                      {channel.name.CN ? <span className="muted">{channel.name.CN}</span> : null}
                    </span>
                  </td>
                  <td>
                    <span className="finance-stack">
                      <span>{t(`finance.deposits.kind.${channel.kind}`)}</span>
                      {channel.provider ? (
                        <span className="muted mono">
                          {channel.provider}
                          {channel.providerChannel ? ` / ${channel.providerChannel}` : ''}
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td className="num">
                    {format(channel.minAmount)} – {format(channel.maxAmount)}
                  </td>
                  <td>
                    {channel.fixedAmounts.length === 0
                      ? '—'
                      : `${channel.fixedAmounts.map((amount) => format(amount)).join(', ')}${
                          channel.fixedAmountOnly ? ` (${t('finance.methods.only')})` : ''
                        }`}
                  </td>
                  <td className="num">{feePercent(channel.feeBasisPoints)}</td>
                  <td>
                    {channel.receivingAccount ? (
                      <span className="finance-stack">
                        <span>{channel.receivingAccount.bankName}</span>
                        <span className="muted">
                          {channel.receivingAccount.accountName} ·{' '}
                          <span className="mono">{channel.receivingAccount.accountNumber}</span>
                        </span>
                      </span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <span className={`badge ${channel.enabled ? 'badge--ok' : ''}`}>
                      {channel.enabled ? t('finance.methods.on') : t('finance.methods.off')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Payment methods and their channels as members see them; admins edit them (audited). */
export default function DepositMethodsPage() {
  const { t } = useTranslation();
  const { merchant } = useFinance();
  const canEdit = useCan('admin');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const methods = useQuery({
    queryKey: financeKeys.methods(merchant),
    queryFn: ({ signal }) =>
      callApi(routes.operatorDepositMethods, { params: { merchantCode: merchant }, signal }),
    enabled: merchant !== '',
  });
  const saved = async (answer: DepositMethod[]) => {
    queryClient.setQueryData(financeKeys.methods(merchant), answer);
    setEditing(false);
    setOutcome(
      t('finance.methods.saved', {
        methods: answer.length,
        channels: answer.reduce((sum, method) => sum + method.channels.length, 0),
      }),
    );
  };
  const cancel = async () => {
    setEditing(false);
    await queryClient.invalidateQueries({ queryKey: financeKeys.methods(merchant) });
  };
  return (
    <>
      <PageHeader
        title={t('finance.methods.title')}
        description={t('finance.methods.description')}
        actions={
          canEdit && !editing && methods.data ? (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                setOutcome(null);
                setEditing(true);
              }}
            >
              {t('finance.methods.edit')}
            </button>
          ) : null
        }
      />
      <div className="stack">
        <Outcome text={outcome} onDismiss={() => setOutcome(null)} />
        {methods.isPending ? (
          <p className="muted">{t('common.loading')}</p>
        ) : methods.isError ? (
          <p className="note note--error" role="alert">
            {financeErrorText(methods.error)}
          </p>
        ) : editing ? (
          <MethodsEditor methods={methods.data} onCancel={() => void cancel()} onSaved={saved} />
        ) : methods.data.length === 0 ? (
          <p className="note">{canEdit ? t('finance.methods.emptyAdmin') : t('finance.methods.empty')}</p>
        ) : (
          [...methods.data]
            .sort((a, b) => a.displayOrder - b.displayOrder)
            .map((method) => <MethodCard key={method.code} method={method} />)
        )}
      </div>
    </>
  );
}

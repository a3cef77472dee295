import { useQueryClient } from '@tanstack/react-query';
import type { SecurityOverview } from '@wps/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { QrCode } from '../../shared/ui/QrCode';
import { copyText } from '../../shared/ui/clipboard';
import { groupSecret } from './clipboard';
import { Field, FormStatus } from './Field';
import { SECURITY_KEY } from './queries';
import { RecoveryCodes } from './RecoveryCodes';
import { SecurityItem } from './SecurityItem';
import { applyServerError } from './serverErrors';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; otpauthUrl: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

interface TwoFactorItemProps {
  overview: SecurityOverview;
  account: string;
}

/** Authenticator two-factor: enrol (QR + secret → code → recovery codes), new codes, turn off. */
export function TwoFactorItem({ overview, account }: TwoFactorItemProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [status, setStatus] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY });

  const startSetup = async () => {
    setStatus(null);
    setStarting(true);
    try {
      const setup = await callApi(routes.twoFactorSetup);
      setStep({ kind: 'setup', ...setup });
    } catch (error) {
      setStatus(t(errorKey(error)));
    } finally {
      setStarting(false);
    }
  };
  const showCodes = (codes: string[]) => {
    setStep({ kind: 'codes', codes });
    void refresh();
  };
  const cancel = () => setStep({ kind: 'idle' });

  const form = (() => {
    switch (step.kind) {
      case 'setup':
        return (
          <EnrolForm
            secret={step.secret}
            otpauthUrl={step.otpauthUrl}
            onEnabled={showCodes}
            onCancel={cancel}
          />
        );
      case 'codes':
        return <RecoveryCodes codes={step.codes} account={account} onDone={cancel} />;
      case 'regenerate':
        return <RegenerateForm onCodes={showCodes} onCancel={cancel} />;
      case 'disable':
        return (
          <DisableForm
            onDisabled={() => {
              cancel();
              void refresh();
            }}
            onCancel={cancel}
          />
        );
      default:
        return null;
    }
  })();

  const actions =
    step.kind !== 'idle' ? null : overview.twoFactorEnabled ? (
      <div className="security-item__actions">
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => setStep({ kind: 'regenerate' })}
        >
          {t('security.twoFactor.regenerate')}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setStep({ kind: 'disable' })}>
          {t('security.twoFactor.disable')}
        </button>
      </div>
    ) : (
      <button
        type="button"
        className="btn btn--primary btn--sm"
        disabled={starting}
        onClick={() => void startSetup()}
      >
        {t('security.twoFactor.setUp')}
      </button>
    );

  return (
    <SecurityItem
      icon="shield"
      title={t('security.twoFactor.title')}
      state={
        overview.twoFactorEnabled
          ? t('security.twoFactor.on', { count: overview.recoveryCodesLeft })
          : t('security.twoFactor.off')
      }
      on={overview.twoFactorEnabled}
      action={actions}
    >
      {form}
      <FormStatus error={status} />
    </SecurityItem>
  );
}

interface CodeForm {
  code: string;
  password: string;
}

function useCodeForm() {
  return useForm<CodeForm>({ defaultValues: { code: '', password: '' } });
}

function CodeField({ form, label }: { form: ReturnType<typeof useCodeForm>; label: string }) {
  const { t } = useTranslation('account');
  return (
    <Field
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={32}
      error={form.formState.errors.code?.message}
      {...form.register('code', {
        setValueAs: (value: string) => value.replace(/\s+/g, ''),
        required: t('security.required'),
      })}
    />
  );
}

function FormActions({ submit, onCancel, busy }: { submit: string; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="security-form__actions">
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {submit}
      </button>
    </div>
  );
}

interface EnrolFormProps {
  secret: string;
  otpauthUrl: string;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}

function EnrolForm({ secret, otpauthUrl, onEnabled, onCancel }: EnrolFormProps) {
  const { t } = useTranslation('account');
  const form = useCodeForm();
  const [status, setStatus] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    setStatus(null);
    try {
      const { recoveryCodes } = await callApi(routes.twoFactorEnable, { body: { code } });
      onEnabled(recoveryCodes);
    } catch (error) {
      setStatus(
        applyServerError(t, error, form.setError, {
          fields: ['code'],
          codeToField: { 'twofactor.code.invalid': 'code' },
        }),
      );
    }
  });
  return (
    <form
      className="security-form two-factor-setup"
      noValidate
      onSubmit={submit}
      aria-label={t('security.twoFactor.setUp')}
    >
      <ol className="two-factor-setup__steps">
        <li>
          <p>{t('security.twoFactor.scan')}</p>
          <div className="two-factor-setup__qr">
            <QrCode text={otpauthUrl} size={184} margin={12} label={t('security.twoFactor.qrLabel')} />
          </div>
        </li>
        <li>
          <p>{t('security.twoFactor.manual')}</p>
          <div className="two-factor-setup__secret">
            <code aria-label={t('security.twoFactor.secretLabel')} data-secret={secret}>
              {groupSecret(secret)}
            </code>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => void copyText(secret).then(setCopied)}
            >
              {t('security.copy')}
            </button>
            <span role="status" className="security-muted">
              {copied === null ? '' : copied ? t('security.copied') : t('security.copyFailed')}
            </span>
          </div>
        </li>
        <li>
          <CodeField form={form} label={t('security.twoFactor.code')} />
        </li>
      </ol>
      <FormStatus error={status} />
      <FormActions
        submit={t('security.twoFactor.enable')}
        onCancel={onCancel}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}

function RegenerateForm({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const form = useCodeForm();
  const [status, setStatus] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    setStatus(null);
    try {
      const { recoveryCodes } = await callApi(routes.twoFactorRecoveryCodes, { body: { code } });
      onCodes(recoveryCodes);
    } catch (error) {
      setStatus(
        applyServerError(t, error, form.setError, {
          fields: ['code'],
          codeToField: { 'twofactor.code.invalid': 'code' },
        }),
      );
    }
  });
  return (
    <form
      className="security-form"
      noValidate
      onSubmit={submit}
      aria-label={t('security.twoFactor.regenerate')}
    >
      <p className="security-muted">{t('security.twoFactor.regenerateText')}</p>
      <CodeField form={form} label={t('security.twoFactor.code')} />
      <FormStatus error={status} />
      <FormActions
        submit={t('security.twoFactor.regenerate')}
        onCancel={onCancel}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}

function DisableForm({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const form = useCodeForm();
  const [status, setStatus] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await callApi(routes.twoFactorDisable, { body: values });
      onDisabled();
    } catch (error) {
      setStatus(
        applyServerError(t, error, form.setError, {
          fields: ['code', 'password'],
          codeToField: { 'twofactor.code.invalid': 'code', 'password.wrong': 'password' },
        }),
      );
    }
  });
  return (
    <form className="security-form" noValidate onSubmit={submit} aria-label={t('security.twoFactor.disable')}>
      <Field
        label={t('security.twoFactor.password')}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password', { required: t('security.required') })}
      />
      <CodeField form={form} label={t('security.twoFactor.codeOrRecovery')} />
      <FormStatus error={status} />
      <FormActions
        submit={t('security.twoFactor.disable')}
        onCancel={onCancel}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}

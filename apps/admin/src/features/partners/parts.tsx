import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { errorText } from '../../shared/i18n/i18n';
import { serverFieldMessages } from '../../shared/localized';
import { Dialog } from '../../shared/ui/Dialog';
import { FormField, FormRefusal } from '../../shared/ui/FormField';

/** Switched on or off, as a badge. */
export function StateBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return enabled ? (
    <span className="badge badge--ok">{t('partners.on')}</span>
  ) : (
    <span className="badge badge--danger">{t('partners.off')}</span>
  );
}

/** What the page may show of a write-only secret: whether one is set, and its last 4 characters. */
export function SecretState({ secretSet, last4 }: { secretSet: boolean; last4: string | null }) {
  const { t } = useTranslation();
  if (!secretSet) return <span className="badge badge--warn">{t('partners.secretMissing')}</span>;
  if (!last4) return <span className="muted">{t('partners.secretHidden')}</span>;
  return (
    <div className="partners-name">
      <span>{t('partners.secretSet')}</span>
      <span className="muted partners-small">{t('partners.secretEndsIn', { last4 })}</span>
    </div>
  );
}

/** Set up by the deployment's configuration: shown, not edited here. */
export function BuiltInBadge() {
  const { t } = useTranslation();
  return (
    <span className="badge badge--info" title={t('partners.builtInHint')}>
      {t('partners.builtIn')}
    </span>
  );
}

/**
 * A partner's signing secret: a password input, never filled from the server (it cannot be read
 * back). Editing, an empty field keeps the current secret.
 */
export function SecretField<F extends FieldValues>({
  form,
  editing,
  error,
}: {
  form: UseFormReturn<F>;
  editing: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t(editing ? 'partners.secretNew' : 'partners.secret')}
      hint={t(editing ? 'partners.secretKeepHint' : 'partners.secretHint')}
      error={error}
    >
      {(control) => (
        <input
          className="input mono"
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          maxLength={200}
          {...(editing ? { placeholder: t('partners.secretKeep') } : {})}
          {...control}
          {...form.register('secret' as Path<F>)}
        />
      )}
    </FormField>
  );
}

/** The reason of a change, kept in the audit entry (optional). */
export function ReasonField<F extends FieldValues>({ form }: { form: UseFormReturn<F> }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('partners.reason')} hint={t('common.reasonHint')}>
      {(control) => (
        <textarea className="input" maxLength={200} {...control} {...form.register('remark' as Path<F>)} />
      )}
    </FormField>
  );
}

/**
 * A create or edit dialog over a react-hook-form form: checks the body with the contract's schema
 * (each refused field marked with `ruleOf(field)`), sends it, marks the server's refused fields and
 * shows its refusal in place; closes only once the server accepted.
 */
export function FormDialog<F extends FieldValues, B>({
  id,
  title,
  form,
  check,
  send,
  ruleOf,
  onDone,
  onClose,
  children,
}: {
  id: string;
  title: string;
  form: UseFormReturn<F>;
  check: (values: F) => { ok: true; body: B } | { ok: false; fields: string[] };
  send: (body: B) => Promise<unknown>;
  ruleOf: (field: string) => string;
  onDone: () => Promise<void> | void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const result = check(values);
    if (!result.ok) {
      for (const field of result.fields) form.setError(field as Path<F>, { message: ruleOf(field) });
      setRefusal(t('partners.fix'));
      return;
    }
    try {
      await send(result.body);
      await onDone();
      onClose();
    } catch (error) {
      // The server's own words are English: its refused fields are marked with this page's texts.
      const codes = isApiError(error) ? (error.fields ?? {}) : {};
      for (const path of Object.keys(serverFieldMessages(error))) {
        const field = path.split('.')[0]!;
        const code = codes[path]?.code;
        form.setError(field as Path<F>, {
          message: code === 'field.duplicate' ? t('partners.duplicate') : ruleOf(field),
        });
      }
      setRefusal(errorText(error));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      wide
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={id} className="btn btn--primary" disabled={busy}>
            {busy ? t('common.sending') : t('common.save')}
          </button>
        </>
      }
    >
      <form id={id} className="stack" onSubmit={submit} noValidate>
        {children}
        <FormRefusal text={refusal} />
      </form>
    </Dialog>
  );
}

/** A partner row's edit button: "Edit", named with the row for screen readers (`label`). */
export function EditButton({ label, onEdit }: { label: string; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--small" onClick={onEdit} aria-label={label}>
      {t('partners.edit')}
    </button>
  );
}

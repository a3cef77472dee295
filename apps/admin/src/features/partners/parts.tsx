import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/ui/FormDialog';
import { FormField } from '../../shared/ui/FormField';
import { ReasonField } from '../../shared/ui/formFields';
import { useFormSubmit } from '../../shared/ui/formState';

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

/** The reason of a change, kept in the audit entry (optional): the form's `remark`. */
export function RemarkField<F extends FieldValues>({ form }: { form: UseFormReturn<F> }) {
  const { t } = useTranslation();
  return <ReasonField form={form} name="remark" label={t('partners.reason')} maxLength={200} />;
}

/**
 * A create or edit dialog over a react-hook-form form: checks the body with the contract's schema
 * (each refused field marked with `ruleOf(field)`), sends it, marks the server's refused fields and
 * shows its refusal in place; closes only once the server accepted.
 */
export function PartnerFormDialog<F extends FieldValues, B>({
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
  const submission = useFormSubmit(form, {
    check,
    ruleText: (field) => ruleOf(field),
    fix: t('partners.fix'),
    send,
    onSent: onDone,
    thenClose: onClose,
    // The server's own words are English: its refused fields are marked with this page's texts.
    serverMark: (path, refused) => {
      const field = path.split('.')[0]!;
      return [field, refused.code === 'field.duplicate' ? t('partners.duplicate') : ruleOf(field)];
    },
  });
  return (
    <FormDialog
      id={id}
      title={title}
      submitLabel={t('common.save')}
      submission={submission}
      onClose={onClose}
    >
      {children}
    </FormDialog>
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

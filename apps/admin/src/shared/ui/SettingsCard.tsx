import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outcome } from './cells';
import { FormRefusal } from './FormField';
import type { FormSubmission } from './formState';
import { PageHeader } from './PageHeader';
import './form.css';

/**
 * A settings page: its heading, the line saying what the server answered to the last save, the
 * settings' load error or loading line, then its cards.
 */
export function SettingsPage({
  title,
  description,
  outcome,
  onDismiss,
  error,
  pending,
  children,
}: {
  title: string;
  description: string;
  outcome: string | null;
  onDismiss: () => void;
  /** The load error's text, if the settings could not be read. */
  error: string | null;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="stack">
        <Outcome text={outcome} onDismiss={onDismiss} />
        {error ? (
          <p className="note note--error" role="alert">
            {error}
          </p>
        ) : null}
        {pending && !error ? <p className="muted">{t('common.loading')}</p> : null}
        {children}
      </div>
    </>
  );
}

/** A card of a settings page, titled (`id`: its heading's). */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card stack settings-card" aria-labelledby={id}>
      <h2 id={id} className="settings-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A settings page's form as a card: its title, its fields, the form's refusal, and the save button
 * (off while the form is sent, then saying so).
 */
export function SettingsForm({
  id,
  title,
  saveLabel,
  submission: { onSubmit, refusal, busy = false },
  children,
}: {
  id: string;
  title: string;
  saveLabel: string;
  /** useFormSubmit's. */
  submission: FormSubmission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      id={id}
      className="card stack settings-card"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
    >
      <h2 id={`${id}-title`} className="settings-card__title">
        {title}
      </h2>
      {children}
      <FormRefusal text={refusal} />
      <div className="row">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('common.sending') : saveLabel}
        </button>
      </div>
    </form>
  );
}

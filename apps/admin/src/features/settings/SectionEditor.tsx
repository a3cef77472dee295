import { routes, SETTINGS_SECTIONS, type SettingsSection } from '@wps/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker } from 'react-router';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Dialog } from '../../shared/ui/Dialog';
import { ConflictNotice } from './ConflictNotice';
import { EditableContext } from './formContext';
import { errorSlot, schemaResolver, serverProblems, type ServerFieldProblem } from './formLogic';
import { SECTION_FORMS } from './formsBySection';
import { toFormValue, toPayload } from './sections';
import {
  settingsErrorText,
  settingsQuery,
  type SettingsAnswer,
  type VersionedSection,
} from './settingsQuery';

type Outcome =
  | { kind: 'saved'; version: number; at: string | null }
  | { kind: 'invalid' }
  | { kind: 'refused'; problems: ServerFieldProblem[] }
  | { kind: 'error'; text: string };

/** A versioned section as the form's values: the value to edit, and the version and time it was read at. */
const formValues = (section: SettingsSection, loaded: VersionedSection): FieldValues => ({
  value: toFormValue(section, loaded.value),
  version: loaded.version,
  updatedAt: loaded.updatedAt,
});

/** The server's field key as a path of this form (its values sit under `value`). */
const formKey = (key: string) =>
  key === '_' ? 'root' : key === 'value' || key.startsWith('value.') ? key : `value.${key}`;

function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      title={t('settings.leave.title')}
      onClose={() => blocker.reset?.()}
      footer={
        <>
          <button type="button" className="btn" onClick={() => blocker.reset?.()}>
            {t('settings.leave.stay')}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => blocker.proceed?.()}>
            {t('settings.leave.leave')}
          </button>
        </>
      }
    >
      <p>{t('settings.leave.text')}</p>
    </Dialog>
  );
}

/**
 * One settings section as a form: loaded at a version, checked with the section's schema, saved with
 * the version it was loaded at (a stale one is refused and shown as a conflict). Admins edit; other
 * roles read the same form with every control disabled.
 */
export function SectionEditor({
  merchantCode,
  section,
  latest,
  canEdit,
}: {
  merchantCode: string;
  section: SettingsSection;
  /** The section as the settings query holds it now (it may move past the version loaded). */
  latest: VersionedSection;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [conflict, setConflict] = useState<{ theirs: number | null } | null>(null);
  const [reloading, setReloading] = useState(false);
  const resolver = useMemo(() => schemaResolver(SETTINGS_SECTIONS[section], t, 'value'), [section, t]);
  // The form holds the version it was loaded at beside the value: a save sends that version.
  const form = useForm<FieldValues>({
    defaultValues: formValues(section, latest),
    resolver,
    reValidateMode: 'onChange',
  });
  const { isDirty, isSubmitting } = form.formState;
  const [version, updatedAt] = useWatch({ control: form.control, name: ['version', 'updatedAt'] }) as [
    number,
    string | null,
  ];
  const Fields = SECTION_FORMS[section];

  const load = (next: VersionedSection) => {
    form.reset(formValues(section, next));
    setConflict(null);
  };

  // A newer version arrived (a refresh) while the form holds no edits: show it. With edits, say so.
  const newer = latest.version > version;
  useEffect(() => {
    if (newer && !isDirty && !conflict && !isSubmitting) form.reset(formValues(section, latest));
  }, [newer, isDirty, conflict, isSubmitting, latest, form, section]);

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...settingsQuery(merchantCode), staleTime: 0 });
      load(fresh[section]);
      setOutcome(null);
    } catch (error) {
      setOutcome({ kind: 'error', text: settingsErrorText(error) });
    } finally {
      setReloading(false);
    }
  };

  const save = form.handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const saved = await callApi(routes.settingsPut, {
          params: { merchantCode, section },
          body: { value: toPayload(section, values.value), version: values.version as number },
        });
        queryClient.setQueryData(settingsQuery(merchantCode).queryKey, (old: SettingsAnswer | undefined) =>
          old ? { ...old, [section]: saved } : old,
        );
        // The merchant list shows the profile's name and domains.
        if (section === 'profile') void queryClient.invalidateQueries({ queryKey: ['merchants'] });
        load(saved);
        setOutcome({ kind: 'saved', version: saved.version, at: saved.updatedAt });
      } catch (error) {
        if (isApiError(error) && error.code === 'settings.version.conflict') {
          const version = (error.value as { version?: unknown } | null)?.version;
          setConflict({ theirs: typeof version === 'number' ? version : null });
          return;
        }
        if (isApiError(error) && error.code === 'validation.failed' && error.fields) {
          const problems = serverProblems(error.fields, t, formKey);
          const values = form.getValues();
          for (const problem of problems)
            form.setError(errorSlot(values, problem.path), { type: 'server', message: problem.message });
          setOutcome({ kind: 'refused', problems });
          return;
        }
        setOutcome({ kind: 'error', text: settingsErrorText(error) });
      }
    },
    () => setOutcome({ kind: 'invalid' }),
  );

  const discard = () => {
    form.reset();
    setOutcome(null);
  };

  const showConflict = conflict !== null || (newer && isDirty);
  const auditLink = `/control/audit?merchantCode=${encodeURIComponent(merchantCode)}&target=${encodeURIComponent(`settings:${section}`)}`;
  return (
    <EditableContext.Provider value={canEdit}>
      <FormProvider {...form}>
        <form
          className="card settings-card"
          onSubmit={save}
          noValidate
          aria-labelledby="settings-section-title"
        >
          <header className="settings-card__head">
            <h2 id="settings-section-title">{t(`settings.sections.${section}.title`)}</h2>
            <p className="muted">{t(`settings.sections.${section}.description`)}</p>
            <p className="settings-card__meta">
              {version === 0 ? (
                <span className="badge">{t('settings.neverSaved')}</span>
              ) : (
                <span className="badge badge--info">{t('settings.version', { version })}</span>
              )}
              {updatedAt ? (
                <span className="muted">{t('settings.changedAt', { time: dateTime(updatedAt) })}</span>
              ) : null}
              <Link to={auditLink}>{t('settings.history')}</Link>
            </p>
            {canEdit ? null : <p className="note">{t('settings.readOnly')}</p>}
          </header>
          {showConflict ? (
            <ConflictNotice
              merchantCode={merchantCode}
              section={section}
              mine={version}
              theirs={conflict ? conflict.theirs : latest.version}
              refused={conflict !== null}
              reloading={reloading}
              onReload={() => void reload()}
            />
          ) : null}
          <fieldset className="settings-fieldset" disabled={!canEdit}>
            <legend className="visually-hidden">{t(`settings.sections.${section}.title`)}</legend>
            <div className="stack">
              <Fields />
            </div>
          </fieldset>
          <SaveBar
            canEdit={canEdit}
            dirty={isDirty}
            submitting={isSubmitting}
            blocked={showConflict}
            outcome={outcome}
            onDiscard={discard}
          />
        </form>
        {canEdit ? <LeaveGuard dirty={isDirty && !isSubmitting} /> : null}
      </FormProvider>
    </EditableContext.Provider>
  );
}

function SaveBar({
  canEdit,
  dirty,
  submitting,
  blocked,
  outcome,
  onDiscard,
}: {
  canEdit: boolean;
  dirty: boolean;
  submitting: boolean;
  blocked: boolean;
  outcome: Outcome | null;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  if (!canEdit) return null;
  return (
    <div className="settings-savebar">
      <div className="settings-savebar__status">
        {outcome?.kind === 'saved' && !dirty ? (
          <p className="note note--ok" role="status">
            {t('settings.saved', { version: outcome.version, time: dateTime(outcome.at) })}
          </p>
        ) : outcome?.kind === 'invalid' ? (
          <p className="note note--error" role="alert">
            {t('settings.invalid')}
          </p>
        ) : outcome?.kind === 'refused' ? (
          <div className="note note--error" role="alert">
            <p className="settings-savebar__title">{t('settings.refused')}</p>
            <ul>
              {outcome.problems.map((problem) => (
                <li key={problem.path}>
                  <span className="mono">{problem.path.replace(/^value\.?/, '') || '—'}</span>:{' '}
                  {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : outcome?.kind === 'error' ? (
          <p className="note note--error" role="alert">
            {outcome.text}
          </p>
        ) : (
          <span className={dirty ? 'badge badge--warn' : 'muted'}>
            {dirty ? t('settings.unsaved') : t('settings.noChanges')}
          </span>
        )}
      </div>
      <button type="button" className="btn" onClick={onDiscard} disabled={!dirty || submitting}>
        {t('settings.discard')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={!dirty || submitting || blocked}>
        {submitting ? t('settings.saving') : t('settings.save')}
      </button>
    </div>
  );
}

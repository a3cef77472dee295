import { useId, type ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditable } from './formContext';

/**
 * A list of records (customer-service entries, resources, domain routes, vendor wallets) edited in
 * place: one card per entry, in order, each with move and remove buttons for admins.
 */
export function EntryList({
  name,
  title,
  itemLabel,
  newEntry,
  hint,
  children,
  compact = false,
}: {
  name: string;
  title: string;
  itemLabel: string;
  newEntry: () => Record<string, unknown>;
  hint?: string;
  /** The fields of one entry, whose form paths start with `base` ("value.2"). */
  children: (base: string, index: number) => ReactNode;
  /** One line per entry (few short fields) instead of a card. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { errors } = useFormState({ name });
  const editable = useEditable();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const headingId = useId();
  const listError = (get(errors, `${name}.root`) as { message?: string } | undefined)?.message;
  return (
    <section className="settings-subsection" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} <span className="muted">({fields.length})</span>
      </h3>
      {hint ? <p className="muted settings-subsection__text">{hint}</p> : null}
      {fields.length === 0 ? <p className="muted">{t('settings.list.empty')}</p> : null}
      <ol className={`settings-entries${compact ? ' settings-entries--compact' : ''}`}>
        {fields.map((field, index) => {
          const entryName = t('settings.list.item', { label: itemLabel, n: index + 1 });
          return (
            <li key={field.id} className="settings-entry">
              <div className="settings-entry__head">
                <h4>{entryName}</h4>
                <span className="spacer" />
                {editable ? (
                  <>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost"
                      disabled={index === 0}
                      aria-label={t('settings.list.moveUp', { item: entryName })}
                      title={t('settings.list.moveUp', { item: entryName })}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn--small btn--ghost"
                      disabled={index === fields.length - 1}
                      aria-label={t('settings.list.moveDown', { item: entryName })}
                      title={t('settings.list.moveDown', { item: entryName })}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="btn btn--small"
                      aria-label={t('settings.list.remove', { item: entryName })}
                      onClick={() => remove(index)}
                    >
                      {t('settings.list.removeShort')}
                    </button>
                  </>
                ) : null}
              </div>
              <div className="form-grid">{children(`${name}.${index}`, index)}</div>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      {editable ? (
        <div>
          <button type="button" className="btn btn--small" onClick={() => append(newEntry())}>
            + {t('settings.list.add', { item: itemLabel })}
          </button>
        </div>
      ) : null}
    </section>
  );
}

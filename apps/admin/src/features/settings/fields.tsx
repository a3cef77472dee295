import { LANGUAGE_NATIVE_NAMES, LANGUAGE_TAGS, LANGUAGES, RTL_LANGUAGES } from '@wps/contracts';
import { useState, type ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldId, useEditable, useFieldError } from './formContext';
import { fromLocalInput, toLocalInput } from './formLogic';

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Hint and error lines under a control. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </>
  );
}

interface BaseProps {
  name: string;
  label: string;
  hint?: ReactNode;
}

export function TextField({
  name,
  label,
  hint,
  nullable = false,
  upperCase = false,
  lowerCase = false,
  mono = false,
  placeholder,
  inputMode,
  list,
  maxLength,
}: BaseProps & {
  /** Empty text is stored as null. */
  nullable?: boolean;
  upperCase?: boolean;
  lowerCase?: boolean;
  mono?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'url' | 'email';
  list?: string;
  maxLength?: number;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  const options: RegisterOptions = {};
  if (nullable || upperCase || lowerCase)
    options.setValueAs = (raw: unknown) => {
      const text =
        typeof raw !== 'string' ? raw : upperCase ? raw.toUpperCase() : lowerCase ? raw.toLowerCase() : raw;
      return nullable && text === '' ? null : text;
    };
  const classes = [
    'input',
    mono ? 'mono' : '',
    upperCase ? 'settings-upper' : '',
    lowerCase ? 'settings-lower' : '',
  ];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={classes.filter(Boolean).join(' ')}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        inputMode={inputMode}
        list={list}
        maxLength={maxLength}
        {...register(name, options)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A money amount: a decimal string in major units ("100.00"), never a number. */
export function MoneyField(props: BaseProps) {
  return <TextField {...props} inputMode="decimal" mono placeholder="0.00" />;
}

export function NumberField({
  name,
  label,
  hint,
  min,
  max,
  step = 1,
  unit,
}: BaseProps & { min?: number; max?: number; step?: number; unit?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {unit ? <span className="muted"> ({unit})</span> : null}
      </label>
      <input
        id={id}
        className="input settings-number"
        type="number"
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        {...register(name, {
          setValueAs: (raw: unknown) =>
            typeof raw === 'number'
              ? raw
              : raw === '' || raw === null || raw === undefined
                ? Number.NaN
                : Number(raw),
        })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** An on/off setting as a switch (a checkbox with the switch role). */
export function SwitchField({ name, label, hint }: BaseProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className="field settings-switch-field">
      <label className="settings-switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          {...register(name)}
          aria-describedby={describedBy(id, hint, error)}
        />
        <span className="settings-switch__track" aria-hidden="true" />
        <span>{label}</span>
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  hint,
  options,
  numeric = false,
}: BaseProps & { options: readonly { value: string | number; label: string }[]; numeric?: boolean }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        {...register(name, numeric ? { setValueAs: (raw: unknown) => Number(raw) } : {})}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A date and time in the browser's zone, stored as an ISO instant (empty is null). */
export function DateTimeField({ name, label, hint }: BaseProps) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            ref={field.ref}
            className="input"
            type="datetime-local"
            value={toLocalInput(field.value as string | null)}
            onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
          />
          <FieldNotes id={id} hint={hint} error={error} />
        </div>
      )}
    />
  );
}

/** Several of a fixed set of choices (the member site's languages) as checkboxes. */
export function ChoicesField({
  name,
  label,
  hint,
  options,
}: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <fieldset className="settings-group" aria-describedby={describedBy(id, hint, error)}>
      <legend>{label}</legend>
      <div className="row settings-choices">
        {options.map((option) => (
          <label key={option.value} className="check">
            <input type="checkbox" value={option.value} {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * A list of strings edited as rows (domains, country codes, address ranges): one input a row, each
 * with its own error, a remove button per row and an add button for admins.
 */
export function StringListField({
  name,
  label,
  itemLabel,
  hint,
  placeholder,
  upperCase = false,
}: BaseProps & { itemLabel: string; placeholder?: string; upperCase?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { errors } = useFormState({ name });
  const editable = useEditable();
  const [added, setAdded] = useState<number | null>(null);
  const id = fieldId(name);
  const listError =
    (get(errors, name) as { root?: { message?: string }; message?: string } | undefined) ?? undefined;
  const listMessage = listError?.root?.message ?? listError?.message;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const rows = (field.value as string[] | undefined) ?? [];
        const change = (next: string[]) => field.onChange(next);
        return (
          <fieldset className="settings-group" aria-describedby={describedBy(id, hint, listMessage)}>
            <legend>
              {label} <span className="muted">({rows.length})</span>
            </legend>
            {rows.length === 0 ? (
              <p className="muted settings-list__empty">{t('settings.list.empty')}</p>
            ) : null}
            <ol className="settings-list">
              {rows.map((row, index) => {
                const rowId = `${id}-${index}`;
                const rowError = (get(errors, `${name}.${index}`) as { message?: string } | undefined)
                  ?.message;
                const rowName = t('settings.list.item', { label: itemLabel, n: index + 1 });
                return (
                  <li key={index} className="settings-list__row">
                    <label className="visually-hidden" htmlFor={rowId}>
                      {rowName}
                    </label>
                    <input
                      id={rowId}
                      ref={index === 0 ? field.ref : undefined}
                      className="input mono"
                      value={row}
                      placeholder={placeholder}
                      autoComplete="off"
                      spellCheck={false}
                      // Focus follows the row the operator just added.
                      autoFocus={added === index}
                      onChange={(event) => {
                        const next = [...rows];
                        next[index] = upperCase ? event.target.value.toUpperCase() : event.target.value;
                        change(next);
                      }}
                      onBlur={field.onBlur}
                      aria-invalid={rowError ? true : undefined}
                      aria-describedby={rowError ? `${rowId}-error` : undefined}
                    />
                    {editable ? (
                      <button
                        type="button"
                        className="btn btn--small btn--ghost"
                        aria-label={t('settings.list.remove', { item: rowName })}
                        title={t('settings.list.remove', { item: rowName })}
                        onClick={() => {
                          setAdded(null);
                          change(rows.filter((_, i) => i !== index));
                        }}
                      >
                        ✕
                      </button>
                    ) : null}
                    {rowError ? (
                      <span id={`${rowId}-error`} className="field__error settings-list__error">
                        {rowError}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            {editable ? (
              <div>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => {
                    setAdded(rows.length);
                    change([...rows, '']);
                  }}
                >
                  + {t('settings.list.add', { item: itemLabel })}
                </button>
              </div>
            ) : null}
            <FieldNotes id={id} hint={hint} error={listMessage} />
          </fieldset>
        );
      }}
    />
  );
}

/** Text in every language of the member site: one input per language, English required. */
export function LocalizedField({
  name,
  label,
  hint,
  multiline = false,
}: BaseProps & { multiline?: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const id = fieldId(name);
  return (
    <fieldset className="settings-group" aria-describedby={`${id}-hint`}>
      <legend>{label}</legend>
      <div className="settings-localized">
        {LANGUAGES.map((language) => {
          const path = `${name}.${language}`;
          const inputId = fieldId(path);
          const error = (get(errors, path) as { message?: string } | undefined)?.message;
          const common = {
            id: inputId,
            className: 'input',
            lang: LANGUAGE_TAGS[language],
            dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'auto',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${inputId}-error` : undefined,
            ...register(path, {
              // Other languages left empty fall back to English: they are left out, not stored empty.
              setValueAs: (raw: unknown) => (language !== 'EN' && raw === '' ? undefined : (raw ?? '')),
            }),
          };
          return (
            <div key={language} className="field">
              <label htmlFor={inputId}>
                <span lang={LANGUAGE_TAGS[language]}>{LANGUAGE_NATIVE_NAMES[language]}</span>{' '}
                <span className="muted mono">{language}</span>
                {language === 'EN' ? (
                  <span className="muted"> · {t('settings.localized.fallback')}</span>
                ) : null}
              </label>
              {multiline ? <textarea rows={2} {...common} /> : <input autoComplete="off" {...common} />}
              {error ? (
                <span id={`${inputId}-error`} className="field__error">
                  {error}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <span id={`${id}-hint`} className="field__hint">
        {hint ?? t('settings.localized.hint')}
      </span>
    </fieldset>
  );
}

/** A titled group of fields inside a section. */
export function Group({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="settings-subsection">
      <h3>{title}</h3>
      {description ? <p className="muted settings-subsection__text">{description}</p> : null}
      {children}
    </section>
  );
}

import { LANGUAGE_NATIVE_NAMES } from '@wps/contracts';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageAttributes } from '../localized';
import { FormField } from './FormField';
import { problemOf } from './formState';
import { LanguageTabs } from './LanguageTabs';
import './form.css';

/*
 * Fields of a react-hook-form form, each registered under its name with its label, hint and problem
 * (marked by the form's check or the server): the pieces the back office's edit forms repeat.
 */

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'form' | 'children'>;

/** A titled group of a form's fields. */
export function Fieldset({
  legend,
  disabled,
  children,
}: {
  legend: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="form-fieldset" disabled={disabled}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** An input registered as `name` (its other attributes as given); `suffix` stands after it (%, ×). */
export function InputField<F extends FieldValues>({
  form,
  name,
  label,
  hint,
  suffix,
  ...input
}: {
  form: UseFormReturn<F>;
  name: Path<F>;
  label: ReactNode;
  hint?: ReactNode;
  suffix?: string;
} & InputAttributes) {
  return (
    <FormField label={label} hint={hint} error={problemOf(form, name)}>
      {(control) =>
        suffix === undefined ? (
          <input {...input} {...control} {...form.register(name)} />
        ) : (
          <span className="input-suffix">
            <input {...input} {...control} {...form.register(name)} />
            <span aria-hidden="true">{suffix}</span>
          </span>
        )
      }
    </FormField>
  );
}

/** A select registered as `name` over `options` (each shown as `optionLabel` says), `empty` first when given. */
export function SelectField<F extends FieldValues, V extends string>({
  form,
  name,
  label,
  hint,
  options,
  optionLabel,
  empty,
}: {
  form: UseFormReturn<F>;
  name: Path<F>;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly V[];
  optionLabel: (value: V) => string;
  /** The text of an empty first choice ("Choose…"); none when undefined. */
  empty?: string;
}) {
  return (
    <FormField label={label} hint={hint} error={problemOf(form, name)}>
      {(control) => (
        <select className="input" {...control} {...form.register(name)}>
          {empty === undefined ? null : <option value="">{empty}</option>}
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The reason of a change, kept in the audit log with it: registered as `name` ("reason"). */
export function ReasonField<F extends FieldValues>({
  form,
  name = 'reason',
  label,
  maxLength = 500,
}: {
  form: UseFormReturn<F>;
  name?: string;
  /** "Reason" unless given. */
  label?: string;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={label ?? t('common.reason')}
      hint={t('common.reasonHint')}
      error={problemOf(form, name)}
    >
      {(control) => (
        <textarea className="input" maxLength={maxLength} {...control} {...form.register(name as Path<F>)} />
      )}
    </FormField>
  );
}

/** One text of a form written in every member-site language. */
export interface LocalizedField {
  /** The form's field: a record of the text by language. */
  name: string;
  /** The i18n key of its label, given `{{language}}` (the language's own name). */
  label: string;
  max: number;
  /** The lines of its textarea; 0 for a one-line input. */
  rows: number;
}

/**
 * Texts written in every member-site language: one tab per language (showing whether it is written
 * and whether it holds a problem), each tab with an input of every field in that language. `texts`:
 * the i18n section holding `written`, `hasError`, `requiredEn` and `optionalLanguage` (given `{{max}}`).
 */
export function LocalizedFields<F extends FieldValues>({
  form,
  label,
  texts,
  fields,
}: {
  form: UseFormReturn<F>;
  label: string;
  texts: string;
  /** A constant: the fields are watched by name. */
  fields: readonly LocalizedField[];
}) {
  const { t } = useTranslation();
  const values = useWatch({
    control: form.control,
    name: fields.map((field) => field.name) as Path<F>[],
  }) as (Partial<Record<string, string>> | undefined)[];
  const problem = (name: string, language: string) => problemOf(form, `${name}.${language}`);
  return (
    <LanguageTabs
      label={label}
      filledLabel={t(`${texts}.written`)}
      invalidLabel={t(`${texts}.hasError`)}
      filled={(language) => values.some((value) => Boolean(value?.[language]?.trim()))}
      invalid={(language) => fields.some(({ name }) => Boolean(problem(name, language)))}
    >
      {(language) =>
        fields.map(({ name, label: fieldLabel, max, rows }) => {
          const attributes = {
            className: 'input',
            maxLength: max,
            ...languageAttributes(language),
          };
          return (
            <FormField
              key={`${name}-${language}`}
              label={t(fieldLabel, { language: LANGUAGE_NATIVE_NAMES[language] })}
              hint={t(language === 'EN' ? `${texts}.requiredEn` : `${texts}.optionalLanguage`, { max })}
              error={problem(name, language)}
            >
              {(control) =>
                rows === 0 ? (
                  <input {...attributes} {...control} {...form.register(`${name}.${language}` as Path<F>)} />
                ) : (
                  <textarea
                    rows={rows}
                    {...attributes}
                    {...control}
                    {...form.register(`${name}.${language}` as Path<F>)}
                  />
                )
              }
            </FormField>
          );
        })
      }
    </LanguageTabs>
  );
}

/**
 * LocalizedFields in a fieldset whose legend is their `label` (`disabled` with it); `children` come
 * before the tabs.
 */
export function LocalizedFieldset<F extends FieldValues>({
  disabled,
  children,
  ...fields
}: Parameters<typeof LocalizedFields<F>>[0] & { disabled?: boolean; children?: ReactNode }) {
  return (
    <Fieldset legend={fields.label} disabled={disabled}>
      {children}
      <LocalizedFields {...fields} />
    </Fieldset>
  );
}

/** The picture at an https address, as a preview (nothing for another address or one that fails). */
export function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!/^https:\/\//i.test(url) || failed === url) return null;
  return <img className="image-preview" src={url} alt={alt} onError={() => setFailed(url)} />;
}

/**
 * A group of fields under one label and hint (one per game category, say), its own problem under the
 * hint; `children` are the fields. `described`: the hint describes the group.
 */
export function FieldGroup({
  id,
  label,
  hint,
  problem,
  described = false,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  problem: string | undefined;
  described?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="field-group"
      role="group"
      aria-labelledby={id}
      aria-describedby={described ? `${id}-hint` : undefined}
    >
      <span id={id} className="field__label">
        {label}
      </span>
      <span id={`${id}-hint`} className="field__hint field-group__full">
        {hint}
      </span>
      {problem ? <span className="field__error field-group__full">{problem}</span> : null}
      {children}
    </div>
  );
}

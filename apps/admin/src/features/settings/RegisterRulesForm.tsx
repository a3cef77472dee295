import { PATTERN_IDS, PATTERNS, RULE_FIELDS, type PatternId, type RuleField } from '@wps/contracts';
import { Controller, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../../shared/ui/table.css';
import { fieldId } from './formContext';

const FORMS = ['username', 'mobile'] as const;
type RegistrationForm = (typeof FORMS)[number];

function CellError({ name }: { name: string }) {
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return message ? (
    <span id={`${fieldId(name)}-error`} className="field__error">
      {message}
    </span>
  ) : null;
}

function useInvalid(name: string) {
  const { errors } = useFormState({ name });
  const invalid = Boolean(get(errors, name));
  return {
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': invalid ? `${fieldId(name)}-error` : undefined,
  } as const;
}

function RuleRow({ form, field }: { form: RegistrationForm; field: RuleField }) {
  const { t } = useTranslation();
  const { register, control, setValue } = useFormContext();
  const base = `value.${form}.${field}`;
  const enabled = useWatch({ name: `${base}.enabled` }) as boolean;
  const fieldName = t(`settings.registerRules.fields.${field}`);
  const label = (column: string) => `${fieldName}: ${t(`settings.registerRules.columns.${column}`)}`;
  const invalidPattern = useInvalid(`${base}.acceptedPattern`);
  const invalidMin = useInvalid(`${base}.minLength`);
  const invalidMax = useInvalid(`${base}.maxLength`);
  const number = { setValueAs: (raw: unknown) => (raw === '' ? Number.NaN : Number(raw)) };
  return (
    <tr className={enabled ? undefined : 'settings-rules__off'}>
      <th scope="row">
        {fieldName}
        <div className="mono muted settings-rules__key">{field}</div>
      </th>
      <td>
        <input
          type="checkbox"
          id={fieldId(`${base}.enabled`)}
          aria-label={label('enabled')}
          {...register(`${base}.enabled`)}
        />
      </td>
      <td>
        <input
          type="checkbox"
          id={fieldId(`${base}.required`)}
          aria-label={label('required')}
          {...register(`${base}.required`)}
        />
      </td>
      <td>
        <Controller
          control={control}
          name={`${base}.patternId`}
          render={({ field: pattern }) => (
            <select
              ref={pattern.ref}
              id={fieldId(`${base}.patternId`)}
              className="input"
              aria-label={label('pattern')}
              value={String(pattern.value)}
              onBlur={pattern.onBlur}
              onChange={(event) => {
                const id = Number(event.target.value);
                pattern.onChange(id);
                // A catalogue pattern brings its expression; "other" keeps the one typed.
                const known = PATTERNS[id as PatternId];
                if (known && known.name !== 'other')
                  setValue(`${base}.acceptedPattern`, known.regex, {
                    shouldDirty: true,
                    shouldValidate: false,
                  });
              }}
            >
              {PATTERN_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`settings.registerRules.patterns.${PATTERNS[id].name}`)}
                </option>
              ))}
              {PATTERNS[pattern.value as PatternId] ? null : (
                <option value={String(pattern.value)}>{String(pattern.value)}</option>
              )}
            </select>
          )}
        />
        <CellError name={`${base}.patternId`} />
      </td>
      <td>
        <input
          id={fieldId(`${base}.acceptedPattern`)}
          className="input mono"
          autoComplete="off"
          spellCheck={false}
          aria-label={label('acceptedPattern')}
          {...register(`${base}.acceptedPattern`)}
          {...invalidPattern}
        />
        <CellError name={`${base}.acceptedPattern`} />
      </td>
      <td>
        <div className="settings-rules__length">
          <input
            id={fieldId(`${base}.minLength`)}
            className="input settings-rules__len"
            type="number"
            min={0}
            max={255}
            aria-label={label('minLength')}
            {...register(`${base}.minLength`, number)}
            {...invalidMin}
          />
          <span aria-hidden="true">–</span>
          <input
            id={fieldId(`${base}.maxLength`)}
            className="input settings-rules__len"
            type="number"
            min={1}
            max={255}
            aria-label={label('maxLength')}
            {...register(`${base}.maxLength`, number)}
            {...invalidMax}
          />
        </div>
        <CellError name={`${base}.minLength`} />
        <CellError name={`${base}.maxLength`} />
      </td>
    </tr>
  );
}

/** The registration rules: for each of the two registration forms, one row per field. */
export function RegisterRulesForm() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <p className="muted">{t('settings.registerRules.intro')}</p>
      {FORMS.map((form) => (
        <section key={form} className="settings-subsection" aria-labelledby={`rules-${form}`}>
          <h3 id={`rules-${form}`}>{t(`settings.registerRules.forms.${form}`)}</h3>
          <div className="table-scroll settings-rules__scroll">
            <table className="table settings-rules">
              <caption className="visually-hidden">{t(`settings.registerRules.forms.${form}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('settings.registerRules.columns.field')}</th>
                  <th scope="col">{t('settings.registerRules.columns.enabled')}</th>
                  <th scope="col">{t('settings.registerRules.columns.required')}</th>
                  <th scope="col">{t('settings.registerRules.columns.pattern')}</th>
                  <th scope="col">{t('settings.registerRules.columns.acceptedPattern')}</th>
                  <th scope="col">{t('settings.registerRules.columns.length')}</th>
                </tr>
              </thead>
              <tbody>
                {RULE_FIELDS.map((field) => (
                  <RuleRow key={field} form={form} field={field} />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}

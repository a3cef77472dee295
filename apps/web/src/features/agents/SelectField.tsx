import { useId, type Ref, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down in the form kit's look; spreads react-hook-form's `register()` result. */
export function SelectField({ label, error, options, id, ref, className, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="field__box">
        <select
          ref={ref}
          id={selectId}
          className="field__input money-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

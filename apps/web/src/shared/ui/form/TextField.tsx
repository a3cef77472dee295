import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Shown under the field in place of the hint; marks the input invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Inside the box before the input (a country code) and after it (a button). */
  start?: ReactNode;
  end?: ReactNode;
  /** The label stays for screen readers only (compact header form). */
  labelHidden?: boolean;
  /** Shown after the label of a field that may stay empty, e.g. "(optional)". */
  optionalText?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** Labelled text input with hint and error; spreads react-hook-form's `register()` result. */
export function TextField({
  label,
  error,
  hint,
  start,
  end,
  labelHidden = false,
  optionalText,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error || hint;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className={labelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
        {optionalText && <span className="field__optional">{optionalText}</span>}
      </label>
      <div className="field__box">
        {start}
        <input
          ref={ref}
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {end}
      </div>
      {message && (
        <p id={messageId} className={error ? 'field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </div>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './form.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ children, error, id, className, ref, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`check${error ? ' check--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="check__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <label htmlFor={inputId} className="check__label">
        {children}
      </label>
      {error && (
        <p id={errorId} className="field__error check__error">
          {error}
        </p>
      )}
    </div>
  );
}

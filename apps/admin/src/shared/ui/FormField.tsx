import { useEffect, useId, useRef, type ReactNode } from 'react';

/** What a form control inside a FormField takes: its id, its hint or error, and whether it is invalid. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * One labelled form control with its hint; an error replaces the hint (and marks the control
 * invalid). `children` renders the control with the attributes that tie it to its label and text.
 */
export function FormField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const text = error ?? hint;
  const control: FieldControl = { id };
  if (text) control['aria-describedby'] = `${id}-text`;
  if (error) control['aria-invalid'] = true;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(control)}
      {text ? (
        <span id={`${id}-text`} className={error ? 'field__error' : 'field__hint'}>
          {text}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A form's refusal (its own check or the server's), shown where the form ends and scrolled into view
 * when it appears or changes: the dialog's submit button may be far from it.
 */
export function FormRefusal({ text }: { text: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  if (!text) return null;
  return (
    <p ref={ref} className="note note--error" role="alert">
      {text}
    </p>
  );
}

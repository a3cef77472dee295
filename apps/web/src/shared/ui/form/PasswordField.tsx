import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z';
const EYE_OFF =
  'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.5 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 4.9-1.3M9.9 9.9a3 3 0 0 0 4.2 4.2';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** Accessible names of the toggle: "show password" and "hide password". */
  showText: string;
  hideText: string;
}

/** Password input with a show/hide toggle. */
export function PasswordField({ showText, hideText, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="field__adornment-btn"
          aria-label={visible ? hideText : showText}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d={visible ? EYE_OFF : EYE} />
          </svg>
        </button>
      }
    />
  );
}

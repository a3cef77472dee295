import type { CountryEntry } from '@wps/contracts';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/form/TextField';
import { CountryCodeSelect } from './CountryCodeSelect';

interface MobileFieldProps {
  countries: readonly CountryEntry[];
  dialingCode: string;
  onDialingCode: (code: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  optionalText?: string | undefined;
  label?: string;
  /** The "send code" button when the number gets an SMS code. */
  end?: ReactNode;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** Mobile number with its country dialing code in front. */
export function MobileField({ countries, dialingCode, onDialingCode, label, ...input }: MobileFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('field.mobileNum')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      dir="ltr"
      className="field--mobile"
      start={<CountryCodeSelect countries={countries} value={dialingCode} onChange={onDialingCode} />}
      {...input}
    />
  );
}

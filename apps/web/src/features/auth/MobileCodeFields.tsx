import type { FieldErrors, FieldValues, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/form/TextField';
import type { CountryEntry } from '@wps/contracts';
import { MobileField } from './MobileField';
import type { ruleHint } from './ruleValidation';
import { fieldErrorText, isPlausibleMobile, validateByRule, validateRequired } from './ruleValidation';
import { SmsCodeButton } from './SmsCodeButton';

interface MobileCodeValues {
  mobileNum: string;
  code: string;
}

interface MobileCodeFieldsProps<T extends FieldValues & MobileCodeValues> {
  register: UseFormRegister<T>;
  setError: UseFormSetError<T>;
  errors: FieldErrors<T>;
  countries: readonly CountryEntry[];
  dialingCode: string;
  onDialingCode: (code: string) => void;
  /** The merchant's mobile number rule. */
  mobileRule: Parameters<typeof ruleHint>[1];
  /** Sends the code (validating the number first); null when the form declined to send. */
  sendCode: () => Promise<{ expiredMinutes: number } | null>;
  codeMaxLength: number;
  /** Presses of "send code" closer together than this are ignored. */
  throttleMs?: number;
}

/** Mobile number with its dialing code, and the SMS code with its send button and countdown. */
export function MobileCodeFields<T extends FieldValues & MobileCodeValues>(props: MobileCodeFieldsProps<T>) {
  const { t } = useTranslation('auth');
  // Both fields exist in every form this serves; the generic form type cannot say so to the library.
  const register = props.register as unknown as UseFormRegister<MobileCodeValues>;
  const setError = props.setError as unknown as UseFormSetError<MobileCodeValues>;
  const errors = props.errors as FieldErrors<MobileCodeValues>;
  const validateMobile = (value: string | undefined) => {
    const byRule = validateByRule(t, props.mobileRule, { required: true })(value);
    if (byRule !== true) return byRule;
    return isPlausibleMobile(value ?? '', props.dialingCode) ? true : t('form.mobileInvalid');
  };
  return (
    <>
      <MobileField
        countries={props.countries}
        dialingCode={props.dialingCode}
        onDialingCode={props.onDialingCode}
        error={errors.mobileNum?.message}
        {...register('mobileNum', { validate: validateMobile, setValueAs: (value: string) => value.trim() })}
      />
      <TextField
        label={t('field.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={props.codeMaxLength}
        error={errors.code?.message}
        end={
          <SmsCodeButton
            send={props.sendCode}
            throttleMs={props.throttleMs}
            onFieldErrors={(fields) => {
              if (fields.mobileNum)
                setError('mobileNum', { message: fieldErrorText(t, fields.mobileNum, props.mobileRule) });
            }}
          />
        }
        {...register('code', { validate: validateRequired(t), setValueAs: (value: string) => value.trim() })}
      />
    </>
  );
}

import type { RegisterMobileRequest, RegisterRequest, RegisterRule } from '@wps/contracts';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSite } from '../../shared/site/siteContext';
import { Checkbox } from '../../shared/ui/form/Checkbox';
import { PasswordField } from '../../shared/ui/form/PasswordField';
import { TextField } from '../../shared/ui/form/TextField';
import { AuthErrorAlert } from './AuthErrorAlert';
import { CaptchaField } from './CaptchaField';
import { useImageCaptcha } from './useImageCaptcha';
import { useDialingCodes } from './dialingCodes';
import { readInvite } from './invite';
import { useLoginFlow } from './loginFlow';
import { MobileField } from './MobileField';
import { registerFields, type RegisterFieldName, type RegisterMode } from './registerFields';
import {
  fieldErrorText,
  isPlausibleMobile,
  ruleHint,
  validateByRule,
  validateRequired,
  validateSame,
} from './ruleValidation';
import { SmsCodeButton } from './SmsCodeButton';
import { useHumanChallenge } from './useHumanChallenge';
import { useRegisterRules } from './useRegisterRules';

type Values = Record<RegisterFieldName, string> & { adult: boolean; terms: boolean };

const EMPTY: Record<RegisterFieldName, string> = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  email: '',
  payeeName: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  paymentPassword: '',
  affiliateCode: '',
  recommenderId: '',
  referralCode: '',
  captcha: '',
};

/** Server field names that differ from the form's. */
const SERVER_FIELD: Record<string, RegisterFieldName> = {
  mobileNo: 'mobileNum',
  countryDialingCode: 'mobileNum',
};

const PASSWORDS = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);

/** Input attributes per field: keyboards and autofill. */
const INPUT: Partial<
  Record<RegisterFieldName, { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }>
> = {
  username: { autoComplete: 'username' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  paymentPassword: { inputMode: 'numeric', autoComplete: 'off' },
};

/** Registration by username or by mobile number, with every field the merchant's rules enable. */
export function RegisterForm({ mode }: { mode: RegisterMode }) {
  const { t } = useTranslation('auth');
  const { modules } = useSite();
  const rules = useRegisterRules()[mode];
  const [invite] = useState(readInvite);
  const fields = useMemo(
    () => registerFields(mode, rules, modules, { referral: Boolean(invite.referralCode) }),
    [mode, rules, modules, invite],
  );
  const shown = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);
  const flow = useLoginFlow();
  const human = useHumanChallenge();
  const captcha = useImageCaptcha(shown.has('captcha'));
  const { countries, initial } = useDialingCodes();
  const [chosenCode, setChosenCode] = useState('');
  const dialingCode = chosenCode || initial;
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    trigger,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      ...EMPTY,
      affiliateCode: invite.affiliateCode ?? '',
      referralCode: invite.referralCode ?? '',
      adult: false,
      terms: false,
    },
  });

  const ruleOf = (name: RegisterFieldName): RegisterRule | undefined => shown.get(name)?.rule ?? undefined;

  const showServerField = (name: string, message: string, focus: boolean) => {
    const target = SERVER_FIELD[name] ?? (name as RegisterFieldName);
    if (!shown.has(target)) return false;
    setFieldError(target as Path<Values>, { type: 'server', message }, { shouldFocus: focus });
    return true;
  };

  /** The invitation code must belong to an agent (checked on blur and before submit). */
  const checkAffiliate = async (code: string): Promise<boolean> => {
    if (!code || !modules.AFFMAN3) return true;
    try {
      await callApi(routes.affiliateCheck, { query: { code, domain: window.location.host } });
      return true;
    } catch (caught) {
      if (!isApiError(caught) || caught.code !== 'affiliate.invalid') throw caught;
      setFieldError(
        'affiliateCode',
        { type: 'server', message: t('error.affiliate.invalid') },
        { shouldFocus: true },
      );
      return false;
    }
  };

  const validateMobile = (value: string | undefined) => {
    const field = shown.get('mobileNum');
    if (!field) return true;
    if (!value && !field.required) return true;
    const byRule = validateByRule(t, field.rule!, { required: field.required })(value);
    if (byRule !== true) return byRule;
    return isPlausibleMobile(value ?? '', dialingCode) ? true : t('form.mobileInvalid');
  };

  const sendCode = async () => {
    if (!(await trigger('mobileNum'))) return null;
    if (!getValues('mobileNum')) {
      setFieldError('mobileNum', { type: 'required', message: t('form.required') }, { shouldFocus: true });
      return null;
    }
    const challenge = await human.take();
    try {
      return await callApi(routes.smsCodeRegister, {
        body: { mobileNo: getValues('mobileNum'), countryDialingCode: dialingCode, challenge },
      });
    } finally {
      human.prime();
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      if (!(await checkAffiliate(values.affiliateCode))) return;
      const challenge = await human.take();
      const body: Record<string, unknown> = {
        challenge,
        domain: window.location.host,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
      };
      for (const field of fields) {
        const value = values[field.name];
        if (value) body[field.name] = value;
      }
      if (shown.has('mobileNum')) body.countryDialingCode = dialingCode;
      if (shown.has('captcha')) body.captchaId = captcha.captchaId;
      const value =
        mode === 'username'
          ? await callApi(routes.memberRegister, { body: body as RegisterRequest })
          : await callApi(routes.memberRegisterMobile, { body: body as RegisterMobileRequest });
      await flow.complete(value, { method: 'register', password: values.password || undefined });
    } catch (caught) {
      human.reset();
      if (shown.has('captcha')) {
        captcha.reload();
        setValue('captcha', '');
      }
      const serverFields = isApiError(caught) ? caught.fields : null;
      let unplaced = !serverFields;
      let first = true;
      for (const [name, fieldError] of Object.entries(serverFields ?? {})) {
        const target = SERVER_FIELD[name] ?? name;
        const placed = showServerField(
          name,
          fieldErrorText(t, fieldError, ruleOf(target as RegisterFieldName)),
          first,
        );
        first &&= !placed;
        unplaced ||= !placed;
      }
      if (isApiError(caught) && caught.code === 'affiliate.invalid')
        unplaced = !showServerField('affiliateCode', t('error.affiliate.invalid'), true);
      if (isApiError(caught) && (caught.code === 'captcha.invalid' || caught.code === 'captcha.required'))
        unplaced = !showServerField('captcha', t(`error.${caught.code}`), true);
      if (isApiError(caught) && caught.code === 'verification.code.invalid')
        unplaced = !showServerField('verificationCode', t('error.verification.code.invalid'), true);
      if (unplaced) setError(caught);
    }
  });

  const text = (name: RegisterFieldName) => {
    const field = shown.get(name)!;
    const validate = field.rule
      ? validateByRule(t, field.rule, { required: field.required })
      : field.required
        ? validateRequired(t)
        : undefined;
    const hint = field.rule ? ruleHint(t, field.rule) : undefined;
    const common = {
      label: t(`field.${name}`),
      optionalText: field.required ? undefined : t('form.optional'),
      error: errors[name]?.message,
      hint,
      ...INPUT[name],
    };
    if (PASSWORDS.has(name))
      return (
        <PasswordField
          key={name}
          {...common}
          autoComplete={INPUT[name]?.autoComplete ?? 'new-password'}
          showText={t('form.showPassword')}
          hideText={t('form.hidePassword')}
          {...register(name, {
            validate: name === 'confirmPassword' ? validateSame(t, () => getValues('password')) : validate,
            deps: name === 'password' && shown.has('confirmPassword') ? ['confirmPassword'] : undefined,
          })}
        />
      );
    return (
      <TextField
        key={name}
        {...common}
        maxLength={255}
        {...register(name, {
          validate,
          setValueAs: (value: string) => value.trim(),
          onBlur:
            name === 'affiliateCode'
              ? (event: { target: { value: string } }) => {
                  const code = event.target.value.trim();
                  if (code && validate?.(code) === true) void checkAffiliate(code).catch(() => null);
                }
              : undefined,
        })}
      />
    );
  };

  const renderField = (name: RegisterFieldName) => {
    if (name === 'mobileNum') {
      const field = shown.get(name)!;
      return (
        <MobileField
          key={name}
          countries={countries}
          dialingCode={dialingCode}
          onDialingCode={setChosenCode}
          error={errors.mobileNum?.message}
          optionalText={field.required ? undefined : t('form.optional')}
          hint={field.rule ? ruleHint(t, field.rule) : undefined}
          {...register('mobileNum', {
            validate: validateMobile,
            setValueAs: (value: string) => value.trim(),
          })}
        />
      );
    }
    if (name === 'verificationCode')
      return (
        <TextField
          key={name}
          label={t('field.smsCode')}
          maxLength={255}
          error={errors.verificationCode?.message}
          {...INPUT.verificationCode}
          end={
            <SmsCodeButton
              send={sendCode}
              onFieldErrors={(serverFields) => {
                for (const [field, fieldError] of Object.entries(serverFields))
                  showServerField(field, fieldErrorText(t, fieldError, ruleOf('mobileNum')), true);
              }}
            />
          }
          {...register('verificationCode', {
            validate: validateRequired(t),
            setValueAs: (value: string) => value.trim(),
          })}
        />
      );
    if (name === 'captcha')
      return (
        <CaptchaField
          key={name}
          captcha={captcha}
          error={errors.captcha?.message}
          {...register('captcha', {
            validate: validateRequired(t),
            setValueAs: (value: string) => value.trim(),
          })}
        />
      );
    return text(name);
  };

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AuthErrorAlert error={error} />
      {fields.map((field) => renderField(field.name))}
      <div className="auth-form__agreements">
        <Checkbox
          error={errors.adult?.message}
          {...register('adult', { validate: (value) => value || t('register.agreeRequired') })}
        >
          {t('register.adult')}
        </Checkbox>
        <Checkbox
          error={errors.terms?.message}
          {...register('terms', { validate: (value) => value || t('register.agreeRequired') })}
        >
          {t('register.terms')}
        </Checkbox>
      </div>
      <button
        type="submit"
        className="btn btn--primary btn--lg auth-form__submit"
        disabled={isSubmitting || captcha.loading}
      >
        {isSubmitting ? t('form.working') : t('register.submit')}
      </button>
    </form>
  );
}

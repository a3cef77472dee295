import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { AuthErrorAlert } from './AuthErrorAlert';
import { CaptchaField } from './CaptchaField';
import { useImageCaptcha } from './useImageCaptcha';
import { useDialingCodes } from './dialingCodes';
import { asksForCaptcha, useLoginFlow } from './loginFlow';
import { MobileCodeFields } from './MobileCodeFields';
import { validateRequired } from './ruleValidation';
import { useHumanChallenge } from './useHumanChallenge';
import { useRegisterRules } from './useRegisterRules';

interface Values {
  mobileNum: string;
  code: string;
  captcha: string;
}

/** Login by SMS code (MOBILEVERCODELOGIN3): the number in `username`, the code in `password`. */
export function SmsLoginForm() {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow();
  const human = useHumanChallenge();
  const rules = useRegisterRules();
  const mobileRule = rules.mobile.mobileNum;
  const { countries, initial } = useDialingCodes();
  const [chosenCode, setChosenCode] = useState('');
  const dialingCode = chosenCode || initial;
  const captchaModule = useModuleEnabled('CAPTCHA3');
  const [captchaOn, setCaptchaOn] = useState(false);
  const captcha = useImageCaptcha(captchaOn);
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { mobileNum: '', code: '', captcha: '' } });

  const sendCode = async () => {
    if (!(await trigger('mobileNum'))) return null;
    const challenge = await human.take();
    try {
      return await callApi(routes.smsCodeLogin, {
        body: {
          mobileNum: getValues('mobileNum').trim(),
          countryDialingCode: dialingCode,
          purpose: 'login',
          challenge,
        },
      });
    } finally {
      human.prime();
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const challenge = await human.take();
      await flow.login(
        {
          type: 'sms',
          username: values.mobileNum.trim(),
          password: values.code.trim(),
          countryDialingCode: dialingCode,
          ...(captchaOn ? { captcha: values.captcha.trim(), captchaId: captcha.captchaId } : {}),
        },
        { method: 'sms' },
        challenge,
      );
    } catch (caught) {
      human.reset();
      if (captchaOn) captcha.reload();
      if (asksForCaptcha(caught) && captchaModule) setCaptchaOn(true);
      setValue('captcha', '');
      setError(caught);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AuthErrorAlert error={error} />
      <MobileCodeFields
        register={register}
        setError={setFieldError}
        errors={errors}
        countries={countries}
        dialingCode={dialingCode}
        onDialingCode={setChosenCode}
        mobileRule={mobileRule}
        sendCode={sendCode}
        codeMaxLength={8}
        throttleMs={1000}
      />
      {captchaOn && (
        <CaptchaField
          captcha={captcha}
          error={errors.captcha?.message}
          {...register('captcha', { validate: validateRequired(t) })}
        />
      )}
      <button
        type="submit"
        className="btn btn--primary btn--lg auth-form__submit"
        disabled={isSubmitting || captcha.loading}
      >
        {isSubmitting ? t('form.working') : t('auth.login')}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useSite } from '../../shared/site/siteContext';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { EmptyState } from '../../shared/ui/EmptyState';
import { tabPanelProps, useTabsId } from '../../shared/ui/form/tabIds';
import { Tabs } from '../../shared/ui/form/Tabs';
import { TextField } from '../../shared/ui/form/TextField';
import { Modal } from '../../shared/ui/Modal';
import { AuthErrorAlert } from './AuthErrorAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { closeAuth, showAuth, type AuthView, type ForgotTab } from './authStore';
import { useDialingCodes } from './dialingCodes';
import { useLoginFlow } from './loginFlow';
import { MobileCodeFields } from './MobileCodeFields';
import { fieldErrorText, validateByRule } from './ruleValidation';
import { useHumanChallenge } from './useHumanChallenge';
import { useRegisterRules } from './useRegisterRules';

type ForgotView = Extract<AuthView, { kind: 'forgot' }> & { open: boolean };

/** Forgot password: by e-mail (CHNGPASSVERIF3) and by phone (PWRESETSMS3). */
export function ForgotDialog({ view }: { view: ForgotView }) {
  const { t } = useTranslation('auth');
  const { modules } = useSite();
  const tabs: ForgotTab[] = [];
  if (modules.CHNGPASSVERIF3) tabs.push('email');
  if (modules.PWRESETSMS3) tabs.push('phone');
  const [tab, setTab] = useState<ForgotTab | undefined>(
    view.tab && tabs.includes(view.tab) ? view.tab : tabs[0],
  );
  const idBase = useTabsId();
  return (
    <Modal open={view.open} title={t('forgot.title')} onClose={closeAuth} width={480} className="auth-modal">
      <div className="auth-panel">
        {tab === undefined ? (
          <EmptyState icon="headset" title={t('forgot.unavailable')} />
        ) : (
          <>
            {tabs.length > 1 && (
              <Tabs
                idBase={idBase}
                label={t('forgot.methods')}
                value={tab}
                onChange={setTab}
                tabs={tabs.map((id) => ({
                  id,
                  label: t(id === 'email' ? 'forgot.tabEmail' : 'forgot.tabPhone'),
                }))}
              />
            )}
            <div {...(tabs.length > 1 ? tabPanelProps(idBase, tab) : {})}>
              {tab === 'email' ? <ForgotEmailForm /> : <ForgotPhoneForm />}
            </div>
          </>
        )}
        <div className="auth-links auth-links--center">
          <button type="button" className="link-btn" onClick={() => showAuth({ kind: 'login' })}>
            {t('forgot.backToLogin')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

interface EmailValues {
  username: string;
  email: string;
}

/** Username and e-mail: a reset link is mailed; a confirmation shows and the dialog closes. */
function ForgotEmailForm() {
  const { t } = useTranslation('auth');
  const dialog = useDialog();
  const rules = useRegisterRules().username;
  const human = useHumanChallenge();
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ mode: 'onTouched', defaultValues: { username: '', email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const challenge = await human.take();
      await callApi(routes.forgotPasswordEmail, {
        body: { ...values, challenge, resetUrl: `${window.location.origin}/` },
      });
      closeAuth();
      void dialog.open({
        icon: 'success',
        title: t('forgot.emailSentTitle'),
        message: t('forgot.emailSent'),
      });
    } catch (caught) {
      human.reset();
      setError(caught);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="auth-form__intro">{t('forgot.emailIntro')}</p>
      <AuthErrorAlert error={error} />
      <TextField
        label={t('field.username')}
        autoComplete="username"
        autoCapitalize="none"
        error={errors.username?.message}
        {...register('username', {
          validate: validateByRule(t, rules.username, { required: true }),
          setValueAs: (value: string) => value.trim(),
        })}
      />
      <TextField
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          validate: validateByRule(t, rules.email, { required: true }),
          setValueAs: (value: string) => value.trim(),
        })}
      />
      <button type="submit" className="btn btn--primary btn--lg auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.working') : t('forgot.sendLink')}
      </button>
    </form>
  );
}

interface PhoneValues {
  mobileNum: string;
  code: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Mobile number, SMS code (purpose reset) and a new password; then signed in and sent to /. */
function ForgotPhoneForm() {
  const { t } = useTranslation('auth');
  const rules = useRegisterRules();
  const flow = useLoginFlow();
  const human = useHumanChallenge();
  const { countries, initial } = useDialingCodes();
  const [chosenCode, setChosenCode] = useState('');
  const dialingCode = chosenCode || initial;
  const [error, setError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneValues>({
    mode: 'onTouched',
    defaultValues: { mobileNum: '', code: '', newPassword: '', confirmNewPassword: '' },
  });
  const mobileRule = rules.mobile.mobileNum;
  const passwordRule = rules.username.password;

  const sendCode = async () => {
    if (!(await trigger('mobileNum'))) return null;
    const challenge = await human.take();
    try {
      return await callApi(routes.smsCodeLogin, {
        body: {
          mobileNum: getValues('mobileNum'),
          countryDialingCode: dialingCode,
          purpose: 'reset',
          challenge,
        },
      });
    } finally {
      human.prime();
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    let username: string;
    try {
      ({ username } = await callApi(routes.forgotPasswordPhone, {
        body: {
          mobileNum: values.mobileNum,
          countryDialingCode: dialingCode,
          verificationCode: values.code,
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      }));
    } catch (caught) {
      const fields = isApiError(caught) ? caught.fields : null;
      if (fields?.newPassword)
        setFieldError('newPassword', { message: fieldErrorText(t, fields.newPassword, passwordRule) });
      if (fields?.mobileNum)
        setFieldError('mobileNum', { message: fieldErrorText(t, fields.mobileNum, mobileRule) });
      if (isApiError(caught) && caught.code === 'verification.code.invalid')
        setFieldError('code', { message: t('error.verification.code.invalid') }, { shouldFocus: true });
      else setError(caught);
      return;
    }
    // The password is set: sign in with it at once and go to / (docs/product.md §Identity).
    try {
      const challenge = await human.take();
      await flow.login(
        { type: 'username', username, password: values.newPassword },
        { method: 'reset', password: values.newPassword, goHome: true },
        challenge,
      );
    } catch (caught) {
      showAuth({ kind: 'login', username, error: caught });
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="auth-form__intro">{t('forgot.phoneIntro')}</p>
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
        codeMaxLength={255}
      />
      <NewPasswordFields register={register} getValues={getValues} errors={errors} rule={passwordRule} />
      <button type="submit" className="btn btn--primary btn--lg auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('form.working') : t('forgot.resetAndLogin')}
      </button>
    </form>
  );
}

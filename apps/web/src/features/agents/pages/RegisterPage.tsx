import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRule, Routes, ValueOf } from '@wps/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorKey, isApiError } from '../../../shared/api/apiError';
import { callApi } from '../../../shared/api/client';
import { routes } from '../../../shared/api/routes';
import { useSiteInfo } from '../../../shared/site/siteContext';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { PasswordField } from '../../../shared/ui/form/PasswordField';
import { TextField } from '../../../shared/ui/form/TextField';
import { isAgentType } from '../access';
import { fieldErrorText } from '../fieldErrors';
import { AGENTS_KEY } from '../queries';

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  accountType: 'member' | 'agent';
}

type Registered = ValueOf<Routes['registerDownline']>;
const FIELDS = ['username', 'password', 'confirmPassword', 'accountType'] as const;

/**
 * Register (increase account, `increaseAccount`): opens an account under this agent, as a member or an
 * agent, with the site's registration rules; the server's field errors show under their fields.
 */
export function RegisterPage() {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const rules = useSiteInfo().register.username;
  const [done, setDone] = useState<Registered | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<RegisterValues>({
    defaultValues: { username: '', password: '', confirmPassword: '', accountType: 'member' },
  });
  const create = useMutation({
    mutationFn: (body: RegisterValues) => callApi(routes.registerDownline, { body }),
  });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await create.mutateAsync({ ...values, username: values.username.trim() });
      void queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
      reset();
      setDone(answer);
    } catch (error) {
      const fields = isApiError(error) ? error.fields : null;
      if (!fields) {
        setFormError(t(errorKey(error)));
        return;
      }
      let first = true;
      let unplaced = false;
      for (const [name, fieldError] of Object.entries(fields)) {
        if (!(FIELDS as readonly string[]).includes(name)) {
          unplaced = true;
          continue;
        }
        const rule = (rules as Partial<Record<string, RegisterRule>>)[
          name === 'confirmPassword' ? 'password' : name
        ];
        setError(
          name as (typeof FIELDS)[number],
          { type: 'server', message: fieldErrorText(t, fieldError, rule) },
          { shouldFocus: first },
        );
        first = false;
      }
      if (unplaced) setFormError(t('error.validation.failed'));
    }
  });

  return (
    <div className="money-page">
      <h3 className="money-page__title">{t('menu.increaseAccount')}</h3>
      {done ? (
        <section className="money-card" aria-live="polite">
          <FormAlert tone="success">{t('register.done', { username: done.username })}</FormAlert>
          <dl className="money-kv">
            <dt>{t('register.username')}</dt>
            <dd>{done.username}</dd>
            <dt>{t('register.accountType')}</dt>
            <dd>{isAgentType(done.type) ? t('accountType.agent') : t('accountType.member')}</dd>
            {done.affiliateCode && (
              <>
                <dt>{t('register.inviteCode')}</dt>
                <dd className="money-ltr agents-code">{done.affiliateCode}</dd>
              </>
            )}
          </dl>
          <button
            type="button"
            className="btn btn--secondary btn--sm money-form__submit"
            onClick={() => setDone(null)}
          >
            {t('register.another')}
          </button>
        </section>
      ) : (
        <form
          className="money-card money-form"
          noValidate
          onSubmit={submit}
          aria-label={t('menu.increaseAccount')}
        >
          <p className="money-muted">{t('register.intro')}</p>
          <TextField
            label={t('register.username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...register('username', {
              validate: (value) => value.trim() !== '' || t('fieldError.rule.required'),
            })}
          />
          <PasswordField
            label={t('register.password')}
            autoComplete="new-password"
            showText={t('register.showPassword')}
            hideText={t('register.hidePassword')}
            error={errors.password?.message}
            {...register('password', { required: t('fieldError.rule.required') })}
          />
          <PasswordField
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            showText={t('register.showPassword')}
            hideText={t('register.hidePassword')}
            error={errors.confirmPassword?.message}
            {...register('confirmPassword', {
              required: t('fieldError.rule.required'),
              validate: (value) => value === getValues('password') || t('fieldError.rule.inconsistent'),
            })}
          />
          <fieldset className="agents-radios">
            <legend className="field__label">{t('register.accountType')}</legend>
            <label className="agents-radio">
              <input type="radio" value="member" {...register('accountType')} />
              <span>{t('accountType.member')}</span>
            </label>
            <label className="agents-radio">
              <input type="radio" value="agent" {...register('accountType')} />
              <span>{t('accountType.agent')}</span>
            </label>
            {errors.accountType?.message && <p className="field__error">{errors.accountType.message}</p>}
          </fieldset>
          {formError && <FormAlert>{formError}</FormAlert>}
          <button type="submit" className="btn btn--primary money-form__submit" disabled={create.isPending}>
            {t('register.submit')}
          </button>
        </form>
      )}
    </div>
  );
}

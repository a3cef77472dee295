import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@wps/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { MEMBER_INFO_KEY } from '../../shared/api/memberInfoQuery';
import { routes } from '../../shared/api/routes';
import { patternMessage } from '../../shared/i18n/patternMessage';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { ErrorState } from '../../shared/ui/ErrorState';
import { PageSpinner } from '../../shared/ui/Spinner';
import { Field, FormStatus } from './Field';
import {
  PROFILE_GROUPS,
  PROFILE_SPECS,
  isPayeeLocked,
  profileChanges,
  profileRule,
  profileRuleViolation,
  profileValues,
  type ProfileValues,
} from './profileFields';
import { profileQuery } from './queries';
import { SecuritySection } from './SecuritySection';
import { applyServerError } from './serverErrors';

/**
 * Profile fields (docs/product.md §Security centre) saved with memberProfileUpdate; server field
 * errors shown in place.
 */
export function ProfileSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const token = useSessionToken();
  const query = useQuery(profileQuery(token));
  return (
    <SecuritySection id="profile" title={t('security.profile.title')} intro={t('security.profile.intro')}>
      {query.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ProfileForm profile={query.data} hasPassword={hasPassword} />
      )}
    </SecuritySection>
  );
}

type ProfileFormValues = ProfileValues & { currentPassword: string };
const FIELDS = [...PROFILE_SPECS.map((spec) => spec.field), 'currentPassword' as const];

function ProfileForm({ profile, hasPassword }: { profile: Profile; hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const rules = useSiteInfo().register.username;
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<{ error?: string | null; success?: string }>({});
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ defaultValues: { ...profileValues(profile), currentPassword: '' } });
  const payeeLocked = isPayeeLocked(profile);
  // Password resets are mailed to this address, so changing it asks for the login password.
  const email = useWatch({ control, name: 'email' });
  const emailChanging = hasPassword && email.trim() !== (profile.email ?? '');

  const submit = handleSubmit(async (values) => {
    setStatus({});
    const changes = profileChanges(profile, values);
    if (Object.keys(changes).length === 0) {
      setStatus({ success: t('security.profile.nothingChanged') });
      return;
    }
    try {
      const body = emailChanging ? { ...changes, currentPassword: values.currentPassword } : changes;
      const saved = await callApi(routes.memberProfileUpdate, { body });
      queryClient.setQueryData(profileQuery(token).queryKey, saved);
      reset({ ...profileValues(saved), currentPassword: '' });
      setStatus({ success: t('security.profile.saved') });
      void queryClient.invalidateQueries({ queryKey: MEMBER_INFO_KEY });
    } catch (error) {
      setStatus({
        error: applyServerError(t, error, setError, {
          fields: FIELDS,
          codeToField: { 'password.wrong': 'currentPassword' },
          rules: Object.fromEntries(PROFILE_SPECS.map(({ field }) => [field, profileRule(field, rules)])),
        }),
      });
    }
  });

  return (
    <form className="security-form" noValidate onSubmit={submit} aria-label={t('security.profile.title')}>
      {PROFILE_GROUPS.map((group) => (
        <fieldset key={group.id} className="security-fieldset">
          <legend>{t(`security.profile.group.${group.id}`)}</legend>
          <div className="security-grid">
            {group.fields.map((spec) => {
              const rule = profileRule(spec.field, rules);
              const locked = spec.field === 'payeeName' && payeeLocked;
              return (
                <Field
                  key={spec.field}
                  label={t(`security.profile.field.${spec.field}`)}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete ?? 'off'}
                  maxLength={120}
                  readOnly={locked}
                  hint={
                    locked
                      ? t('security.profile.payeeLocked')
                      : spec.field === 'payeeName'
                        ? t('security.profile.payeeOnce')
                        : undefined
                  }
                  error={errors[spec.field]?.message}
                  {...register(spec.field, {
                    validate: (value) =>
                      rule && profileRuleViolation(rule, value)
                        ? patternMessage(t, rule.patternId, rule.minLength, rule.maxLength)
                        : true,
                  })}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      {emailChanging && (
        <Field
          className="security-form__narrow"
          label={t('security.profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('security.profile.currentPasswordHint')}
          error={errors.currentPassword?.message}
          {...register('currentPassword', { required: t('security.required') })}
        />
      )}
      <FormStatus error={status.error} success={status.success} />
      <div className="security-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t('security.profile.save')}
        </button>
      </div>
    </form>
  );
}

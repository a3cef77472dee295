import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NATIVE_NAMES, isLanguage, type Language } from '@wps/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { setLanguage } from '../../shared/i18n/language';
import { tagOf } from '../../shared/i18n/languageCodes';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useSiteInfo } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { FormStatus } from './Field';
import { profileQuery } from './queries';
import { SecuritySection } from './SecuritySection';

/** The member's language: stored on the account (memberLanguage) and applied to the site at once. */
export function LanguageSection() {
  const { t } = useTranslation('account');
  const token = useSessionToken();
  const current = useLanguage();
  const queryClient = useQueryClient();
  const languages = useSiteInfo().site.languages;
  const profile = useQuery(profileQuery(token));
  const stored = profile.data?.language ?? null;
  const [choice, setChoice] = useState<Language | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error?: string; success?: string }>({});
  const selectId = useId();
  const selected = choice ?? stored ?? current;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({});
    setBusy(true);
    try {
      await callApi(routes.memberLanguage, { body: { language: selected } });
      await setLanguage(selected);
      queryClient.setQueryData(profileQuery(token).queryKey, (old) =>
        old ? { ...old, language: selected } : old,
      );
      setChoice(null);
      setStatus({ success: t('security.language.saved') });
    } catch (error) {
      setStatus({ error: t(errorKey(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecuritySection id="language" title={t('security.language.title')} intro={t('security.language.intro')}>
      <form className="security-form security-form--inline" onSubmit={(event) => void save(event)}>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('security.language.label')}
          </label>
          <select
            id={selectId}
            className="field__input"
            value={selected}
            onChange={(event) => isLanguage(event.target.value) && setChoice(event.target.value)}
          >
            {languages.map((language) => (
              <option key={language} value={language} lang={tagOf(language)}>
                {LANGUAGE_NATIVE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('security.language.save')}
        </button>
      </form>
      <FormStatus error={status.error} success={status.success} />
    </SecuritySection>
  );
}

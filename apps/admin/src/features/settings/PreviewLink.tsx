import { useTranslation } from 'react-i18next';
import { previewTarget } from './preview';

/** "Preview on the member site": the merchant's main domain in a new tab (and its address as text when it may not open from here). */
export function PreviewLink({ profile }: { profile: { mainDomain: string; domains: string[] } | undefined }) {
  const { t } = useTranslation();
  if (!profile) return null;
  const target = previewTarget(profile, window.location);
  if (!target) return <p className="field__hint settings-preview">{t('settings.preview.none')}</p>;
  return (
    <div className="settings-preview">
      <a className="btn" href={target.url} target="_blank" rel="noopener noreferrer">
        {t('settings.preview.link')} <span aria-hidden="true">↗</span>
        <span className="visually-hidden"> ({t('settings.preview.newTab')})</span>
      </a>
      {target.unreachable ? (
        <p className="field__hint">
          {t('settings.preview.unreachable')} <span className="mono settings-preview__url">{target.url}</span>
          {target.local ? (
            <>
              {' · '}
              <a href={target.local} target="_blank" rel="noopener noreferrer">
                {t('settings.preview.here', { url: target.local })}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

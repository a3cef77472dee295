import { useTranslation } from 'react-i18next';

/** Shown instead of the carousel while banners load or when the site has none. */
export function HomeHero({ siteName, loading }: { siteName: string; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      className={`home-hero${loading ? ' is-loading' : ''}`}
      aria-label={t('home.welcome', { site: siteName })}
    >
      {!loading && (
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">{t('home.eyebrow')}</p>
          <p className="home-hero__title">{t('home.welcome', { site: siteName })}</p>
          <p className="home-hero__lead">{t('home.lead')}</p>
        </div>
      )}
    </section>
  );
}

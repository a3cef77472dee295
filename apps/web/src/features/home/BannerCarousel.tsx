import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@wps/contracts';
import { resolveImageUrl } from '../../shared/site/imageUrl';
import { Icon } from '../../shared/ui/Icon';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../shared/ui/useMediaQuery';

const ADVANCE_MS = 5000;

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  if (banner.linkageType === 'URL' && banner.linkage) {
    return (
      <a className="carousel__link" href={banner.linkage} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (banner.linkageType === 'P' && banner.linkage) {
    return (
      <Link className="carousel__link" to={`/promoDetail?id=${encodeURIComponent(banner.linkage)}`}>
        {children}
      </Link>
    );
  }
  return <div className="carousel__link">{children}</div>;
}

/** Home banners (group w_home): auto-advance, paused on hover or focus or by the member. */
export function BannerCarousel({ banners, imageCDNs }: { banners: Banner[]; imageCDNs: string[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const count = banners.length;
  const current = index % count;
  const playing = count > 1 && !stopped && !reducedMotion;
  const advancing = playing && !hovered && !focused;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [advancing, count]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className="carousel"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__viewport">
        <div
          className="carousel__track"
          style={{ '--slide': current } as CSSProperties}
          aria-live={advancing ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', { index: i + 1, total: count })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <BannerLink banner={banner}>
                <img
                  className="carousel__image"
                  src={resolveImageUrl(banner.url, imageCDNs)}
                  alt={banner.title}
                  width={1600}
                  height={500}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('home.previousSlide')}
            onClick={() => go(current - 1)}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <div className="carousel__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="carousel__dot"
                aria-label={t('home.showSlide', { index: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          {!reducedMotion && (
            <button
              type="button"
              className="carousel__arrow"
              aria-label={stopped ? t('home.playSlides') : t('home.pauseSlides')}
              onClick={() => setStopped((value) => !value)}
            >
              <Icon name={stopped ? 'play' : 'pause'} size={18} />
            </button>
          )}
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('home.nextSlide')}
            onClick={() => go(current + 1)}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      )}
    </section>
  );
}

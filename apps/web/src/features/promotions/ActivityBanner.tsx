import type { Activity } from '@wps/contracts';
import { useState } from 'react';
import { Icon } from '../../shared/ui/Icon';

/**
 * An activity's banner: the operator's image over its theme gradient, or the gradient with a gift
 * mark (also when the image fails to load).
 */
export function ActivityBanner({ banner, large = false }: { banner: Activity['banner']; large?: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = banner.image && !failed ? banner.image : null;
  return (
    <div
      className={`promo-banner promo-banner--${banner.theme}${large ? ' promo-banner--large' : ''}`}
      data-theme-name={banner.theme}
    >
      {image ? (
        <img
          className="promo-banner__image"
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="promo-banner__mark" aria-hidden="true">
          <Icon name="gift" size={large ? 56 : 40} />
        </span>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { Notice } from '@wps/contracts';
import { Icon } from '../../shared/ui/Icon';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../shared/ui/useMediaQuery';
import type { CSSProperties } from 'react';

interface NoticeMarqueeProps {
  notices: Notice[];
  onOpen: (noticeId?: number) => void;
}

/** Scrolling player-notice titles; still when reduced motion is asked for; a click opens the notices. */
export function NoticeMarquee({ notices, onOpen }: NoticeMarqueeProps) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const text = notices.map((notice) => notice.title).join('   •   ');
  const seconds = Math.max(14, Math.round(text.length * 0.22));
  return (
    <div className="marquee">
      <span className="marquee__icon">
        <Icon name="megaphone" size={20} />
      </span>
      <button
        type="button"
        className={`marquee__button${reducedMotion ? ' is-static' : ''}`}
        onClick={() => onOpen(reducedMotion ? notices[0]?.id : undefined)}
      >
        <span className="visually-hidden">{t('notice.title')}: </span>
        <span className="marquee__track" style={{ '--marquee-duration': `${seconds}s` } as CSSProperties}>
          {reducedMotion ? notices[0]?.title : text}
        </span>
      </button>
      <button type="button" className="marquee__more" onClick={() => onOpen()}>
        {t('common.more')}
      </button>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementsQuery } from '../../shared/api/queries';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { useSiteInfo } from '../../shared/site/siteContext';
import { SESSION_KEYS } from '../../shared/storage/keys';
import { readItem } from '../../shared/storage/storage';
import { EmptyState } from '../../shared/ui/EmptyState';
import { useAfterLoad } from '../../shared/ui/useAfterLoad';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { BannerCarousel } from './BannerCarousel';
import { HomeHero } from './HomeHero';
import { NoticeMarquee } from './NoticeMarquee';
import { PromotionTeasers } from './PromotionTeasers';
import { QuickLinks } from './QuickLinks';
import './home.css';

/** Popups (and the HTML sanitiser they need) load only when there is one to show. */
const HomePopups = lazyWidget(() =>
  import('./HomePopups').then((module) => ({ default: module.HomePopups })),
);

interface HomePageProps {
  onOpenNotices: (noticeId?: number) => void;
  /**
   * The game lanes (hot, popular, winners, recent), composed by the route from the games feature
   * as a lazily loaded widget, so none of their code is part of the home's first download.
   */
  gameLanes?: ReactNode;
}

/** /index: banners, notice marquee, popups, shortcuts and promotion notices. */
export function HomePage({ onOpenNotices, gameLanes }: HomePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const info = useSiteInfo();
  useDocumentTitle(t('nav.home'));
  const query = useQuery(announcementsQuery(language));
  // Rendered as a transition, in short slices, when the announcements arrive.
  const data = useDeferredValue(query.data);
  const isPending = data === undefined && !query.isError;
  const banners = data?.banners.filter((banner) => banner.groupName === 'w_home') ?? [];
  const popups = data?.popup.filter((popup) => popup.execution === 'B') ?? [];
  const [popupsSeen] = useState(() => readItem('session', SESSION_KEYS.indexNotice) !== null);
  // Popups wait until the page is loaded and idle, so they never delay or cover the first paint.
  const afterLoad = useAfterLoad();

  // Until the announcements arrive the page holds its place (hero-sized, a screen tall), so nothing
  // visible moves when banners, marquee and promotions come in together.
  if (isPending) {
    return (
      <div className="page home home--pending">
        <h1 className="visually-hidden">{info.site.name}</h1>
        <HomeHero siteName={info.site.name} loading />
      </div>
    );
  }

  return (
    <div className="page home">
      <h1 className="visually-hidden">{info.site.name}</h1>
      {banners.length > 0 ? (
        <BannerCarousel banners={banners} imageCDNs={info.imageCDNs} />
      ) : (
        <HomeHero siteName={info.site.name} loading={false} />
      )}
      {data && data.player.length > 0 && <NoticeMarquee notices={data.player} onOpen={onOpenNotices} />}
      <QuickLinks onOpenNotices={() => onOpenNotices()} />
      {data && data.promotion.length > 0 && <PromotionTeasers promotions={data.promotion} />}
      <section className="home__section" aria-labelledby="home-games">
        <h2 id="home-games" className="section-title">
          {t('home.games')}
        </h2>
        {gameLanes ?? (
          <div className="card">
            <EmptyState icon="cards" title={t('games.empty')} description={t('games.emptyHint')} />
          </div>
        )}
      </section>
      {afterLoad && !popupsSeen && popups.length > 0 && <HomePopups popups={popups} />}
    </div>
  );
}

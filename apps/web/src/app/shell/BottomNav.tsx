import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { categoryEntries, type CategoryEntry } from '../../features/games/categories';
import { CategoryIcon } from '../../features/games/CategoryIcon';
import { vendorLanesQuery } from '../../features/games/queries';
import { useShowError } from '../../features/games/useShowError';
import { badgeText } from '../../features/member-centre/menu';
import { useMemberCentre } from '../../features/member-centre/useMemberCentre';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { PROMOTIONS_MODULE } from '../../shared/promotions/queries';
import { useRewardCount } from '../../shared/promotions/useRewardCount';
import { useModuleEnabled } from '../../shared/site/siteContext';
import { useRankLabel } from '../../shared/storage/useRankLabel';
import { Icon } from '../../shared/ui/Icon';

/** Every entry at least 64 px wide (readable at 390 px); beyond the screen's width the row scrolls. */
function scrollingRow(count: number): CSSProperties {
  return {
    gridTemplateColumns: `repeat(${count}, minmax(64px, 1fr))`,
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
  };
}

/**
 * Phone navigation pinned to the bottom (docs/product.md §Navigation): Home; one entry per game category that
 * has vendors; Promotions; Rewards (the reward centre, with the count of rewards to take, while REWCEN3 is
 * on); the VIP rank label. With many categories the row scrolls sideways. SPORTS
 * launches its vendor directly when it has just one (otherwise /sports lists them); the desktop's hover
 * drop-down of vendors is the games feature's CategoryBar.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { requireRealAccount } = useAuthPrompts();
  const centre = useMemberCentre();
  const rewardCentre = useModuleEnabled(PROMOTIONS_MODULE);
  const rewardBadge = badgeText(useRewardCount());
  const rank = useRankLabel() ?? '--';
  const language = useLanguage();
  const navigate = useNavigate();
  const showError = useShowError();
  const lanes = useQuery(vendorLanesQuery(language));
  const categories = categoryEntries(lanes.data?.lanes);

  const launchSports = async (entry: CategoryEntry) => {
    const [vendor] = entry.vendors;
    if (!vendor) return;
    // The launcher (launch call and its rules) loads only when a game is started from here.
    const { launchVendor } = await import('../../features/games/launcher');
    await launchVendor(vendor, {
      requireRealAccount,
      navigate,
      language,
      showError,
      openVendor: () => void navigate(entry.path),
    });
  };

  return (
    <nav
      className="bottom-nav"
      aria-label={t('bottomNav.label')}
      style={
        categories.length > 0 || !rewardCentre
          ? scrollingRow(categories.length + (rewardCentre ? 4 : 3))
          : undefined
      }
    >
      <NavLink to="/index" className="bottom-nav__item">
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </NavLink>
      {categories.map((entry) =>
        entry.category === 'SPORTS' && entry.vendors.length === 1 ? (
          <button
            key={entry.path}
            type="button"
            className="bottom-nav__item"
            data-category={entry.category}
            onClick={() => void launchSports(entry)}
          >
            <CategoryIcon category={entry.category} />
            <span>{t(entry.titleKey)}</span>
          </button>
        ) : (
          <NavLink
            key={entry.path}
            to={entry.path}
            className="bottom-nav__item"
            data-category={entry.category}
          >
            <CategoryIcon category={entry.category} />
            <span>{t(entry.titleKey)}</span>
          </NavLink>
        ),
      )}
      <NavLink to="/promotions" className="bottom-nav__item">
        <Icon name="gift" />
        <span>{t('nav.promotions')}</span>
      </NavLink>
      {rewardCentre && (
        <button
          type="button"
          className="bottom-nav__item"
          aria-label={rewardBadge ? t('bottomNav.rewardsCount', { count: rewardBadge }) : undefined}
          onClick={() => centre.open('rewardCenter')}
        >
          <span className="bottom-nav__icon">
            <Icon name="star" />
            {rewardBadge && (
              <span className="bottom-nav__badge" data-testid="rewards-badge" aria-hidden="true">
                {rewardBadge}
              </span>
            )}
          </span>
          <span>{t('nav.rewards')}</span>
        </button>
      )}
      <NavLink to="/vip" className="bottom-nav__item" aria-label={t('bottomNav.vipRank', { rank })}>
        <Icon name="crown" />
        <span className="bottom-nav__rank">{rank}</span>
      </NavLink>
    </nav>
  );
}

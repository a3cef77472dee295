import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuthPrompts } from '../../features/auth/useAuthPrompts';
import { useRankLabel } from '../../shared/storage/useRankLabel';
import { Icon } from '../../shared/ui/Icon';

/** Phone navigation pinned to the bottom. Game categories join when vendors exist (games issue). */
export function BottomNav() {
  const { t } = useTranslation();
  const { openMemberFeature } = useAuthPrompts();
  const rank = useRankLabel() ?? '--';
  return (
    <nav className="bottom-nav" aria-label={t('bottomNav.label')}>
      <NavLink to="/index" className="bottom-nav__item">
        <Icon name="home" />
        <span>{t('nav.home')}</span>
      </NavLink>
      <NavLink to="/promotions" className="bottom-nav__item">
        <Icon name="gift" />
        <span>{t('nav.promotions')}</span>
      </NavLink>
      <button
        type="button"
        className="bottom-nav__item"
        onClick={() => void openMemberFeature(t('nav.rewards'))}
      >
        <Icon name="star" />
        <span>{t('nav.rewards')}</span>
      </button>
      <NavLink to="/vip" className="bottom-nav__item" aria-label={t('bottomNav.vipRank', { rank })}>
        <Icon name="crown" />
        <span className="bottom-nav__rank">{rank}</span>
      </NavLink>
    </nav>
  );
}

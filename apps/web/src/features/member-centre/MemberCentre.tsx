import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMissionCount } from '../../shared/loyalty/missionSummary';
import { useRewardCount } from '../../shared/promotions/useRewardCount';
import { useSite } from '../../shared/site/siteContext';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { badgeText, visibleEntries, type MemberCentreEntry } from './menu';
import type { MemberCentrePage, MemberCentrePages } from './useMemberCentre';
import './member-centre.css';

export interface MemberCentreProps {
  open: boolean;
  page: MemberCentrePage;
  pages: MemberCentrePages;
  /** Counts shown as badges besides the reward centre's and the missions' (each only above 0). */
  badges?: Partial<Record<MemberCentrePage, number>>;
  /** Pages shown whatever their module switch (see `visibleEntries`). */
  ungated?: readonly MemberCentrePage[];
  onNavigate: (page: MemberCentrePage) => void;
  onClose: () => void;
}

/**
 * The member centre (docs/product.md §Member centre): the 14 entries on the left, the active page
 * on the right.
 */
export function MemberCentre({ open, page, pages, badges, ungated, onNavigate, onClose }: MemberCentreProps) {
  const { t } = useTranslation('account');
  const panelId = useId();
  const token = useSessionToken();
  const entries = visibleEntries(useSite().modules, ungated);
  // Rewards to claim or collect (reward centre, REWCEN3).
  const rewards = useRewardCount();
  // Missions completed and not claimed (mission activity, COMM3); asked only while the centre is open.
  const missions = useMissionCount(open);
  const counts: Partial<Record<MemberCentrePage, number>> = { ...badges };
  if (rewards !== null) counts.rewardCenter = rewards;
  if (missions !== null) counts.missionLeaderboard = missions;
  const active = entries.find((entry) => entry.page === page) ?? entries[0]!;

  // Signing out (here or in another tab) closes the centre.
  useEffect(() => {
    if (open && !token) onClose();
  }, [open, token, onClose]);

  const Page = pages[active.page];
  return (
    <Modal
      open={open}
      title={t('memberCentre.title')}
      width={1120}
      onClose={onClose}
      className="member-centre"
    >
      <div className="member-centre__layout">
        <nav className="member-centre__menu" aria-label={t('memberCentre.menuLabel')}>
          <ul className="member-centre__entries">
            {entries.map((entry) => (
              <MenuEntry
                key={entry.page}
                entry={entry}
                active={entry.page === active.page}
                badge={badgeText(counts[entry.page])}
                controls={panelId}
                onSelect={() => onNavigate(entry.page)}
              />
            ))}
          </ul>
        </nav>
        <section
          id={panelId}
          className="member-centre__panel"
          aria-label={t(`memberCentre.menu.${active.page}`)}
          data-page={active.page}
        >
          {Page ? <Page close={onClose} goTo={onNavigate} /> : <ComingSoon entry={active} />}
        </section>
      </div>
    </Modal>
  );
}

interface MenuEntryProps {
  entry: MemberCentreEntry;
  active: boolean;
  badge: string | null;
  controls: string;
  onSelect: () => void;
}

function MenuEntry({ entry, active, badge, controls, onSelect }: MenuEntryProps) {
  const { t } = useTranslation('account');
  return (
    <li>
      <button
        type="button"
        className={`member-centre__entry${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-controls={controls}
        data-page={entry.page}
        onClick={onSelect}
        ref={(node) => {
          // Keep the active tab in view when the menu is a scrolling strip (phones).
          if (node && active) node.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
        }}
      >
        <Icon name={entry.icon} size={20} />
        <span className="member-centre__entry-label">{t(`memberCentre.menu.${entry.page}`)}</span>
        {badge && (
          <span className="member-centre__badge" aria-label={t('memberCentre.badge', { count: badge })}>
            {badge}
          </span>
        )}
      </button>
    </li>
  );
}

/** Pages delivered by later issues say so honestly; nothing is faked. */
function ComingSoon({ entry }: { entry: MemberCentreEntry }) {
  const { t } = useTranslation('account');
  const title = t(`memberCentre.menu.${entry.page}`);
  return (
    <div className="member-centre__coming">
      <h3 className="member-centre__page-title">{title}</h3>
      <EmptyState
        icon={entry.icon}
        title={t('memberCentre.comingWith', { feature: t(`memberCentre.feature.${entry.feature}`) })}
        description={t('memberCentre.comingText')}
      />
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon';
import { RightBarLinks } from './shellParts';

interface RightBarProps {
  /** Phones: a single toggle that unfolds the list. */
  compact: boolean;
  /** Load the shortcuts even while folded (the page is idle); they load on unfolding otherwise. */
  prepare: boolean;
}

/** Floating shortcuts at the inline end: customer service, social link, mail, app download. */
export function RightBar({ compact, prepare }: RightBarProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const showList = !compact || expanded;
  // Once loaded, the shortcuts stay mounted (an open app-download modal lives among them).
  const [linksWanted, setLinksWanted] = useState(false);
  if (!linksWanted && (showList || prepare)) setLinksWanted(true);

  return (
    <aside className={`right-bar${compact ? ' right-bar--compact' : ''}`} aria-label={t('rightBar.label')}>
      {compact && (
        <button
          type="button"
          className="right-bar__btn right-bar__toggle"
          aria-label={t('rightBar.toggle')}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icon name={expanded ? 'close' : 'headset'} />
        </button>
      )}
      <ul id={listId} className="right-bar__list" hidden={!showList}>
        {linksWanted && <RightBarLinks />}
      </ul>
    </aside>
  );
}

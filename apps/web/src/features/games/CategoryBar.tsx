import type { VendorCard } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { categoryEntries } from './categories';
import { CategoryIcon } from './CategoryIcon';
import { launchesDirectly } from './gameStart';
import { useGameLauncher } from './launcherContext';
import { vendorLanesQuery } from './queries';

/**
 * The desktop place for the "hover drop-down of vendors" (docs/product.md §Navigation): a category bar at
 * the top of the game pages and of the home page's game section. The phone bottom bar has no
 * hover, and the side menu is a list of member links, so the bar is where pointing makes sense.
 * Hidden on phones (the bottom navigation takes its place there). Each category links to its
 * page; its drop-down lists the vendors: SPORTS, ELOTT and LOTT ones launch directly, vassalage
 * ones open the popup game list, the others open their tab of the category's page.
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const lanes = useQuery(vendorLanesQuery(language));
  const entries = categoryEntries(lanes.data?.lanes);
  if (entries.length === 0) return null;
  return (
    <nav className="category-bar" aria-label={t('label', { ns: 'games' })}>
      <ul className="category-bar__list">
        {entries.map((entry) => (
          <li key={entry.path} className="category-bar__item">
            <NavLink to={entry.path} className="category-bar__link">
              <CategoryIcon category={entry.category} size={20} />
              <span>{t(entry.titleKey)}</span>
            </NavLink>
            <ul
              className="category-bar__menu"
              aria-label={t('vendorsOf', { ns: 'games', category: t(entry.titleKey) })}
            >
              {entry.vendors.map((vendor) => (
                <li key={`${vendor.gameType}-${vendor.vassalage}`}>
                  <VendorLink vendor={vendor} path={entry.path} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function VendorLink({ vendor, path }: { vendor: VendorCard; path: string }) {
  const launcher = useGameLauncher();
  const label = (
    <>
      <span>{vendor.displayName}</span>
      {vendor.isHot && <span className="category-bar__hot" aria-hidden="true" />}
    </>
  );
  if (launchesDirectly(vendor.gameType) || vendor.isGame) {
    return (
      <button
        type="button"
        className="category-bar__vendor"
        onClick={() => void launcher.launchVendor(vendor)}
      >
        {label}
      </button>
    );
  }
  return (
    <Link className="category-bar__vendor" to={`${path}?page=${encodeURIComponent(vendor.vassalage)}`}>
      {label}
    </Link>
  );
}

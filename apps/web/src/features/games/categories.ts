import type { GameCategory, VendorCard, VendorLanes } from '@wps/contracts';

/** Category to page (docs/product.md §Navigation); categories without a page get no entry. */
export const CATEGORY_PATHS: Partial<Record<GameCategory, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  PVP: '/pvp',
  FISH: '/fish',
  LOTT: '/elott',
  ELOTT: '/elott',
};

/** Core text key of each category's name (the core namespace, so the shell can show them). */
export const CATEGORY_TITLE_KEYS: Partial<Record<GameCategory, string>> = {
  RNG: 'games.rng',
  LIVE: 'games.live',
  SPORTS: 'games.sports',
  ESPORTS: 'games.esports',
  PVP: 'games.pvp',
  FISH: 'games.fish',
  LOTT: 'games.lottery',
  ELOTT: 'games.elott',
};

export interface CategoryEntry {
  /** The first category of the entry (LOTT and ELOTT share one entry, /elott). */
  category: GameCategory;
  path: string;
  titleKey: string;
  vendors: VendorCard[];
}

/**
 * One entry per category that has vendors, in the lanes' order; LOTT and ELOTT lanes share the
 * /elott entry, and categories without a page of their own (cockfight, crash…) are left out.
 */
export function categoryEntries(lanes: VendorLanes['lanes'] | undefined): CategoryEntry[] {
  const entries: CategoryEntry[] = [];
  for (const lane of lanes ?? []) {
    const path = CATEGORY_PATHS[lane.title];
    const titleKey = CATEGORY_TITLE_KEYS[lane.title];
    if (!path || !titleKey || lane.cards.length === 0) continue;
    const existing = entries.find((entry) => entry.path === path);
    if (existing) existing.vendors.push(...lane.cards);
    else entries.push({ category: lane.title, path, titleKey, vendors: [...lane.cards] });
  }
  return entries;
}

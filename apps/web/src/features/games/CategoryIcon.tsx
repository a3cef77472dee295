import type { GameCategory } from '@wps/contracts';

/** Line icons of the game categories, drawn like shared/ui/Icon (24 grid, stroke 1.8). */
const PATHS: Partial<Record<GameCategory, string>> = {
  RNG: 'M4 5h16v14H4zM9.3 5v14M14.7 5v14M5.7 12h2M11 12h2M16.3 12h2M20 9h1.5v-3',
  LIVE: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 1 0 0-9zM12 3v4.5M12 16.5V21M3 12h4.5M16.5 12H21',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7.5l3.8 2.8-1.5 4.5H9.7l-1.5-4.5zM12 3v4.5M15.8 10.3l4.6-1.5M14.3 14.8l2.8 3.9M9.7 14.8l-2.8 3.9M8.2 10.3L3.6 8.8',
  ESPORTS:
    'M7 8h10a4.5 4.5 0 0 1 4.5 4.5v1a3 3 0 0 1-5.3 1.9L15 14H9l-1.2 1.4a3 3 0 0 1-5.3-1.9v-1A4.5 4.5 0 0 1 7 8zM7.5 10.5v3M6 12h3M15.5 11h.2M17.5 13h.2',
  PVP: 'M4 7h11v14H4zM9 3h11v14M9.5 11.5l2 2.5-2 2.5-2-2.5z',
  FISH: 'M2.5 12c3-5 9.5-6.5 13.5-2l4.5-3.5v11L16 14c-4 4.5-10.5 3-13.5-2zM7.5 11v.2',
  LOTT: 'M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM9 4v12M13 8h4M13 12h3',
  ELOTT: 'M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM9 4v12M13 8h4M13 12h3',
};
const FALLBACK = 'M4 7h11v14H4zM9 3h11v14';

/** Decorative icon of a game category; the control that holds it carries the accessible name. */
export function CategoryIcon({ category, size = 22 }: { category: GameCategory; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[category] ?? FALLBACK} />
    </svg>
  );
}

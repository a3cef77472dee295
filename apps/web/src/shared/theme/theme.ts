import { LOCAL_KEYS } from '../storage/keys';
import { readItem, writeItem } from '../storage/storage';

export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();
const LIGHT_QUERY = '(prefers-color-scheme: light)';

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(LIGHT_QUERY).matches ? 'light' : 'dark';
}

/** The member's explicit choice, or null to follow the system setting. */
export function storedTheme(): Theme | null {
  const value = readItem('local', LOCAL_KEYS.theme);
  return value === 'dark' || value === 'light' ? value : null;
}

export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** Browser UI colour (address bar on phones) per theme, matching --bg-elevated. */
const THEME_COLORS: Record<Theme, string> = { dark: '#0d1529', light: '#ffffff' };

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  writeItem('local', LOCAL_KEYS.theme, theme);
  apply(theme);
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows live system changes while the member has not chosen a theme. */
export function watchSystemTheme(): () => void {
  apply(currentTheme());
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(LIGHT_QUERY);
  const onChange = () => {
    if (!storedTheme()) apply(systemTheme());
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

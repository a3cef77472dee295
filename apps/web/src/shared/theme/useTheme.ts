import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme, type Theme } from './theme';

export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, currentTheme, () => 'dark' as const);
}

import { useTranslation } from 'react-i18next';
import { MESSAGES_NAMESPACE } from './i18n';

/**
 * True once the error and pattern messages are loaded in the current language (or could not be);
 * starts loading them. A component that shows such a text renders it only then, so a raw key never
 * flashes; keys that failed to load fall back with `t(key, { defaultValue })`.
 */
export function useMessagesReady(): boolean {
  return useTranslation(MESSAGES_NAMESPACE).ready;
}

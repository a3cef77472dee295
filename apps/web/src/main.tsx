// Global styles first, so component styles that follow can refine them.
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import { DEFAULT_LANGUAGE } from '@wps/contracts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPageFor } from './app/router/pages';
import { preloadShellParts } from './app/shell/shellParts';
import { announcementsQuery, systemStatusQuery } from './shared/api/queries';
import { createQueryClient } from './shared/api/queryClient';
import { initI18n, loadMessages } from './shared/i18n/i18n';
import { applyDocumentLanguage, getStoredLanguage } from './shared/i18n/language';
import { watchSystemTheme } from './shared/theme/theme';
import { afterLoadIdle } from './shared/ui/useAfterLoad';
import { DESKTOP_QUERY } from './shared/ui/useMediaQuery';

const language = getStoredLanguage() ?? DEFAULT_LANGUAGE;
const queryClient = createQueryClient();

// Start the boot call, the home page's announcements, the locale and the first page's chunk together
// (the server maps the host to the merchant while the Merchant header is not known yet).
void queryClient.prefetchQuery(systemStatusQuery(language));
if (window.location.pathname === '/' || window.location.pathname === '/index') {
  void queryClient.prefetchQuery(announcementsQuery(language));
}
preloadPageFor(window.location.pathname);
// A desktop shows the side menu and the right bar at once; a phone gets them when idle.
if (window.matchMedia?.(DESKTOP_QUERY).matches) preloadShellParts();
const i18nReady = initI18n(language);
// Error and form messages, and the shell's folded parts: not needed to paint, ready before they are.
afterLoadIdle(() => {
  void i18nReady.then(loadMessages);
  preloadShellParts();
});
watchSystemTheme();
applyDocumentLanguage(language);

const root = createRoot(document.getElementById('root')!);
void i18nReady.finally(() => startTransition(() => root.render(<App queryClient={queryClient} />)));

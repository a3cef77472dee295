import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { flattenWhitelabel, SYSTEM_STATUS } from '@wps/contracts';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementsQuery, systemStatusQuery } from '../../shared/api/queries';
import { loadMessages } from '../../shared/i18n/i18n';
import { defaultLanguageFor, setLanguage } from '../../shared/i18n/language';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { SiteContext, type SiteState } from '../../shared/site/siteContext';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { AppRouter } from '../router/AppRouter';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { BootError } from './BootError';
import { useLiveChannel } from '../../shared/live/useLiveChannel';

/** Rare screens load only when the status calls for them. */
const MaintenanceScreen = lazyWidget(() =>
  import('./MaintenanceScreen').then((module) => ({ default: module.MaintenanceScreen })),
);
const RestrictedScreen = lazyWidget(() =>
  Promise.all([import('./RestrictedScreen'), loadMessages()]).then(([module]) => ({
    default: module.RestrictedScreen,
  })),
);

/** Root screen by system status (docs/product.md §Routes and screens): app, maintenance or restriction. */
export function Boot() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const query = useQuery({ ...systemStatusQuery(language), placeholderData: keepPreviousData });
  const data = query.data;
  // The live channel opens once the site is known (maintenance switching off reaches this screen too).
  useLiveChannel(data ? data.info.merchantCode : null, Boolean(data));

  const fresh = useMemo<SiteState | null>(
    () => (data ? { status: data, modules: flattenWhitelabel(data.info.whitelabel) } : null),
    [data],
  );
  // The whole shell renders when the status arrives: as a deferred (transition) render React slices
  // it into short tasks, so the page stays responsive while it builds.
  const site = useDeferredValue(fresh);

  useEffect(() => {
    if (!data) return;
    const preferred = defaultLanguageFor(data.info.site);
    if (preferred && preferred !== language) void setLanguage(preferred, { remember: false });
    else if (data.status === SYSTEM_STATUS.NORMAL)
      void queryClient.prefetchQuery(announcementsQuery(language));
  }, [data, language, queryClient]);

  if (!site) {
    if (query.isError)
      return (
        <BootError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
    return <LoadingOverlay visible label={t('common.loading')} />;
  }
  return (
    <SiteContext.Provider value={site}>
      {site.status.status === SYSTEM_STATUS.MAINTENANCE ? (
        <MaintenanceScreen />
      ) : site.status.status === SYSTEM_STATUS.RESTRICTED ? (
        <RestrictedScreen />
      ) : (
        <AppRouter />
      )}
    </SiteContext.Provider>
  );
}

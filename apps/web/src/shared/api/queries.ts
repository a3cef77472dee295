import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language, PopupExecution } from '@wps/contracts';
import { persistSystemStatus } from '../storage/bootStorage';
import { callApi } from './client';
import { routes } from './routes';

let bootCallDone = false;

/** Boot call: site info, maintenance and restriction. Its value is stored for the rest of the app. */
export function systemStatusQuery(language: Language) {
  return queryOptions({
    queryKey: ['systemStatus', language],
    queryFn: async ({ signal }) => {
      const omitMerchant = !bootCallDone;
      const value = await callApi(routes.systemStatus, {
        query: { url: window.location.host },
        signal,
        omitMerchant,
      });
      bootCallDone = true;
      persistSystemStatus(value);
      return value;
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/** Banners, marquee notices, popups and promotion notices for the home page and the notice modal. */
export function announcementsQuery(language: Language, execution: PopupExecution = 'B') {
  return queryOptions({
    queryKey: ['announcements', language, execution],
    queryFn: ({ signal }) =>
      callApi(routes.announcements, {
        query: { types: 'B,PL,PU,PR', platform: 'W', execution },
        signal,
      }),
    staleTime: 60_000,
    // After a language switch, keep showing the old texts until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function helpCenterQuery(language: Language) {
  return queryOptions({
    queryKey: ['helpCenter', language],
    queryFn: ({ signal }) => callApi(routes.helpCenter, { signal }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

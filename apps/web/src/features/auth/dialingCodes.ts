import { useQuery } from '@tanstack/react-query';
import type { CountryEntry, Language } from '@wps/contracts';
import { useMemo } from 'react';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useSite } from '../../shared/site/siteContext';

const LANGUAGE_COUNTRY: Partial<Record<Language, string>> = {
  CN: 'CN',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  UR: 'PK',
};

/**
 * The dialing code to start with: the visitor's country, else the country of the site's currency
 * (PHP → PH), else the language's country, else the first entry.
 */
export function defaultDialingCode(
  countries: readonly CountryEntry[],
  hints: { location: string | null; currency: string; language: Language },
): string {
  const candidates = [hints.location, hints.currency.slice(0, 2), LANGUAGE_COUNTRY[hints.language]];
  for (const code of candidates) {
    const found = code && countries.find((entry) => entry.countryCode === code.toUpperCase());
    if (found) return found.countryDialingCode;
  }
  return countries[0]?.countryDialingCode ?? '';
}

/** Country dialing codes (`GET /wps/system/country`) and the one to start with. */
export function useDialingCodes() {
  const { status } = useSite();
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['countries'],
    queryFn: () => callApi(routes.countries),
    staleTime: Infinity,
  });
  const countries = useMemo(() => query.data ?? [], [query.data]);
  const initial = defaultDialingCode(countries, {
    location: status.location.countryCode,
    currency: status.info.currency.code,
    language,
  });
  return { countries, initial };
}

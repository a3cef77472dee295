import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { CountryEntry } from '@wps/contracts';

/** Every country with its dialing code, from libphonenumber's metadata; computed once. */
export const COUNTRY_DIALING_CODES: CountryEntry[] = getCountries()
  .map((countryCode) => ({ countryCode, countryDialingCode: `+${getCountryCallingCode(countryCode)}` }))
  .sort((a, b) => a.countryCode.localeCompare(b.countryCode));

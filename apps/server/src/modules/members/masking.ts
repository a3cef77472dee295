import { parsePhoneNumberFromString } from 'libphonenumber-js';

const DOTS = '•••';

/**
 * A mobile number as shown to someone who should recognise but not read it: the dialing code and
 * the last four digits, e.g. `+63 ••• ••• 4567`. The dialing code is taken from the stored one when
 * it prefixes the number, else read from the E.164 number itself.
 */
export function maskMobile(mobile: string, dialingCode?: string | null): string {
  const digits = mobile.replace(/[^0-9+]/g, '');
  const prefix =
    dialingCode && digits.startsWith(dialingCode)
      ? dialingCode
      : (() => {
          const callingCode = parsePhoneNumberFromString(digits)?.countryCallingCode;
          return callingCode ? `+${callingCode}` : '';
        })();
  const last4 = digits.slice(prefix.length).slice(-4);
  return [prefix, DOTS, DOTS, last4].filter(Boolean).join(' ');
}

/** An e-mail address with the local part reduced to its first character, e.g. `a•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return DOTS;
  return `${[...email.slice(0, at)][0]}${DOTS}${email.slice(at)}`;
}

/**
 * Stable error codes and the one table that maps each code to its HTTP status.
 * The UI shows the i18n text for the code (key `error.<code>`), never the server's prose.
 */
export const ERROR_HTTP_STATUS = {
  'login.not.session': 401,
  'function.not.available': 400,
  'validation.failed': 400,
  request_body_required: 400,
  'payload.decrypt.failed': 400,
  domain_check_failed: 400,
  'merchant.not.found': 400,
  'merchant.header.duplicated': 400,
  'system.maintenance': 503,
  'access.restricted': 403,
  'operator.login.failed': 401,
  'operator.locked': 423,
  'operator.forbidden': 403,
  'operator.password.weak': 400,
  'operator.password.wrong': 400,
  'operator.password.change.required': 403,
  'login.failed': 400,
  'account.locked': 423,
  'captcha.required': 400,
  'captcha.invalid': 400,
  'challenge.required': 400,
  'challenge.invalid': 400,
  'affiliate.invalid': 400,
  in_need_true_account: 403,
  error_not_agent: 403,
  'settings.version.conflict': 409,
  'not.found': 404,
  http_method_not_support: 405,
  'payload.too.large': 413,
  'too.many.requests': 429,
  'system.busy': 503,
  'system.error': 500,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];

/** English fallback messages; clients translate by code. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  'login.not.session': 'Not logged in, please log in',
  'function.not.available': 'This function is not available',
  'validation.failed': 'Some fields are not valid',
  request_body_required: 'An encrypted request body is required',
  'payload.decrypt.failed': 'The request could not be decrypted',
  domain_check_failed: 'Invalid URL, please contact customer service',
  'merchant.not.found': 'Unknown merchant',
  'merchant.header.duplicated': 'Send exactly one Merchant header',
  'system.maintenance': 'System maintenance',
  'access.restricted': 'Access restricted by location or IP',
  'operator.login.failed': 'Wrong username or password',
  'operator.locked': 'Too many failed attempts; the account is locked for a while',
  'operator.forbidden': 'Your role may not do this',
  'operator.password.weak': 'The new password is too weak',
  'operator.password.wrong': 'The current password is wrong',
  'operator.password.change.required': 'Change your password before doing anything else',
  'login.failed': 'Wrong username or password',
  'account.locked': 'Too many failed logins; the account is locked for a while',
  'captcha.required': 'Please enter the captcha',
  'captcha.invalid': 'The captcha is wrong or has expired',
  'challenge.required': 'Please complete verification first',
  'challenge.invalid': 'The verification failed or has expired; please try again',
  'affiliate.invalid': 'Invalid invitation code',
  in_need_true_account: 'Please use a real account',
  error_not_agent: 'Only agent accounts may do this',
  'settings.version.conflict': 'Someone else changed these settings; reload and try again',
  'not.found': 'Not found',
  http_method_not_support: 'HTTP method not supported',
  'payload.too.large': 'The request is too large',
  'too.many.requests': 'Too many requests, please retry later',
  'system.busy': 'System busy, please retry',
  'system.error': 'Unknown error',
};

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_HTTP_STATUS[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_HTTP_STATUS, value);
}

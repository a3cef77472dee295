import { isApiError } from './api/apiError';
import { errorText, i18n } from './i18n/i18n';

/*
 * An area's calls refused in the operator's words (promotions, loyalty): its texts are under its i18n
 * section `area` (`field.*`: its names for the fields, `fieldCode.*`: what is wrong with one).
 */

/**
 * A call's refusal: a text of the page's own for some codes (`overrides`: code → i18n key), the
 * fields the server refused (by the area's names for them and what is wrong with each), the area's
 * text for the generic "not found" when it has one (`notFound`: its i18n key), else the text of its code.
 */
export function areaErrorText(
  area: string,
  error: unknown,
  { overrides = {}, notFound }: { overrides?: Record<string, string>; notFound?: string } = {},
): string {
  if (!isApiError(error)) return errorText(error);
  const own = overrides[error.code];
  if (own) return i18n.t(own);
  if (error.code === 'validation.failed' && error.fields) {
    const lines = Object.entries(error.fields).map(([path, problem]) => {
      const field = path.split('.').at(-1) ?? path;
      const name = i18n.exists(`${area}.field.${field}`) ? i18n.t(`${area}.field.${field}`) : path;
      const why = i18n.exists(`${area}.fieldCode.${problem.code}`)
        ? i18n.t(`${area}.fieldCode.${problem.code}`)
        : i18n.t(`${area}.fieldCode.other`);
      return `${name}: ${why}`;
    });
    return `${errorText(error)} ${lines.join(' ')}`;
  }
  if (notFound && error.code === 'not.found') return i18n.t(notFound);
  return errorText(error);
}

/**
 * Runs a call; a refusal is thrown again in the operator's words (`text`, for ReasonDialog), after
 * `onRefused` (the list read again: what was refused may have changed elsewhere).
 */
export async function withErrorText<T>(
  call: () => Promise<T>,
  text: (error: unknown) => string,
  onRefused?: () => unknown,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error)) void onRefused?.();
    throw new Error(text(error), { cause: error });
  }
}

import { routes } from '@wps/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { isApiError } from '../../shared/api/apiError';
import { errorText } from '../../shared/i18n/i18n';
import { i18n } from '../../shared/i18n/i18n';

export const settingsQuery = (merchantCode: string) =>
  queryOptions({
    queryKey: ['settings', merchantCode],
    queryFn: ({ signal }) => callApi(routes.settingsGet, { params: { merchantCode }, signal }),
  });

export type SettingsAnswer = Awaited<ReturnType<typeof callApi<typeof routes.settingsGet>>>;
export type VersionedSection = SettingsAnswer[keyof SettingsAnswer];

/** An error of a settings call in the operator's words (an unknown merchant is said as such). */
export function settingsErrorText(error: unknown): string {
  if (isApiError(error) && (error.code === 'not.found' || error.code === 'merchant.not.found'))
    return i18n.t('settings.merchantNotFound');
  return errorText(error);
}

import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { TRIAL_MEMBER_TYPE } from '@wps/contracts';
import type { TFunction } from 'i18next';
import { errorKey, isApiError } from '../../shared/api/apiError';
import { memberInfoQuery } from '../../shared/api/memberInfoQuery';
import { loadMessages, loadNamespace } from '../../shared/i18n/i18n';
import type { DialogApi } from '../../shared/ui/dialog/types';
import { isAgentType } from './access';

interface AccessTools {
  queryClient: QueryClient;
  dialog: DialogApi;
  t: TFunction;
}

/**
 * Whether the signed-in member may open the agent centre (docs/product.md §Validation, §Roles):
 * agents may; a trial account (type 4) gets `in_need_true_account` with its confirm button
 * `in_increase_submit`; other members `error_not_agent`; an ended session must log in again.
 * Loaded on demand, so none of it weighs on the first page.
 */
export async function checkAgentAccess(
  token: string,
  { queryClient, dialog, t }: AccessTools,
): Promise<'open' | 'login' | 'refused'> {
  /** Error texts load on demand: show the warning once they are there. */
  const warn = (icon: 'warning' | 'error', key: string) =>
    void loadMessages().then(() => dialog.open({ icon, message: t(key) }));
  let type: number;
  try {
    const member = await queryClient.fetchQuery(memberInfoQuery(token)).catch((error: unknown) => {
      // A query cancelled because its last observer unmounted is simply asked again.
      if (isCancelledError(error)) return queryClient.fetchQuery(memberInfoQuery(token));
      throw error;
    });
    type = member.type;
  } catch (error) {
    if (isApiError(error) && error.code === 'login.not.session') return 'login';
    warn('error', errorKey(error));
    return 'refused';
  }
  if (type === TRIAL_MEMBER_TYPE) {
    await loadNamespace('auth');
    void dialog.open({
      icon: 'warning',
      message: t('error.in_need_true_account'),
      buttons: [{ label: t('in_increase_submit', { ns: 'auth' }), value: 'ok', isDefault: true }],
    });
    return 'refused';
  }
  if (!isAgentType(type)) {
    warn('warning', 'error.error_not_agent');
    return 'refused';
  }
  return 'open';
}

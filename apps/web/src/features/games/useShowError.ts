import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api/apiError';
import { loadMessages } from '../../shared/i18n/i18n';
import { useDialog } from '../../shared/ui/dialog/useDialog';

/** Shows a refused call (e.g. `game.previous.unfinished`) in the generic dialog, in the messages' text. */
export function useShowError() {
  const dialog = useDialog();
  const { t } = useTranslation();
  return useCallback(
    async (error: unknown) => {
      await loadMessages();
      await dialog.open({
        icon: 'error',
        message: t(errorKey(error), { defaultValue: t('error.system.error') }),
      });
    },
    [dialog, t],
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getMemberLabel } from '../storage/session';
import { useDialog } from '../ui/dialog/useDialog';
import { openCustomerServiceWindow, pickCustomerService } from './customerService';
import { useSiteInfo } from './siteContext';

/** Returns a handler that opens the right customer-service channel for the visitor or member. */
export function useCustomerService(): () => void {
  const info = useSiteInfo();
  const dialog = useDialog();
  const { t } = useTranslation();
  return useCallback(() => {
    const rank = getMemberLabel()?.rankLevel ?? 0;
    const entry = pickCustomerService(info.customerService, rank, info.site.vipServiceMinRank);
    if (entry) {
      openCustomerServiceWindow(entry);
      return;
    }
    void dialog.open({ icon: 'info', title: t('cs.title'), message: t('cs.unavailable') });
  }, [info, dialog, t]);
}

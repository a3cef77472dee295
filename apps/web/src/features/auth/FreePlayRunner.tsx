import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../shared/ui/dialog/useDialog';
import { withLoading } from '../../shared/ui/loadingStore';
import { useAuthErrorText } from './authErrors';
import { closeAuth } from './authStore';
import { useLoginFlow } from './loginFlow';
import { useHumanChallenge } from './useHumanChallenge';

/** Free play from the side menu: signs a trial account in behind the loading overlay. */
export function FreePlayRunner() {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow();
  const human = useHumanChallenge({ eager: false });
  const dialog = useDialog();
  const errorText = useAuthErrorText();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    withLoading(async () => flow.freePlay(await human.take())).catch((error: unknown) => {
      closeAuth();
      void dialog.open({ icon: 'error', title: t('freePlay.action'), message: errorText(error) });
    });
  }, [flow, human, dialog, t, errorText]);

  return null;
}

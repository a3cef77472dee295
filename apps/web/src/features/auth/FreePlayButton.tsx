import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon';
import { AuthErrorAlert } from './AuthErrorAlert';
import { useLoginFlow } from './loginFlow';
import { useHumanChallenge } from './useHumanChallenge';

/** Free play (FREEPLAY3): a trial account without credentials, then member info, then /. */
export function FreePlayButton({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  const flow = useLoginFlow();
  const human = useHumanChallenge({ eager: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await flow.freePlay(await human.take());
    } catch (caught) {
      human.reset();
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`free-play ${className ?? ''}`}>
      <AuthErrorAlert error={error} />
      <button
        type="button"
        className="btn btn--secondary free-play__button"
        disabled={busy}
        onPointerEnter={() => human.prime()}
        onFocus={() => human.prime()}
        onClick={() => void start()}
      >
        <Icon name="play" size={18} />
        {busy ? t('form.working') : t('freePlay.action')}
      </button>
      <p className="free-play__hint">{t('freePlay.hint')}</p>
    </div>
  );
}

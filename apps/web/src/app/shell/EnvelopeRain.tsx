import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaffleDialogProps } from '../../features/promotions/raffles/RaffleDialog';
import { loadNamespace } from '../../shared/i18n/i18n';
import { lazyWidget } from '../../shared/lazy/lazyWidget';
import { useEnvelopeRain } from '../../shared/promotions/useEnvelopeRain';
import { SESSION_KEYS } from '../../shared/storage/keys';
import { readItem, writeItem } from '../../shared/storage/storage';
import { Icon } from '../../shared/ui/Icon';

/** The raffle dialog (promotions feature), loaded when the rain is on. */
const RaffleDialog = lazyWidget<RaffleDialogProps>(() =>
  Promise.all([import('../../features/promotions/raffles/RaffleDialog'), loadNamespace('promotions')]).then(
    ([module]) => ({ default: module.RaffleDialog }),
  ),
);

/**
 * The red-envelope rain button: while an envelope raffle is open and the member still has envelopes
 * to open, a small red envelope floats in a bottom corner (above the phone's bottom navigation) and
 * opens the raffle's dialog. Closing it hides it for the browser session. Asks nothing until
 * `enabled` (the page has loaded).
 */
export function EnvelopeRain({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(
    () => readItem('session', SESSION_KEYS.envelopeRainDismissed) !== null,
  );
  const rain = useEnvelopeRain(enabled && !dismissed);
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    if (rain) RaffleDialog.preload();
  }, [rain]);

  const dismiss = () => {
    writeItem('session', SESSION_KEYS.envelopeRainDismissed, '1');
    setDismissed(true);
  };

  return (
    <>
      {rain && !dismissed && (
        <div className="envelope-rain" data-testid="envelope-rain">
          <button
            type="button"
            className="envelope-rain__open"
            aria-label={t('envelopeRain.open', { title: rain.raffle.title, count: String(rain.drawsLeft) })}
            onClick={() => setOpenId(rain.raffle.id)}
          >
            <span className="envelope-rain__flap" aria-hidden="true" />
          </button>
          {/* Drawn over the button, outside it: its name is the label alone (axe: label-content-name-mismatch). */}
          <span className="envelope-rain__seal" aria-hidden="true">
            福
          </span>
          <span className="envelope-rain__count" aria-hidden="true">
            {rain.drawsLeft}
          </span>
          <button
            type="button"
            className="envelope-rain__dismiss"
            aria-label={t('envelopeRain.dismiss')}
            onClick={dismiss}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      )}
      {openId !== null && <RaffleDialog raffleId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}

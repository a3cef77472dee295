import type { RaffleDraw } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../shared/money/moneyForm';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { DrawResult } from './DrawResult';
import { envelopeSlots } from './envelopes';
import { prizeLabel } from './prizeLabel';
import type { useRaffleClaim } from './useRaffleActions';

interface RedEnvelopesProps {
  /** The member's envelopes left; null until known. */
  drawsLeft: number | null;
  /** Why no envelope can be opened now; null when one can. */
  blockText: string | null;
  claim: ReturnType<typeof useRaffleClaim>;
}

/** A red-envelope rain: tap a closed envelope to open it (one draw) and see the amount inside. */
export function RedEnvelopes({ drawsLeft, blockText, claim }: RedEnvelopesProps) {
  const { t } = useTranslation('promotions');
  const currency = useCurrency();
  const [opened, setOpened] = useState<Record<number, RaffleDraw>>({});
  const [opening, setOpening] = useState<number | null>(null);
  const [last, setLast] = useState<RaffleDraw | null>(null);
  const slots = envelopeSlots(opened, drawsLeft ?? 0);

  const open = async (slot: number) => {
    if (claim.pending || blockText) return;
    setOpening(slot);
    setLast(null);
    const draw = await claim.claim();
    setOpening(null);
    if (!draw) return;
    setOpened((current) => ({ ...current, [slot]: draw }));
    setLast(draw);
  };

  return (
    <div className="raffle-envelopes">
      {slots.length > 0 && (
        <ul className="raffle-envelopes__grid">
          {slots.map(({ slot, draw }) => (
            <li key={slot}>
              {draw ? (
                <div className="raffle-envelope is-open" data-testid="envelope-open">
                  <span className="raffle-envelope__flap" aria-hidden="true" />
                  <span className="raffle-envelope__amount money-ltr">
                    {prizeLabel(draw.amount, currency, t)}
                  </span>
                </div>
              ) : (
                <button
                  type="button"
                  className={`raffle-envelope${opening === slot ? ' is-opening' : ''}`}
                  disabled={claim.pending || blockText !== null}
                  aria-busy={opening === slot || undefined}
                  aria-label={
                    opening === slot
                      ? t('promo.raffle.opening')
                      : t('promo.raffle.openEnvelope', { number: String(slot + 1) })
                  }
                  onClick={() => void open(slot)}
                >
                  <span className="raffle-envelope__flap" aria-hidden="true" />
                  <span className="raffle-envelope__seal" aria-hidden="true">
                    福
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {blockText && <p className="money-muted raffle__reason">{blockText}</p>}
      {claim.refusal && <FormAlert>{claim.refusal}</FormAlert>}
      <div aria-live="polite">{last && <DrawResult draw={last} />}</div>
    </div>
  );
}

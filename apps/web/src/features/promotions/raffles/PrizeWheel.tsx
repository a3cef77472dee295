import type { Raffle, RaffleDraw } from '@wps/contracts';
import { useEffect, useId, useMemo, useRef, useState, type TransitionEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tableWeight } from '../../../shared/fairness/prizeDraw';
import { useCurrency } from '../../../shared/money/moneyForm';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../shared/ui/useMediaQuery';
import { DrawResult } from './DrawResult';
import { prizeLabel } from './prizeLabel';
import type { useRaffleClaim } from './useRaffleActions';
import { indexAngle, MIN_LABEL_SWEEP, sectorPath, segmentTone, spinTo, wheelSegments } from './wheel';

/** How long a spin turns (raffles.css has the same). */
export const SPIN_MS = 4_500;
const SIZE = 300;
const CENTRE = SIZE / 2;
const RADIUS = 140;
const LABEL_RADIUS = RADIUS * 0.6;

/**
 * A label runs along its segment's radius, read from the centre out on the right half and from the
 * rim in on the left half, so that no label stands upside down while the wheel is at rest.
 */
const labelTurn = (mid: number) => `rotate(${mid > 180 ? mid + 90 : mid - 90} ${CENTRE} ${CENTRE})`;

interface PrizeWheelProps {
  raffle: Raffle;
  /** Why the wheel cannot be spun now (shown under the button); null when it can. */
  blockText: string | null;
  claim: ReturnType<typeof useRaffleClaim>;
}

/**
 * The prize wheel: one segment per prize sized by its odds, a Spin button that draws once (claimRaffle)
 * and turns the wheel until the drawn index is under the pointer, then the prize and the balance.
 * With reduced motion the wheel moves there at once.
 */
export function PrizeWheel({ raffle, blockText, claim }: PrizeWheelProps) {
  const { t } = useTranslation('promotions');
  const currency = useCurrency();
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const reasonId = useId();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<RaffleDraw | null>(null);
  const turning = useRef<RaffleDraw | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const segments = useMemo(() => wheelSegments(raffle.prizes.map((prize) => prize.weight)), [raffle.prizes]);
  const total = tableWeight(raffle.prizes);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const settle = () => {
    window.clearTimeout(timer.current);
    const draw = turning.current;
    turning.current = null;
    setSpinning(false);
    if (draw) setResult(draw);
  };

  const spin = async () => {
    if (spinning || claim.pending) return;
    setResult(null);
    const draw = await claim.claim();
    if (!draw) return;
    // The drawn index is a point of the wheel inside the prize's segment.
    const angle =
      draw.index >= 0 && draw.index < total
        ? indexAngle(draw.index, total)
        : (segments[draw.position]?.mid ?? 0);
    setRotation((current) => spinTo(current, angle));
    if (reduced) {
      setResult(draw);
      return;
    }
    turning.current = draw;
    setSpinning(true);
    // The transition's end settles it; the timer covers a tab in the background (no transition runs).
    timer.current = window.setTimeout(settle, SPIN_MS + 500);
  };

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && turning.current) settle();
  };

  const busy = claim.pending || spinning;
  return (
    <div className="raffle-wheel">
      <div className="raffle-wheel__stage">
        <span className="raffle-wheel__pointer" aria-hidden="true" />
        <div
          className={`raffle-wheel__disc${spinning ? ' is-spinning' : ''}`}
          style={{ transform: `rotate(${rotation}deg)` }}
          data-rotation={rotation}
          data-testid="wheel-disc"
          onTransitionEnd={onTransitionEnd}
        >
          <svg
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            role="img"
            aria-label={t('promo.raffle.wheelLabel', { count: String(raffle.prizes.length) })}
          >
            <circle className="raffle-wheel__rim" cx={CENTRE} cy={CENTRE} r={RADIUS + 8} />
            {raffle.prizes.map((prize, position) => {
              const segment = segments[position]!;
              return (
                <g
                  key={prize.id}
                  className={`raffle-wheel__segment raffle-wheel__segment--${segmentTone(position, raffle.prizes.length)}`}
                  data-prize={prize.id}
                >
                  <path d={sectorPath(CENTRE, CENTRE, RADIUS, segment.start, segment.end)} />
                  {segment.end - segment.start >= MIN_LABEL_SWEEP && (
                    <text
                      x={segment.mid > 180 ? CENTRE - LABEL_RADIUS : CENTRE + LABEL_RADIUS}
                      y={CENTRE}
                      textAnchor="middle"
                      dominantBaseline="central"
                      transform={labelTurn(segment.mid)}
                    >
                      {prizeLabel(prize.amount, currency, t)}
                    </text>
                  )}
                </g>
              );
            })}
            <circle className="raffle-wheel__hub" cx={CENTRE} cy={CENTRE} r={22} />
          </svg>
        </div>
      </div>
      <button
        type="button"
        className="btn btn--primary raffle-wheel__spin"
        disabled={busy || blockText !== null}
        aria-busy={busy || undefined}
        aria-describedby={blockText ? reasonId : undefined}
        onClick={() => void spin()}
      >
        {busy ? t('promo.raffle.spinning') : t('promo.raffle.spin')}
      </button>
      {blockText && (
        <p id={reasonId} className="money-muted raffle__reason">
          {blockText}
        </p>
      )}
      {claim.refusal && <FormAlert>{claim.refusal}</FormAlert>}
      <div aria-live="polite">{result && <DrawResult draw={result} />}</div>
    </div>
  );
}

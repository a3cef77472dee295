import { useQuery } from '@tanstack/react-query';
import { clientSeedSchema, type myRaffleSchema, type Raffle, type RaffleDraw } from '@wps/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sha256Hex } from '../../../shared/fairness/fairStream';
import { formatDateTime } from '../../../shared/format/date';
import { useCurrency } from '../../../shared/money/moneyForm';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { prizeLabel } from './prizeLabel';
import type { RevealedSeed, useSeedRotation } from './useRaffleActions';
import { seedBook, verifyDraws, type Verdict } from './verify';

export type MyRaffle = z.infer<typeof myRaffleSchema>;

interface FairnessPanelProps {
  raffle: Raffle;
  /** The member's seed and draws; null for visitors or until loaded. */
  mine: MyRaffle | null;
  /** Why the member cannot rotate their seed (visitor, free play); null when they can. */
  blockText: string | null;
  /** Seeds revealed while the dialog is open, newest first. */
  revealed: readonly RevealedSeed[];
  rotation: ReturnType<typeof useSeedRotation>;
}

type Mode = 'idle' | 'verify' | 'clientSeed';

const randomClientSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Provable fairness of one raffle: the committed seed hash, the client seed (changeable) and next
 * nonce; the member's last draws each checked in the browser (✓ / ✗) once its server seed is known;
 * Verify reveals the current seed (after saying so) and starts a new one.
 */
export function FairnessPanel({ raffle, mine, blockText, revealed, rotation }: FairnessPanelProps) {
  const { t } = useTranslation('promotions');
  const headingId = useId();
  const actionHintId = useId();
  const [mode, setMode] = useState<Mode>('idle');
  const [clientSeed, setClientSeed] = useState('');
  const [seedError, setSeedError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const draws = mine?.draws ?? [];
  const book = seedBook(draws, Object.fromEntries(revealed.map((seed) => [seed.seedHash, seed.serverSeed])));
  const check = useQuery({
    queryKey: ['raffleVerify', raffle.id, raffle.prizes, draws, [...book.entries()].sort()],
    queryFn: () => verifyDraws(draws, raffle.prizes, book),
    enabled: draws.length > 0,
    staleTime: Infinity,
  });

  const used = (mine?.seed.nextNonce ?? 0) > 0;
  const actionHint = blockText ?? (mine && !used ? t('promo.fair.nothingToVerify') : null);
  const busy = rotation.pending !== null;

  const verify = async () => {
    if (!mine) return;
    setNotice(null);
    if (await rotation.rotate('verify', mine.seed.seedHash)) {
      setMode('idle');
      setNotice(t('promo.fair.revealedNotice'));
    }
  };

  const changeClientSeed = async (event: FormEvent) => {
    event.preventDefault();
    if (!mine) return;
    const parsed = clientSeedSchema.safeParse(clientSeed);
    if (!parsed.success) {
      setSeedError(t('promo.fair.clientSeedInvalid'));
      return;
    }
    setSeedError(null);
    setNotice(null);
    if (await rotation.rotate('clientSeed', mine.seed.seedHash, parsed.data)) {
      setMode('idle');
      setNotice(t('promo.fair.clientSeedChanged'));
    }
  };

  return (
    <section className="raffle-fair" aria-labelledby={headingId}>
      <h3 id={headingId} className="raffle__heading">
        {t('promo.fair.title')}
      </h3>
      <p className="money-muted">{t('promo.fair.intro')}</p>
      {mine && (
        <dl className="money-kv raffle-fair__seed">
          <dt>{t('promo.fair.seedHash')}</dt>
          <dd>
            <code className="raffle-hex money-ltr" data-testid="seed-hash">
              {mine.seed.seedHash}
            </code>
          </dd>
          <dt>{t('promo.fair.clientSeed')}</dt>
          <dd>
            <code className="raffle-hex money-ltr" data-testid="client-seed">
              {mine.seed.clientSeed}
            </code>
          </dd>
          <dt>{t('promo.fair.nextNonce')}</dt>
          <dd className="money-ltr" data-testid="next-nonce">
            {mine.seed.nextNonce}
          </dd>
        </dl>
      )}
      {mode === 'idle' && (
        <div className="raffle-fair__actions">
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={!mine || blockText !== null || busy}
            aria-describedby={blockText ? actionHintId : undefined}
            onClick={() => {
              setClientSeed(mine?.seed.clientSeed ?? '');
              setSeedError(null);
              setMode('clientSeed');
            }}
          >
            {t('promo.fair.changeClientSeed')}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={!mine || actionHint !== null || busy}
            aria-describedby={actionHint ? actionHintId : undefined}
            onClick={() => setMode('verify')}
          >
            {t('promo.fair.verify')}
          </button>
        </div>
      )}
      {mode === 'idle' && actionHint && (
        <p id={actionHintId} className="money-muted">
          {actionHint}
        </p>
      )}
      {mode === 'verify' && (
        <div className="raffle-fair__confirm" role="group" aria-label={t('promo.fair.verify')}>
          <p>{t('promo.fair.verifyExplain')}</p>
          <div className="raffle-fair__actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setMode('idle')}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void verify()}
            >
              {busy ? t('promo.action.sending') : t('promo.fair.revealAndVerify')}
            </button>
          </div>
        </div>
      )}
      {mode === 'clientSeed' && (
        <form className="raffle-fair__confirm" noValidate onSubmit={(event) => void changeClientSeed(event)}>
          <TextField
            label={t('promo.fair.newClientSeed')}
            value={clientSeed}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            onChange={(event) => setClientSeed(event.target.value)}
            hint={t('promo.fair.clientSeedHint')}
            error={seedError ?? undefined}
            end={
              <button
                type="button"
                className="btn btn--ghost btn--sm raffle-fair__random"
                onClick={() => {
                  setClientSeed(randomClientSeed());
                  setSeedError(null);
                }}
              >
                {t('promo.fair.random')}
              </button>
            }
          />
          <p>{t('promo.fair.clientSeedExplain')}</p>
          <div className="raffle-fair__actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setMode('idle')}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn--primary btn--sm"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? t('promo.action.sending') : t('promo.fair.saveClientSeed')}
            </button>
          </div>
        </form>
      )}
      {rotation.refusal && <FormAlert>{rotation.refusal}</FormAlert>}
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {revealed.map((seed) => (
        <RevealedSummary key={seed.seedHash} seed={seed} />
      ))}
      <h4 className="raffle__subheading">{t('promo.fair.lastDraws')}</h4>
      {draws.length === 0 ? (
        <p className="money-muted">{mine ? t('promo.fair.noDraws') : t('promo.fair.drawsAfterLogin')}</p>
      ) : (
        <ul className="raffle-draws" data-testid="raffle-draws">
          {draws.map((draw) => (
            <DrawRow
              key={draw.id}
              draw={draw}
              verdict={check.data?.[draw.id] ?? null}
              failed={check.isError}
            />
          ))}
        </ul>
      )}
      <details className="raffle-fair__how">
        <summary>{t('promo.fair.how')}</summary>
        <ol>
          <li>{t('promo.fair.step1')}</li>
          <li>{t('promo.fair.step2')}</li>
          <li>{t('promo.fair.step3')}</li>
          <li>{t('promo.fair.step4')}</li>
        </ol>
      </details>
    </section>
  );
}

/** A seed revealed here: the seed itself, and whether it is the one committed before its draws. */
function RevealedSummary({ seed }: { seed: RevealedSeed }) {
  const { t } = useTranslation('promotions');
  const matches = useQuery({
    queryKey: ['raffleSeedCheck', seed.serverSeed, seed.seedHash, seed.committedHash],
    queryFn: async () => {
      const hash = await sha256Hex(seed.serverSeed);
      return hash === seed.seedHash.toLowerCase() && hash === seed.committedHash.toLowerCase();
    },
    staleTime: Infinity,
  });
  return (
    <div className="raffle-fair__revealed" data-testid="revealed-seed">
      <p className="raffle__subheading">{t('promo.fair.revealedSeed', { count: String(seed.draws) })}</p>
      <code className="raffle-hex money-ltr">{seed.serverSeed}</code>
      {matches.data !== undefined && (
        <span className={`money-chip ${matches.data ? 'money-chip--ok' : 'money-chip--bad'}`}>
          {matches.data ? t('promo.fair.commitmentOk') : t('promo.fair.commitmentBad')}
        </span>
      )}
    </div>
  );
}

function DrawRow({ draw, verdict, failed }: { draw: RaffleDraw; verdict: Verdict | null; failed: boolean }) {
  const { t } = useTranslation('promotions');
  const currency = useCurrency();
  let chip;
  let reason: string | null = null;
  if (failed) chip = <span className="money-chip">{t('promo.fair.checkFailed')}</span>;
  else if (!verdict) chip = <span className="money-chip">{t('promo.fair.checking')}</span>;
  else if (verdict.state === 'unrevealed')
    chip = <span className="money-chip money-chip--wait">{t('promo.fair.unrevealed')}</span>;
  else if (verdict.state === 'verified')
    chip = <span className="money-chip money-chip--ok">{t('promo.fair.verified')}</span>;
  else {
    chip = <span className="money-chip money-chip--bad">{t('promo.fair.mismatch')}</span>;
    reason =
      verdict.reason === 'hash'
        ? t('promo.fair.mismatchHash')
        : verdict.reason === 'index'
          ? t('promo.fair.mismatchIndex', { index: String(verdict.index), shown: String(draw.index) })
          : t('promo.fair.mismatchPrize', {
              index: String(verdict.index),
              prize: verdict.prize ? prizeLabel(verdict.prize.amount, currency, t) : '—',
            });
  }
  return (
    <li className="raffle-draw" data-draw={draw.id} data-verdict={verdict?.state ?? 'checking'}>
      <div className="raffle-draw__head">
        <strong className="money-ltr">{prizeLabel(draw.amount, currency, t)}</strong>
        {chip}
      </div>
      <p className="raffle-draw__meta">
        <span className="money-ltr">{formatDateTime(draw.createdAt)}</span>
        <span>{t('promo.fair.nonce', { nonce: String(draw.nonce) })}</span>
        <span>{t('promo.fair.index', { index: String(draw.index) })}</span>
        <span>{t('promo.fair.prizeId', { id: draw.prizeId })}</span>
      </p>
      {reason && <p className="field__error">{reason}</p>}
    </li>
  );
}

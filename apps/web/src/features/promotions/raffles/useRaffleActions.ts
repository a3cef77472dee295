import { useQueryClient } from '@tanstack/react-query';
import type { RaffleDraw } from '@wps/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../shared/api/apiError';
import { callApi } from '../../../shared/api/client';
import { routes } from '../../../shared/api/routes';
import { isUncertain } from '../../../shared/money/moneyForm';
import { MONEY_KEY } from '../../../shared/money/queries';
import { invalidatePromotions, myRafflesQuery } from '../../../shared/promotions/queries';
import { useSessionToken } from '../../../shared/storage/useSessionToken';

/** A refusal's text: the server's reason, or that the answer never came. */
function useRefusalText() {
  const { t } = useTranslation(['promotions', 'messages']);
  return (error: unknown) =>
    isUncertain(error)
      ? t('promo.raffle.uncertain')
      : t('promo.result.refused', { reason: t(errorKey(error), { defaultValue: t('error.system.error') }) });
}

/**
 * One draw (claimRaffle: a spin or an opened envelope), its prize paid into the main wallet at once.
 * One call at a time: a second click while one is in flight sends nothing. After the answer the
 * member's raffles and the balance are read again; the draw is also put in the cache at once, so the
 * draws left drop before the new list arrives. No automatic retry: without an answer the member's
 * last draws (read again) show whether the draw happened.
 */
export function useRaffleClaim(raffleId: number) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const refusalText = useRefusalText();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const claim = async (): Promise<RaffleDraw | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    setRefusal(null);
    try {
      const draw = await callApi(routes.claimRaffle, { body: { raffleId } });
      queryClient.setQueryData(myRafflesQuery(token).queryKey, (data) =>
        data
          ? {
              raffles: data.raffles.map((entry) =>
                entry.raffleId === raffleId
                  ? {
                      ...entry,
                      drawsLeft: Math.max(0, entry.drawsLeft - 1),
                      seed: { ...entry.seed, nextNonce: Math.max(entry.seed.nextNonce, draw.nonce + 1) },
                      draws: [draw, ...entry.draws.filter((old) => old.id !== draw.id)].slice(0, 20),
                    }
                  : entry,
              ),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      return draw;
    } catch (error) {
      setRefusal(refusalText(error));
      return null;
    } finally {
      // Drawn or refused, the raffle may have moved (pool, draws left): read it again.
      void invalidatePromotions(queryClient);
      inFlight.current = false;
      setPending(false);
    }
  };

  return { claim, pending, refusal };
}

/** A server seed revealed by a rotation, with the hash shown before its draws. */
export interface RevealedSeed {
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  /** Draws made with it. */
  draws: number;
  /** The seed hash the member saw committed before rotating. */
  committedHash: string;
}

/**
 * rotateRaffleSeed: reveals the member's server seed (so its draws can be verified) and commits a new
 * one, optionally with a new client seed. One call at a time.
 */
export function useSeedRotation(raffleId: number, onRevealed: (seed: RevealedSeed) => void) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const refusalText = useRefusalText();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<'verify' | 'clientSeed' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const rotate = async (
    why: 'verify' | 'clientSeed',
    committedHash: string,
    clientSeed?: string,
  ): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(why);
    setRefusal(null);
    try {
      const answer = await callApi(routes.rotateRaffleSeed, {
        body: clientSeed === undefined ? { raffleId } : { raffleId, clientSeed },
      });
      onRevealed({ ...answer.revealed, committedHash });
      queryClient.setQueryData(myRafflesQuery(token).queryKey, (data) =>
        data
          ? {
              raffles: data.raffles.map((entry) =>
                entry.raffleId === raffleId ? { ...entry, seed: answer.next } : entry,
              ),
            }
          : data,
      );
      return true;
    } catch (error) {
      setRefusal(refusalText(error));
      return false;
    } finally {
      void invalidatePromotions(queryClient);
      inFlight.current = false;
      setPending(null);
    }
  };

  return { rotate, pending, refusal };
}

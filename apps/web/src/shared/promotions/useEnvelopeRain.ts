import { useQuery } from '@tanstack/react-query';
import type { Raffle } from '@wps/contracts';
import { useLanguage } from '../i18n/useLanguage';
import { useModuleEnabled } from '../site/siteContext';
import { useSessionToken } from '../storage/useSessionToken';
import { myRafflesQuery, PROMOTIONS_MODULE, rafflesQuery } from './queries';

/**
 * The red-envelope rain the member can take part in now: an open `envelope` raffle in which they
 * still have envelopes to open. Null for visitors, while REWCEN3 is off, until `enabled`, or when
 * there is none.
 */
export interface EnvelopeRain {
  raffle: Raffle;
  /** Envelopes the member may still open. */
  drawsLeft: number;
}

export function useEnvelopeRain(enabled = true): EnvelopeRain | null {
  const token = useSessionToken();
  const language = useLanguage();
  const on = useModuleEnabled(PROMOTIONS_MODULE) && enabled && Boolean(token);
  const raffles = useQuery(rafflesQuery(language, on));
  const mine = useQuery(myRafflesQuery(token, on));
  if (!on || !raffles.data || !mine.data) return null;
  const left = new Map(mine.data.raffles.map((entry) => [entry.raffleId, entry.drawsLeft]));
  const raffle = raffles.data.list.find(
    (entry) => entry.kind === 'envelope' && entry.status === 'open' && (left.get(entry.id) ?? 0) > 0,
  );
  return raffle ? { raffle, drawsLeft: left.get(raffle.id)! } : null;
}

import { useQueryClient } from '@tanstack/react-query';
import type { missionClaimSchema } from '@wps/contracts';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { MISSIONS_KEY } from '../../shared/loyalty/keys';
import { POINT_MALL_KEY } from '../../shared/loyalty/pointMallState';
import { MONEY_KEY } from '../../shared/money/queries';
import { markClaimed, type Summary } from './missionsLogic';

export type MissionClaim = z.infer<typeof missionClaimSchema>;
export type ClaimResult = { ok: true; answer: MissionClaim } | { ok: false; error: unknown };

/**
 * Claiming missions: one call per mission at a time (a second press while one is in flight sends
 * nothing). An accepted claim shows the mission claimed at once; accepted or refused, the missions
 * and the board are read again.
 */
export function useMissionClaim(token: string | null) {
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());

  const setBusy = (missionId: number, busy: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(missionId);
      else next.delete(missionId);
      return next;
    });

  /** Claims `missionId` unless its claim is in flight (then null). */
  const claim = async (missionId: number): Promise<ClaimResult | null> => {
    if (inFlight.current.has(missionId)) return null;
    inFlight.current.add(missionId);
    setBusy(missionId, true);
    try {
      const answer = await callApi(routes.claimMission, { body: { missionId } });
      queryClient.setQueriesData<Summary>({ queryKey: [...MISSIONS_KEY, token, 'summary'] }, (summary) =>
        summary ? markClaimed(summary, missionId) : summary,
      );
      if (answer.points > 0) void queryClient.invalidateQueries({ queryKey: POINT_MALL_KEY });
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      return { ok: true, answer };
    } catch (error) {
      return { ok: false, error };
    } finally {
      // Claimed, refused or unknown: what can be claimed (and the board) may have moved.
      void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
      inFlight.current.delete(missionId);
      setBusy(missionId, false);
    }
  };

  return { claim, pending };
}

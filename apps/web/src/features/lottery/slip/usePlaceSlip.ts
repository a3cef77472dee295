import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotteryGame, LotteryOrderRequest, ValueOf, Routes } from '@wps/contracts';
import { useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/apiError';
import { callApi } from '../../../shared/api/client';
import { routes } from '../../../shared/api/routes';
import { useRequestIds } from '../../../shared/money/moneyForm';
import type { LotteryAuth } from '../auth';
import { reloadGameState, reloadOrders } from '../queries';
import { betsOf, useSlips, type SlipLine } from './slips';

export type PlaceAnswer = ValueOf<Routes['lotteryPlaceOrder']>;

export type SlipOutcome =
  { kind: 'placed'; answer: PlaceAnswer } | { kind: 'refused'; error: unknown } | null;

export interface SlipChoices {
  series: number;
  chase: { periods: number; stopOnWin: boolean } | null;
  acceptPartial: boolean;
}

/**
 * Places the slip. Each submission carries a request id made once for its content and kept while
 * its outcome is unknown (no answer, a server failure), so a double click or a retry never places
 * twice; a known answer ends it, and the next submission (e.g. "place what fits") gets a new id.
 */
export function usePlaceSlip(game: LotteryGame, lines: readonly SlipLine[], auth: LotteryAuth) {
  const queryClient = useQueryClient();
  const { clear } = useSlips();
  const ids = useRequestIds();
  const busy = useRef(false);
  const [outcome, setOutcome] = useState<SlipOutcome>(null);
  const mutation = useMutation({
    mutationFn: (body: LotteryOrderRequest) => callApi(routes.lotteryPlaceOrder, { body }),
  });

  const place = async (choices: SlipChoices) => {
    const period = game.current;
    if (busy.current || !period || lines.length === 0) return;
    busy.current = true;
    try {
      if (!(await auth.requireRealAccount())) return;
      const content: Omit<LotteryOrderRequest, 'requestId'> = {
        gameCode: game.code,
        periodNumber: period.number,
        series: choices.series,
        bets: betsOf(lines),
        ...(choices.chase ? { chase: choices.chase } : {}),
        acceptPartial: choices.acceptPartial,
      };
      const requestId = ids.take(content);
      setOutcome(null);
      try {
        const answer = await mutation.mutateAsync({ ...content, requestId });
        ids.settle();
        setOutcome({ kind: 'placed', answer });
        clear(game.code);
        void reloadOrders(queryClient);
      } catch (error) {
        ids.settle(error);
        setOutcome({ kind: 'refused', error });
        // The period closed meanwhile: show the next one.
        if (isApiError(error) && error.code === 'lottery.period.closed') void reloadGameState(queryClient);
      }
    } finally {
      busy.current = false;
    }
  };

  return { place, pending: mutation.isPending, outcome, dismiss: () => setOutcome(null) };
}

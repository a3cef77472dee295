import { useRef, useState } from 'react';
import type { RequestIds } from '../../shared/money/moneyForm';

export type ActionResult<T> = { ok: true; answer: T } | { ok: false; error: unknown };

/**
 * One points action (a redemption, a conversion): one call at a time (a second submit while one is
 * in flight sends nothing), each with a request id that is fresh for every new attempt and the same
 * for the same content sent again after an unknown outcome (no answer, a server failure), so the
 * server does it at most once. `requestIds` outlives the dialog, so a retry after closing and
 * reopening it still reuses the id.
 */
export function usePointsAction<C, T>(options: {
  requestIds: RequestIds;
  send: (content: C, requestId: string) => Promise<T>;
  /** The part of the content that makes it the same request (not the payment password). */
  idOf: (content: C) => unknown;
}) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  /** Sends `content` unless a call is in flight (then null). */
  const submit = async (content: C): Promise<ActionResult<T> | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    const requestId = options.requestIds.take(options.idOf(content));
    try {
      const answer = await options.send(content, requestId);
      options.requestIds.settle();
      return { ok: true, answer };
    } catch (error) {
      options.requestIds.settle(error);
      return { ok: false, error };
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { submit, pending };
}

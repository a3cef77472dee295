import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LivePush } from '@wps/contracts';
import { useEffect } from 'react';
import { CASHBACK_BALANCE_CAUSES, CASHBACK_KEY } from '../loyalty/keys';
import { refreshMissions } from '../loyalty/missionRefresh';
import { MONEY_KEY } from '../money/queries';
import { PROMOTION_BALANCE_CAUSES, PROMOTIONS_KEY } from '../promotions/queries';
import { clearSession, getToken, subscribeSession } from '../storage/session';
import { createLiveChannel, liveUrl } from './channel';
import { setLiveState } from './liveState';

/*
 * The page's side of the live channel: what each push refreshes, and whether pages must poll
 * (`isLiveUp`). Mounted once, by Boot, for visitors and members alike.
 */

/** What each push makes the page load again. */
export function applyPush(queryClient: QueryClient, message: LivePush): void {
  switch (message.type) {
    case 'balance':
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      // A reward paid or a qualifying deposit changes what the member may claim.
      if (PROMOTION_BALANCE_CAUSES.includes(message.cause))
        void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      // Cashback paid (a claim here or elsewhere, or the daily job): the live cashback and its history.
      if (CASHBACK_BALANCE_CAUSES.includes(message.cause))
        void queryClient.invalidateQueries({ queryKey: CASHBACK_KEY });
      // Bets settled or money deposited move the missions' progress (at most every few seconds).
      refreshMissions(queryClient);
      return;
    case 'order':
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      return;
    case 'rewards':
      // A reward issued, a claim or an application decided: the member's promotions and bonuses.
      void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
      return;
    case 'announcements':
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
      return;
    case 'status':
      void queryClient.invalidateQueries({ queryKey: ['systemStatus'] });
      return;
    case 'mail':
      queryClient.setQueryData(['mail', 'unread'], message.unread);
      return;
    case 'lottery':
      // A period was drawn, cancelled or opened: every lottery query starts with 'lottery'.
      void queryClient.invalidateQueries({ queryKey: ['lottery'] });
      return;
  }
}

export function useLiveChannel(merchant: string | null, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    const channel = createLiveChannel({
      url: () => liveUrl(window.location, merchant),
      token: getToken,
      onPush: (message) => applyPush(queryClient, message),
      onSessionEnded: clearSession,
      onState: (next) => {
        const was = setLiveState(next);
        // Up again, or down: what was pushed meanwhile may be missed, so look once (and, when down,
        // the money queries' polling starts again from this fetch).
        if ((next === 'up' && was !== 'up') || next === 'down')
          void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      },
    });
    channel.start();
    const unsubscribe = subscribeSession(() => channel.sessionChanged());
    const wake = () => {
      if (document.visibilityState === 'visible') channel.wake();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      unsubscribe();
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      channel.stop();
    };
  }, [enabled, merchant, queryClient]);
}

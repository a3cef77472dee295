import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api/apiError';
import { callApi } from '../../shared/api/client';
import { routes } from '../../shared/api/routes';
import { amountInText, useCurrency, useRequestIds } from '../../shared/money/moneyForm';
import { MONEY_KEY } from '../../shared/money/queries';
import { invalidatePromotions } from '../../shared/promotions/queries';
import { deviceId } from '../../shared/storage/device';
import { bonusOutcome, type OutcomeTone } from './outcome';

/** The line under an action: what was done, or why it was refused. */
export interface ActionOutcome {
  tone: OutcomeTone;
  text: string;
}

export type MoneyActionKind = 'join' | 'claim' | 'collect';

export interface PendingAction {
  activityId: number;
  kind: MoneyActionKind;
}

/**
 * Join, claim and collect (promotion-routes.ts): one call at a time (a second click while one is in
 * flight sends nothing), an explicit outcome per activity, and every promotion screen and the
 * balance reloaded after an answer. `allowed` runs first (the real-account gate on public pages).
 * A claim carries a request id that stays the same for a retry after an unknown outcome, so the
 * server pays at most once.
 */
export function usePromotionActions(allowed?: () => Promise<boolean>) {
  const { t } = useTranslation(['promotions', 'messages']);
  const currency = useCurrency();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [outcomes, setOutcomes] = useState<Record<number, ActionOutcome>>({});

  const money = useCallback((amount: string) => amountInText(amount, currency), [currency]);
  const setOutcome = useCallback(
    (activityId: number, outcome: ActionOutcome | null) =>
      setOutcomes((current) => {
        const next = { ...current };
        if (outcome) next[activityId] = outcome;
        else delete next[activityId];
        return next;
      }),
    [],
  );
  const refusal = useCallback(
    (error: unknown): ActionOutcome => ({
      tone: 'error',
      text: t('promo.result.refused', {
        reason: t(errorKey(error), { defaultValue: t('error.system.error') }),
      }),
    }),
    [t],
  );

  const send = async (action: PendingAction, bonusId: number | null): Promise<ActionOutcome> => {
    if (action.kind === 'join') {
      await callApi(routes.joinPromotion, { body: { activityId: action.activityId } });
      return { tone: 'success', text: t('promo.result.joined') };
    }
    let bonus;
    if (action.kind === 'claim') {
      const requestId = requestIds.take({ claim: action.activityId });
      try {
        bonus = await callApi(routes.claimPromotion, {
          body: { activityId: action.activityId, requestId, device: deviceId() },
        });
      } catch (error) {
        requestIds.settle(error);
        throw error;
      }
      requestIds.settle();
    } else {
      if (bonusId === null) throw new Error('collect needs a bonus');
      bonus = await callApi(routes.claimIssuedPromotion, { body: { bonusId } });
    }
    const { tone, text } = bonusOutcome(bonus, money);
    return { tone, text: t(text.key, text.values) };
  };

  /** Runs one action unless another is in flight; the outcome shows under the activity. */
  const run = async (activityId: number, kind: MoneyActionKind, bonusId: number | null = null) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const action = { activityId, kind };
    setPending(action);
    setOutcome(activityId, null);
    try {
      if (allowed && !(await allowed())) return;
      let outcome: ActionOutcome;
      try {
        outcome = await send(action, bonusId);
      } catch (error) {
        outcome = refusal(error);
      }
      setOutcome(activityId, outcome);
      // Refused or done, the state may have moved (closed, claimed elsewhere): read it again.
      void invalidatePromotions(queryClient);
      if (kind !== 'join' && outcome.tone !== 'error')
        void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  return { run, pending, outcomes, setOutcome, money, refusal };
}

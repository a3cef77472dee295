import { useMutation } from '@tanstack/react-query';
import type { Routes } from '@wps/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { moneyErrorText, placeServerError, useCurrency, useRequestIds } from './moneyForm';

/** The body of a money call as the form builds it: without the request id, which the hook adds. */
export type MoneyBody<K extends keyof Routes> = Omit<z.input<NonNullable<Routes[K]['body']>>, 'requestId'>;

/** The line under a money form: what went wrong, or what was done. */
export interface MoneyStatus {
  tone: 'error' | 'success';
  text: string;
}

export interface MoneyMutationOptions<C, T, F extends FieldValues> {
  /**
   * Sends the call. `requestId` is the same for the same content after an uncertain outcome (no
   * answer, or a server failure), so the server does it at most once; fresh after any answer
   * (docs/decisions.md, "Wallets and records": idempotent on the member's `requestId`).
   */
  send: (content: C, requestId: string) => Promise<T>;
  /** The part of the content that makes it the same request (default: all of it). */
  idOf?: (content: C) => unknown;
  /**
   * Where refusals go: server field errors under the form's fields, codes that concern one field
   * (a wrong payment password) under it. Without a form every refusal is the status line's.
   */
  form?: {
    setError: UseFormSetError<F>;
    fields: readonly Path<F>[];
    codeToField?: Partial<Record<string, Path<F>>>;
  };
  /** After an answer; a text it returns becomes the success line. */
  onSuccess?: (answer: T, content: C) => string | void | Promise<string | void>;
  /** After a refusal or failure, before it is placed (clear a password, point to a fix). */
  onError?: (error: unknown, content: C) => void;
}

/**
 * One money action (a deposit, a withdrawal, a transfer, a receipt): its request id, its pending
 * state (a second submit while one is in flight is ignored), and its refusal placed on the form's
 * fields or in the returned status line, in the site currency.
 */
export function useMoneyMutation<C, T, F extends FieldValues = FieldValues>(
  options: MoneyMutationOptions<C, T, F>,
) {
  const { t } = useTranslation('money');
  const currency = useCurrency();
  const requestIds = useRequestIds();
  const inFlight = useRef(false);
  const [status, setStatus] = useState<MoneyStatus | null>(null);
  const mutation = useMutation({
    mutationFn: ({ content, requestId }: { content: C; requestId: string }) =>
      options.send(content, requestId),
  });

  const errorText = (error: unknown): string | null => {
    const { form } = options;
    if (!form) return moneyErrorText(t, error, currency);
    return placeServerError(t, error, form.setError, {
      fields: form.fields,
      codeToField: form.codeToField,
      currency,
    });
  };

  /** Sends `content` unless a call is in flight; answers the server's answer, or undefined. */
  const submit = async (content: C): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setStatus(null);
    const requestId = requestIds.take((options.idOf ?? ((whole: C) => whole))(content));
    try {
      let answer: T;
      try {
        answer = await mutation.mutateAsync({ content, requestId });
      } catch (error) {
        requestIds.settle(error);
        options.onError?.(error, content);
        const text = errorText(error);
        setStatus(text ? { tone: 'error', text } : null);
        return undefined;
      }
      requestIds.settle();
      const text = await options.onSuccess?.(answer, content);
      setStatus(text ? { tone: 'success', text } : null);
      return answer;
    } finally {
      inFlight.current = false;
    }
  };

  return {
    submit,
    /** True while the call is in flight: the form's submit button is disabled. */
    pending: mutation.isPending,
    status,
    /** Clears the status line (another action on the same card took over). */
    clearStatus: () => setStatus(null),
  };
}

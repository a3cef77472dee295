import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel } from '@wps/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../api/apiError';
import { createQueryClient } from '../api/queryClient';
import { SiteContext } from '../site/siteContext';
import { systemStatusFixture } from '../../test/fixtures';
import { useMoneyMutation, type MoneyMutationOptions } from './useMoneyMutation';

function wrapper({ children }: { children: ReactNode }) {
  const status = systemStatusFixture();
  return (
    <QueryClientProvider client={createQueryClient()}>
      <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
        {children}
      </SiteContext.Provider>
    </QueryClientProvider>
  );
}

interface Values {
  amount: string;
  paymentPassword: string;
}
type Sent = { amount: string; paymentPassword?: string };

/** A money form: react-hook-form with the hook placing refusals on `amount` and `paymentPassword`. */
function useMoneyForm(options: Omit<MoneyMutationOptions<Sent, string, Values>, 'form'>) {
  const form = useForm<Values>({ defaultValues: { amount: '', paymentPassword: '' } });
  const mutation = useMoneyMutation<Sent, string, Values>({
    ...options,
    form: {
      setError: form.setError,
      fields: ['amount', 'paymentPassword'],
      codeToField: { 'password.wrong': 'paymentPassword' },
    },
  });
  // Read while rendering, so react-hook-form renders again when they change.
  const { errors } = form.formState;
  return { form, errors, mutation };
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useMoneyMutation', () => {
  it('sends the same request id again after an uncertain outcome, a fresh one after an answer', async () => {
    const outcomes: (() => string)[] = [
      () => {
        throw new ApiError(NETWORK_ERROR, 0, 'offline');
      },
      () => {
        throw new ApiError('system.busy', 503, 'busy');
      },
      () => 'done',
      () => {
        throw new ApiError('balance.insufficient', 400, '', { balance: '5.00' });
      },
      () => 'done again',
    ];
    const ids: string[] = [];
    const { result } = renderHook(
      () =>
        useMoneyMutation({
          send: async (_content: Sent, requestId) => {
            ids.push(requestId);
            return outcomes[ids.length - 1]!();
          },
        }),
      { wrapper },
    );
    for (let round = 0; round < 5; round += 1)
      await act(async () => {
        await result.current.submit({ amount: '10' });
      });
    expect(ids).toHaveLength(5);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // No answer, then a server failure: the same request, the same id.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    // Answered: the next submit is a new request, and after a refusal too.
    expect(ids[3]).not.toBe(ids[2]);
    expect(ids[4]).not.toBe(ids[3]);
  });

  it('keys the request id on the content it is told identifies the request', async () => {
    const ids: string[] = [];
    const { result } = renderHook(
      () =>
        useMoneyMutation({
          send: async (_content: Sent, requestId) => {
            ids.push(requestId);
            throw new ApiError(NETWORK_ERROR, 0, 'offline');
          },
          idOf: ({ amount }) => amount,
        }),
      { wrapper },
    );
    await act(() => result.current.submit({ amount: '10', paymentPassword: 'first' }));
    await act(() => result.current.submit({ amount: '10', paymentPassword: 'second' }));
    await act(() => result.current.submit({ amount: '11', paymentPassword: 'second' }));
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('is pending while the call is in flight and ignores a second submit meanwhile', async () => {
    const call = deferred<string>();
    const send = vi.fn((_content: Sent, _requestId: string) => call.promise);
    const { result } = renderHook(() => useMoneyMutation({ send, onSuccess: (answer) => `ok ${answer}` }), {
      wrapper,
    });
    expect(result.current.pending).toBe(false);
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.submit({ amount: '10' });
      second = result.current.submit({ amount: '10' });
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await expect(second).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      call.resolve('T1');
      await expect(first).resolves.toBe('T1');
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.status).toEqual({ tone: 'success', text: 'ok T1' });
    // Done: the next submit goes out.
    await act(() => result.current.submit({ amount: '10' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('puts field errors and one-field codes under their fields, the rest in the status line', async () => {
    let refusal: unknown = null;
    const onError = vi.fn();
    const { result } = renderHook(
      () =>
        useMoneyForm({
          send: async () => {
            throw refusal;
          },
          onError,
        }),
      { wrapper },
    );

    refusal = new ApiError('validation.failed', 400, '', {
      fields: { amount: { code: 'field.too_big', message: 'too big' } },
    });
    await act(() => result.current.mutation.submit({ amount: '9' }));
    expect(result.current.errors.amount?.message).toBe('This is too large');
    expect(result.current.mutation.status).toBeNull();

    refusal = new ApiError('password.wrong', 400, '');
    await act(() => result.current.mutation.submit({ amount: '9' }));
    expect(result.current.errors.paymentPassword?.message).toBe('The password is wrong');
    expect(result.current.mutation.status).toBeNull();

    refusal = new ApiError('amount.out.of.range', 400, '', { min: '100.00', max: '50000.00' });
    await act(() => result.current.mutation.submit({ amount: '9' }));
    expect(result.current.mutation.status).toEqual({
      tone: 'error',
      text: 'The amount must be between ₱100.00 and ₱50,000.00',
    });

    refusal = new ApiError('validation.failed', 400, '', {
      fields: { channelId: { code: 'field.invalid_format', message: 'bad' } },
    });
    await act(() => result.current.mutation.submit({ amount: '9' }));
    expect(result.current.mutation.status).toEqual({ tone: 'error', text: 'Some fields are not valid' });
    expect(onError).toHaveBeenCalledTimes(4);
    expect(onError.mock.calls[1]![0]).toMatchObject({ code: 'password.wrong' });
  });

  it('without a form, words every refusal in the site currency and can be cleared', async () => {
    const status = systemStatusFixture();
    status.info.currency = { code: 'VND', symbol: '₫', position: 'B', decimals: 0 };
    const { result } = renderHook(
      () =>
        useMoneyMutation({
          send: async () => {
            throw new ApiError('balance.insufficient', 400, '', { balance: '1234567' });
          },
        }),
      {
        wrapper: ({ children }) => (
          <QueryClientProvider client={createQueryClient()}>
            <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
              {children}
            </SiteContext.Provider>
          </QueryClientProvider>
        ),
      },
    );
    await act(() => result.current.submit(null));
    expect(result.current.status).toEqual({
      tone: 'error',
      text: 'Insufficient balance: you have 1,234,567 ₫',
    });
    act(() => result.current.clearStatus());
    expect(result.current.status).toBeNull();
  });
});

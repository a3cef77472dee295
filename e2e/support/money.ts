import assert from 'node:assert/strict';
import type { memberApi } from './auth.js';

/** Member-side money set-up of the browser tests, through the API (the journeys use the browser). */

type Api = ReturnType<typeof memberApi>;
export const PAY_PASSWORD = '135790';

/** Sets the member's payment password. */
export async function setPaymentPassword(api: Api, token: string): Promise<void> {
  const reply = await api.call('PUT', '/wps/member/paymentPassword', {
    sealed: true,
    token,
    body: { paymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD },
  });
  assert.equal(reply.success, true, JSON.stringify(reply));
}

/**
 * A withdrawal of `amount` to a new e-wallet payout account (the payment password must be set):
 * answers its order number.
 */
export async function requestWithdrawal(api: Api, token: string, amount: string): Promise<string> {
  const account = await api.call<{ id: number }>('PUT', '/wps/v2/member/bankCards', {
    sealed: true,
    token,
    body: {
      kind: 'ewallet',
      bankCode: 'GCASH',
      accountNumber: '09171234567',
      accountName: 'Ana Reyes',
      paymentPassword: PAY_PASSWORD,
    },
  });
  assert.equal(account.success, true, JSON.stringify(account));
  const request = await api.call<{ orderNo: string }>('POST', '/wps/v2/transaction/withdraw', {
    sealed: true,
    token,
    body: {
      check: 'v2',
      accountId: account.value.id,
      amount,
      paymentPassword: PAY_PASSWORD,
      requestId: `w-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  assert.equal(request.success, true, JSON.stringify(request));
  return request.value.orderNo;
}

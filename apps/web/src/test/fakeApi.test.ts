import type { WalletBalance } from '@wps/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../shared/api/apiError';
import { callApi } from '../shared/api/client';
import { routes } from '../shared/api/routes';
import { installFakeApi } from './fakeApi';

const api = installFakeApi();

const balance: WalletBalance = {
  sumBalance: '1234.50',
  balance: [{ accountTypeId: 2, wallet: 'main', name: 'Main wallet', availBalance: '1234.50' }],
  currency: 'PHP',
  currencySymbol: '₱',
  currencyPosition: 'F',
  playMoney: false,
};

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('token', 'token-1');
});

describe('the fake API server', () => {
  it('answers the real client through the envelope, reading the query as the server does', async () => {
    api.on('walletBalance', ({ headers }) => {
      expect(headers.get('Authorization')).toBe('token-1');
      return balance;
    });
    api.on('loginHistory', ({ query }) => ({ list: [], pageNum: query!.pageNo, totalPages: 1 }));
    await expect(callApi(routes.walletBalance)).resolves.toEqual(balance);
    await expect(callApi(routes.loginHistory, { query: { pageNo: 2, pageSize: 10 } })).resolves.toEqual({
      list: [],
      pageNum: 2,
      totalPages: 1,
    });
    expect(api.calls('loginHistory')).toEqual([{ query: { pageNo: 2, pageSize: 10 } }]);
    expect(api.asked()).toEqual(['walletBalance', 'loginHistory']);
  });

  it('fails an answer that drifted from the route contract', async () => {
    // @ts-expect-error: a JSON number is not a wire amount (contracts: moneySchema)
    api.on('walletBalance', () => ({ ...balance, sumBalance: 1234.5 }));
    await expect(callApi(routes.walletBalance)).rejects.toMatchObject({ code: 'system.error', status: 500 });
    expect(api.takeProblems()).toEqual([
      expect.stringContaining('walletBalance answered outside its contract'),
    ]);
  });

  it('opens encrypted bodies with its own key and answers refusals with their code and value', async () => {
    api.on('paymentPasswordSet', () => {
      throw new ApiError('password.wrong', 400, 'The password is wrong', { attemptsLeft: 2 });
    });
    const body = { paymentPassword: '123456', confirmPaymentPassword: '123456' };
    const refused = await callApi(routes.paymentPasswordSet, { body }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'password.wrong', status: 400, value: { attemptsLeft: 2 } });
    expect(api.calls('paymentPasswordSet')).toEqual([{ body }]);
  });

  it('fails a call without an answer as the browser does, and refuses member calls without a session', async () => {
    api.on('walletBalance', () => {
      throw new ApiError(NETWORK_ERROR, 0, 'offline');
    });
    await expect(callApi(routes.walletBalance)).rejects.toMatchObject({ code: NETWORK_ERROR, status: 0 });
    sessionStorage.removeItem('token');
    api.on('walletBalance', () => balance);
    await expect(callApi(routes.walletBalance)).rejects.toMatchObject({ code: 'login.not.session' });
    await expect(callApi(routes.merchantWallet)).rejects.toMatchObject({ code: 'login.not.session' });
  });

  it('answers 404 for a route no handler serves', async () => {
    await expect(callApi(routes.depositSettings)).rejects.toMatchObject({ code: 'not.found', status: 404 });
  });
});

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

  it('refuses a request its route schemas refuse, as the server does, and fails the test', async () => {
    api.on('betRecords', () => ({
      list: [],
      total: 0,
      totalPages: 0,
      footer: { count: 0, betAmount: '0', validBet: '0', winAmount: '0', profit: '0' },
    }));
    const refused = await callApi(routes.betRecords, { query: { pageNo: 0 } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: 'validation.failed',
      status: 400,
      value: { fields: { 'query.pageNo': expect.objectContaining({ code: 'too_small' }) } },
    });
    expect(api.takeProblems()).toEqual([
      expect.stringContaining('betRecords was sent a query outside its contract'),
    ]);
    // The request is still recorded, as the client sent it.
    expect(api.calls('betRecords')).toEqual([{ query: { pageNo: '0' } }]);
  });

  it('fails a request with keys the route does not read (the server would drop them)', async () => {
    api.on('loginHistory', ({ query }) => ({ list: [], pageNum: query!.pageNo, totalPages: 1 }));
    // @ts-expect-error: the contract pages by pageNo, not pageNum
    await expect(callApi(routes.loginHistory, { query: { pageNum: 2 } })).resolves.toMatchObject({
      pageNum: 1,
    });
    expect(api.takeProblems()).toEqual([
      'loginHistory was sent query keys its contract does not read: pageNum',
    ]);
  });

  it('fails a call to a path no route of the contracts serves', async () => {
    const response = await fetch('/wps/relay/NOT_A_ROUTE');
    expect(response.status).toBe(404);
    expect(api.takeProblems()).toEqual(['GET /wps/relay/NOT_A_ROUTE: no route of the contracts serves it']);
  });

  it('fails a refusal whose code is not a contract error code, or not with its status', async () => {
    api.on('walletBalance', () => {
      throw new ApiError('balance.unknown', 400, '');
    });
    await expect(callApi(routes.walletBalance)).rejects.toMatchObject({ code: 'balance.unknown' });
    api.on('walletBalance', () => {
      throw new ApiError('account.locked', 400, '');
    });
    await expect(callApi(routes.walletBalance)).rejects.toMatchObject({ code: 'account.locked' });
    expect(api.takeProblems()).toEqual([
      'walletBalance refused with balance.unknown, which is not an error code of the contracts',
      'walletBalance refused with account.locked as 400; the contracts answer it as 423',
    ]);
  });

  it('answers /lgw calls in the envelope too, as the server does (docs/decisions.md, Game calls)', async () => {
    api.on('popularGames', ({ query }) => {
      expect(query).toEqual({ count: 5 });
      return { list: [] };
    });
    const response = await fetch('/lgw/games/popular?count=5');
    await expect(response.json()).resolves.toEqual({ success: true, value: { list: [] }, message: '' });
  });
});

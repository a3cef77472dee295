import { routes, type OperatorRole, type RouteDescriptor } from '@wps/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { setToken } from '../../shared/session/token';
import type { LotteryDraw, LotteryGame } from './lotteryApi';

/*
 * The lottery pages against a fake API: each call is matched to its contracts route (method and
 * path), recorded with its params, query and body, and answered by the test's handler for that
 * route id, or refused with `refuse(...)`.
 */

export type RouteId = keyof typeof routes;

export interface Call {
  id: RouteId;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

class Refusal {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {}
}

/** Thrown by a handler: the server's refusal. */
export const refuse = (code: string, status = 409) => {
  throw new Refusal(code, status);
};

type Handler = (call: Call) => unknown;

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const table = (Object.entries(routes) as [RouteId, RouteDescriptor][]).map(([id, route]) => ({
  id,
  method: route.method,
  pattern: new RegExp(
    `^${route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : escape(part)))
      .join('/')}$`,
  ),
}));

/** Stubs `fetch` with the handlers; the signed-in operator has `role`. */
export function fakeApi(handlers: Partial<Record<RouteId, Handler>>, role: OperatorRole = 'admin') {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://admin.test');
      const method = init?.method ?? 'GET';
      const entry = table.find((row) => row.method === method && row.pattern.test(url.pathname));
      if (!entry) return json(404, { success: false, value: null, errorCode: 'not.found', message: '' });
      const call: Call = {
        id: entry.id,
        params: { ...(url.pathname.match(entry.pattern)?.groups ?? {}) },
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler =
        handlers[entry.id] ??
        (entry.id === 'operatorMe'
          ? () => ({ id: 1, username: 'op', role, mustChangePassword: false })
          : undefined);
      if (!handler) return json(500, { success: false, value: null, errorCode: 'system.error', message: '' });
      try {
        return json(200, { success: true, value: await handler(call), message: '' });
      } catch (error) {
        if (error instanceof Refusal)
          return json(error.status, { success: false, value: null, errorCode: error.code, message: '' });
        throw error;
      }
    }),
  );
  return { calls, to: (id: RouteId) => calls.filter((call) => call.id === id) };
}

/** The native <dialog> jsdom lacks: open and close set the `open` attribute. */
export function installDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Renders one global page at `entry` (`/lottery/...` with its query), signed in with `role`. */
export function renderPage(page: ReactElement, entry: string, role: OperatorRole) {
  setToken('t'.repeat(43));
  const path = entry.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['operator', 'me'], { id: 1, username: 'op', role, mustChangePassword: false });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export function game(code: string, extra: Partial<LotteryGame> = {}): LotteryGame {
  return {
    code,
    family: 'SSC',
    prizeMode: 'Lott',
    accountType: 'LOTT',
    name: { EN: `Game ${code}`, CN: `彩种 ${code}` },
    source: 'house',
    region: null,
    timeZone: 'Asia/Manila',
    intervalSeconds: 300,
    closeSeconds: 30,
    series: [1800, 1900, 1950],
    minUnit: '0.01',
    maxUnit: '1000',
    enabled: true,
    current: null,
    last: null,
    keyCap: '50000',
    typeCaps: {},
    playerPeriodMax: null,
    betTypes: ['STRAIGHT', 'GROUP3'],
    ...extra,
  };
}

export const NORTH = game('VN_HN', {
  family: 'VN',
  prizeMode: 'SEA',
  accountType: 'TCG_LOTTO_VN',
  name: { EN: 'Ha Noi', CN: '河内' },
  source: 'external',
  region: 'north',
  timeZone: 'Asia/Ho_Chi_Minh',
  intervalSeconds: null,
  closeSeconds: 900,
});

export function draw(gameCode: string, number: string, extra: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    gameCode,
    number,
    opensAt: Date.UTC(2026, 10, 20, 1),
    closesAt: Date.UTC(2026, 10, 20, 11),
    drawAt: Date.UTC(2026, 10, 20, 11, 15),
    status: 'closed',
    seedHash: null,
    seed: null,
    numbers: null,
    prizes: null,
    resultSource: null,
    orders: 3,
    stake: '150.00',
    payout: '0.00',
    entries: [],
    cancelledBy: null,
    ...extra,
  };
}

export const page = <T,>(list: T[], totalPages = 1) => ({ list, page: 1, totalPages, total: list.length });

import { routes, type OperatorRole, type RouteDescriptor } from '@wps/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { setToken } from '../session/token';

/*
 * Back-office pages against a fake API (the feature tests' shared kit): each call is matched to its contracts route (method and
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

/** Thrown by a handler: the server's refusal (errorCode, and its value such as `{ fields }`). */
export class Refusal {
  constructor(
    readonly code: string,
    readonly value: unknown = null,
    readonly status = 400,
  ) {}
}

export const refuse = (code: string, value: unknown = null, status = 400) => {
  throw new Refusal(code, value, status);
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
      if (!entry)
        return json(404, { success: false, value: null, errorCode: 'not.found', message: 'No route' });
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
          : entry.id === 'settingsGet'
            ? () => ({
                currency: { value: { code: 'PHP', symbol: '₱', position: 'F', decimals: 2 }, version: 1 },
              })
            : undefined);
      if (!handler) return json(500, { success: false, value: null, errorCode: 'system.error', message: '' });
      try {
        return json(200, { success: true, value: await handler(call), message: '' });
      } catch (error) {
        if (error instanceof Refusal)
          return json(error.status, {
            success: false,
            value: error.value,
            errorCode: error.code,
            message: '',
          });
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

/** Renders one page at `entry` (matched by `path`), signed in with `role`. */
export function renderPage(page: ReactElement, path: string, entry: string, role: OperatorRole) {
  setToken('t'.repeat(43));
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

import type { AnnouncementRecord } from '@wps/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setToken } from '../../shared/session/token';
import AnnouncementsPage from './AnnouncementsPage';
import HelpPage from './HelpPage';

/*
 * The content pages against a stubbed API: what they ask the server for (filters, sort, page from
 * the URL), and what they show of the answer.
 */

const record = (id: number, title: string): AnnouncementRecord => ({
  id,
  type: 'PL',
  title: { EN: title },
  content: { EN: '<p>x</p>' },
  imageUrl: null,
  groupName: null,
  linkageType: 'NONE',
  linkage: null,
  execution: null,
  promotionType: null,
  sortOrder: id * 10,
  enabled: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
});

let calls: URL[];

function answer(value: unknown) {
  return new Response(JSON.stringify({ success: true, value, message: '' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  calls = [];
  setToken('t'.repeat(43));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://admin.test');
      calls.push(url);
      if (url.pathname === '/wps/admin/session/me' || url.pathname.endsWith('/me'))
        return answer({ id: 1, username: 'ed', role: 'editor', mustChangePassword: false });
      if (url.pathname.endsWith('/help/categories'))
        return answer([{ key: 'account', category: { EN: 'Account' }, articles: 1 }]);
      if (url.pathname.endsWith('/help'))
        return answer({
          list: [
            {
              id: 7,
              categoryKey: 'account',
              category: { EN: 'Account' },
              question: { EN: 'How do I reset my password?' },
              answer: { EN: '<p>x</p>' },
              sortOrder: 10,
              enabled: true,
              updatedAt: '2026-11-22T08:00:00.000Z',
            },
          ],
          pageNum: 1,
          totalPages: 1,
          total: 1,
        });
      // The count of live ones: one row asked for, the total read.
      if (url.searchParams.get('state') === 'live' && url.searchParams.get('pageSize') === '1')
        return answer({ list: [record(1, 'Live one')], pageNum: 1, totalPages: 4, total: 4 });
      return answer({
        list: [record(1, 'First notice'), record(2, 'Second notice')],
        pageNum: Number(url.searchParams.get('pageNo') ?? 1),
        totalPages: 3,
        total: 120,
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

function show(page: React.ReactElement, path: string, entry: string) {
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [entry] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const listCalls = (suffix: string) =>
  calls.filter((url) => url.pathname.endsWith(suffix) && url.searchParams.has('pageNo'));

describe('AnnouncementsPage', () => {
  it('asks the server for one page with the URL’s filters and sort, and pages by number', async () => {
    const router = show(
      <AnnouncementsPage />,
      '/m/:merchant/announcements',
      '/m/aurora/announcements?type=PL&state=live&q=notice&sort=startsAt&order=desc&page=2&language=XX',
    );
    await screen.findByText('First notice');
    const first = listCalls('/announcements')[0]!;
    expect(first.pathname).toBe('/wps/admin/merchants/aurora/announcements');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      type: 'PL',
      state: 'live',
      q: 'notice',
      sort: 'startsAt',
      order: 'desc',
      pageNo: '2',
      pageSize: '50',
    });
    expect(screen.getByText('Page 2 of 3 · 120 rows')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Live now: 4');
    expect(screen.getByRole('columnheader', { name: /Time window/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    // The next page keeps the filters.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    // A filter starts again from the first page.
    fireEvent.change(screen.getByLabelText('Banner group'), { target: { value: 'w_home' } });
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('group')).toBe('w_home');
      expect(params.has('page')).toBe(false);
    });
    await waitFor(() =>
      expect(listCalls('/announcements').at(-1)!.searchParams.get('groupName')).toBe('w_home'),
    );
    // Sorting by a column asks the server again.
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Order/ })).getByRole('button'));
    await waitFor(() =>
      expect(listCalls('/announcements').at(-1)!.searchParams.get('sort')).toBe('sortOrder'),
    );
    // The filters are labelled controls; the export and the editor's button are offered.
    for (const label of ['Title contains', 'Type', 'Written in', 'Status'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'New announcement' })).toBeTruthy();
  });
});

describe('HelpPage', () => {
  it('asks the server for one page with the URL’s filters, and names the categories', async () => {
    show(<HelpPage />, '/m/:merchant/help', '/m/aurora/help?category=account&enabled=false&sort=updatedAt');
    await screen.findByText('How do I reset my password?');
    expect(Object.fromEntries(listCalls('/help')[0]!.searchParams)).toEqual({
      category: 'account',
      enabled: 'false',
      sort: 'updatedAt',
      order: 'asc',
      pageNo: '1',
      pageSize: '50',
    });
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await waitFor(() => expect(category.selectedOptions[0]?.textContent).toBe('Account (account)'));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('false');
    expect(screen.getByLabelText('Question contains')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1 · 1 rows')).toBeTruthy();
  });
});

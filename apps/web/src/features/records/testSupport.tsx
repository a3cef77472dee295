import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel } from '@wps/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { envelope, systemStatusFixture } from '../../test/fixtures';

/** Answers by API path (`/wps/relay/ODSFE2_MemBetRecord` …); records every request URL. */
export function stubApi(answers: Record<string, (url: URL) => unknown>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://site.test');
    const answer = answers[url.pathname];
    return answer ? envelope(answer(url)) : new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** The query parameters of each call to `path`, in order. */
    calls: (path: string) =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://site.test'))
        .filter((url) => url.pathname === path)
        .map((url) => Object.fromEntries(url.searchParams)),
  };
}

export function renderRecordsPage(page: ReactNode) {
  sessionStorage.setItem('token', 'token-1');
  const status = systemStatusFixture();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider value={{ status, modules: flattenWhitelabel(status.info.whitelabel) }}>
          {page}
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

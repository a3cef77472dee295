import { QueryClientProvider } from '@tanstack/react-query';
import { flattenWhitelabel } from '@wps/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../shared/api/queryClient';
import { SiteContext } from '../../shared/site/siteContext';
import { DialogProvider } from '../../shared/ui/dialog/DialogProvider';
import { systemStatusFixture } from '../../test/fixtures';

export function renderRecordsPage(page: ReactNode, modules: Record<string, boolean> = {}) {
  sessionStorage.setItem('token', 'token-1');
  const status = systemStatusFixture();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DialogProvider>
        <SiteContext.Provider
          value={{ status, modules: { ...flattenWhitelabel(status.info.whitelabel), ...modules } }}
        >
          {page}
        </SiteContext.Provider>
      </DialogProvider>
    </QueryClientProvider>,
  );
}

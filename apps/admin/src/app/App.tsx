import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../shared/i18n/i18n';
import { getToken, subscribeToken } from '../shared/session/token';
import { createRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createRouter);
  // Signed out (here, in another tab, or by the server): nothing of the last operator stays cached.
  useEffect(
    () =>
      subscribeToken(() => {
        if (getToken() === null) queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

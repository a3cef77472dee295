import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './apiError';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Refusals (4xx) are answers, not glitches: retry only network and server failures.
        retry: (failureCount, error) =>
          failureCount < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './apiError';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        // A refusal is an answer: only a lost connection is worth asking again.
        retry: (count, error) => count < 2 && isApiError(error) && error.code === 'network',
      },
      mutations: { retry: false },
    },
  });
}

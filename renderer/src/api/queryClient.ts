import { QueryClient } from '@tanstack/react-query';
import { retryDelayMs, shouldRetryRead, shouldRetryWrite } from './retryPolicy';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay: retryDelayMs, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: shouldRetryWrite, retryDelay: retryDelayMs },
    },
  });
}

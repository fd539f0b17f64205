import { QUERY_GC_TIME_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from '@blivion/shared/core';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRIES,
        retryDelay,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

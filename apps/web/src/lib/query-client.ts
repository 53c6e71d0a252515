import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http';

/** Retries only what may succeed on a second try: no answer, or a 5xx. 4xx answers are final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof HttpError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ConsoleSession } from './console';

/** Loading or error state of the queries a session is made of; null once all of them have data. */
export function pendingSession(queries: readonly UseQueryResult<unknown>[]): ConsoleSession | null {
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => {
        for (const query of queries) if (query.isError) void query.refetch();
      },
    };
  }
  return queries.some((query) => query.isPending) ? { status: 'loading' } : null;
}

import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeError } from '@/components/error-boundary';
import { QueryErrorAlert } from './query-error-alert';

type QueryLike = { isPending: boolean; error: unknown; data?: unknown; refetch: () => unknown };

/** A spinner while loading, the error with Try Again on failure, else the children. */
export function QueryState({
  query,
  title,
  describe = describeError,
  children,
}: {
  query: QueryLike;
  title: string;
  /** The words of the failure (default: the error's own message). */
  describe?: (error: unknown) => string;
  children: ReactNode;
}) {
  // A failed background refresh keeps showing the data it has.
  if (query.error && query.data === undefined) {
    return (
      <QueryErrorAlert title={title} role="alert" onRetry={query.refetch}>
        {describe(query.error)}
      </QueryErrorAlert>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return children;
}

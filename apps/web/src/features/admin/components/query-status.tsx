import { Center, Loader } from '@mantine/core';
import { describeError } from '@/components/error-boundary';
import { QueryErrorAlert } from '@/components/query-error-alert';

/** The part of a TanStack query result the status needs. */
type StatusQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

/** Loading and failure states of an admin list; renders nothing once data is there. */
export function QueryStatus({ query }: { query: StatusQuery }) {
  const { isPending, error } = query;
  if (error) {
    return (
      <QueryErrorAlert title="Could not load" onRetry={query.refetch}>
        {describeError(error)}
      </QueryErrorAlert>
    );
  }
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return null;
}

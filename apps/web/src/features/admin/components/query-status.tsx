import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '@/components/error-boundary';

/** The part of a TanStack query result the status needs. */
type StatusQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

/** Loading and failure states of an admin list; renders nothing once data is there. */
export function QueryStatus({ query }: { query: StatusQuery }) {
  const { isPending, error } = query;
  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} aria-hidden />}
        title="Could not load"
      >
        {describeError(error)}
        <div>
          <Button size="xs" variant="outline" color="red" mt="sm" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      </Alert>
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

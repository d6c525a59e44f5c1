import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeError } from '@/components/error-boundary';

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
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} aria-hidden />}
        title={title}
        role="alert"
      >
        {describe(query.error)}
        <div>
          <Button size="xs" variant="outline" color="red" mt="sm" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      </Alert>
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

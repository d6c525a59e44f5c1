import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '@/components/error-boundary';

type QueryStatusProps = { isPending: boolean; error: unknown; onRetry: () => void };

/** Loading and failure states of an admin list; renders nothing once data is there. */
export function QueryStatus({ isPending, error, onRetry }: QueryStatusProps) {
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
          <Button size="xs" variant="outline" color="red" mt="sm" onClick={onRetry}>
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

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** The message to show for anything thrown: its own message, else SPEC §1's fallback. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return UNEXPECTED_ERROR_MESSAGE;
}

type ErrorFallbackProps = { component: string; error: unknown; onRetry: () => void };

/** What a failed screen shows instead of itself (SPEC §1: 'Error in {component}' and 'Try Again'). */
export function ErrorFallback({ component, error, onRetry }: ErrorFallbackProps) {
  return (
    <Stack p="lg" maw={720} mx="auto" w="100%">
      <Alert
        role="alert"
        color="red"
        variant="light"
        radius="md"
        title={`Error in ${component}`}
        icon={<IconAlertTriangle size={20} aria-hidden />}
      >
        <Text size="sm" mb="md">
          {describeError(error)}
        </Text>
        <Group>
          <Button
            color="red"
            variant="outline"
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            Try Again
          </Button>
        </Group>
      </Alert>
    </Stack>
  );
}

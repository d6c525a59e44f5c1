import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '@/components/error-boundary';

/** A failed call's message exactly as the server gave it (e.g. rate-limit wording). */
export function FormErrorAlert({ error, title }: { error: unknown; title?: string }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={20} aria-hidden />}
      data-testid="auth-error"
    >
      {describeError(error)}
    </Alert>
  );
}

import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type QueryErrorAlertProps = {
  title: string;
  /** The words of the failure. */
  children: ReactNode;
  onRetry: () => unknown;
  icon?: ReactNode;
  role?: string;
};

/** A query's failure in a red box, with Try Again. */
export function QueryErrorAlert({
  title,
  children,
  onRetry,
  icon = <IconAlertCircle size={20} aria-hidden />,
  role,
}: QueryErrorAlertProps) {
  return (
    <Alert color="red" variant="light" icon={icon} title={title} role={role}>
      {children}
      <div>
        <Button size="xs" variant="outline" color="red" mt="sm" onClick={() => void onRetry()}>
          Try Again
        </Button>
      </div>
    </Alert>
  );
}

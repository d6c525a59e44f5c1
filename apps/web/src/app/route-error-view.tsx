import { Center } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '@/components/error-boundary';

function toError(error: unknown): unknown {
  if (isRouteErrorResponse(error))
    return new Error(error.statusText || `Request failed with status ${error.status}`);
  return error;
}

/**
 * Last line of defence for errors outside a screen's own boundary (e.g. a screen's code failed to download
 * after a new release): 'Try Again' reloads the page to fetch the current code.
 */
export function RouteErrorView() {
  const error = useRouteError();
  return (
    <Center mih="100dvh" p="md">
      <ErrorFallback
        component="Application"
        error={toError(error)}
        onRetry={() => {
          window.location.reload();
        }}
      />
    </Center>
  );
}

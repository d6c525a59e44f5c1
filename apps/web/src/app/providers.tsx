import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '@/components/app-toaster/app-toaster';
import { createQueryClient } from '@/lib/query-client';
import { resolveCssVariables, theme } from './theme';

/** Everything every screen relies on: theme, server-state cache and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={resolveCssVariables}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}

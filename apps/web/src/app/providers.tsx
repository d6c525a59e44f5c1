import '@/styles/sign-in-styles';
import './print.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClient } from '@/lib/query-client';
import { resolveCssVariables, theme } from './theme';

/**
 * Everything every screen relies on: theme and server-state cache. The toaster sits in the layouts, not here,
 * so the sign-in page (which never toasts) does not load it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={resolveCssVariables}>
      <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '@/app/theme';

/** Renders UI inside the app theme, with Mantine transitions and portals off. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}

import type { SchemaStatus } from '@bil/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '@/lib/session/session-query';
import { buildMe } from '@/test-support/build-me';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { ShareLayout } from './share-layout';

const failed: SchemaStatus = {
  ok: false,
  migration: '0001-core-schema',
  missing: ['shares'],
  checkedAt: '2026-03-01T12:00:00.000Z',
};

function renderSharePage(session: { isAdmin: boolean } | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    SESSION_QUERY_KEY,
    session ? { me: buildMe(session.isAdmin), expiresAt: '2099-01-01T00:00:00.000Z' } : null,
  );
  queryClient.setQueryData(['admin', 'schema-status'], failed);
  const router = createMemoryRouter(
    [
      {
        element: <ShareLayout />,
        children: [{ path: '/share/chart/:shareId', element: <p>Shared chart</p> }],
      },
    ],
    { initialEntries: ['/share/chart/abc'] },
  );
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('share pages layout', () => {
  it('shows a signed-in administrator the Database Configuration Notice above the shared content', () => {
    renderSharePage({ isAdmin: true });
    expect(screen.getByText('Database Configuration Notice')).toBeTruthy();
    expect(screen.getByText('Shared chart')).toBeTruthy();
  });

  it('shows visitors and non-administrators only the shared content', () => {
    renderSharePage(null);
    expect(screen.queryByText('Database Configuration Notice')).toBeNull();
    renderSharePage({ isAdmin: false });
    expect(screen.queryByText('Database Configuration Notice')).toBeNull();
    expect(screen.getAllByText('Shared chart').length).toBeGreaterThan(0);
  });
});

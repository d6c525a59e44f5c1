import type { SchemaStatus } from '@bil/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/session';
import { buildMe } from '@/test-support/build-me';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { DATABASE_NOTICE_TITLE, DatabaseConfigNotice } from './database-config-notice';

const failed: SchemaStatus = {
  ok: false,
  migration: '0001-core-schema',
  missing: ['airport_bil_balances'],
  checkedAt: '2026-03-01T12:00:00.000Z',
};

function renderNotice(isAdmin: boolean, status: SchemaStatus) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['admin', 'schema-status'], status);
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <AuthProvider me={buildMe(isAdmin)}>
        <DatabaseConfigNotice />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('Database Configuration Notice', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('shows an administrator the failed check, and can be dismissed', () => {
    renderNotice(true, failed);
    expect(screen.getByText(DATABASE_NOTICE_TITLE)).toBeTruthy();
    expect(screen.getByText(/missing airport_bil_balances/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the database notice' }));
    expect(screen.queryByText(DATABASE_NOTICE_TITLE)).toBeNull();
  });

  it('stays dismissed for the same check', () => {
    renderNotice(true, failed);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the database notice' }));
    renderNotice(true, failed);
    expect(screen.queryByText(DATABASE_NOTICE_TITLE)).toBeNull();
  });

  it('shows nothing to other people or when the check passed', () => {
    renderNotice(false, failed);
    expect(screen.queryByText(DATABASE_NOTICE_TITLE)).toBeNull();
    renderNotice(true, { ...failed, ok: true, missing: [] });
    expect(screen.queryByText(DATABASE_NOTICE_TITLE)).toBeNull();
  });
});

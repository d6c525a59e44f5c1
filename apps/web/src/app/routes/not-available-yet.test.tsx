import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import { collectDevPaths, notAvailableYet } from './not-available-yet';
import { signedInRoutes } from './signed-in-routes';

describe('stand-in screens', () => {
  it("marks stand-in routes for the sidebar's 'Dev' markers, and only them", () => {
    const paths = collectDevPaths([
      { path: 'grants', ...notAvailableYet('Grants') },
      { path: 'settings', element: null },
      { path: 'pm', children: [{ path: ':pm', ...notAvailableYet('PM Dashboard') }, { path: 'management' }] },
    ]);
    expect([...paths].sort()).toEqual(['/grants', '/pm/:pm']);
  });

  it('never marks delivered screens of the real route table', () => {
    const paths = collectDevPaths([...signedInRoutes, ...adminRoutes]);
    expect(paths.has('/settings')).toBe(false);
    expect(paths.has('/admin/user-management')).toBe(false);
    expect(paths.has('/admin/audit-logs')).toBe(false);
  });
});

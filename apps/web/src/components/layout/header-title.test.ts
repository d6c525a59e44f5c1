import { describe, expect, it } from 'vitest';
import { BIL_HEADER, resolveHeaderTitle } from './header-title';

describe('resolveHeaderTitle (SPEC §1)', () => {
  it('shows the BIL heading on BIL, root, dashboard, projects and analytics paths', () => {
    for (const path of [
      '/',
      '/bil/dashboard',
      '/bil/projects/1/edit',
      '/dashboard',
      '/projects',
      '/analytics',
    ]) {
      expect(resolveHeaderTitle(path)).toEqual(BIL_HEADER);
    }
    expect(BIL_HEADER).toEqual({
      title: 'Bipartisan Infrastructure Law',
      subtitle: 'Track and manage BIL projects',
    });
  });

  it('names other screens after their navigation item', () => {
    expect(resolveHeaderTitle('/admin/audit-logs')?.title).toBe('Audit Logs');
    expect(resolveHeaderTitle('/airports/BNA')?.title).toBe('Airports Catalog');
    expect(resolveHeaderTitle('/settings')?.title).toBe('Settings');
    expect(resolveHeaderTitle('/somewhere-else')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { resolveAccess } from './access-profile';
import { buildNavigation } from './navigation';
import { buildFlags, DEFAULT_ROLE_FLAGS, type PermissionFlags } from './permission-flags';

const asRole = (role: 'admin' | 'pm' | 'viewer', flags: PermissionFlags = DEFAULT_ROLE_FLAGS[role]) =>
  resolveAccess({ account: { role, tdot_pm: null, flags }, hasSystemBypass: false, signedIn: true });
const paths = (role: ReturnType<typeof asRole>) =>
  buildNavigation(role).flatMap((section) => section.items.map((item) => item.path));

describe('buildNavigation (SPEC §2, §6)', () => {
  it('shows an admin every section and item', () => {
    const sections = buildNavigation(asRole('admin'));
    expect(sections.map((s) => s.title)).toEqual([
      'Airports',
      'BIL',
      'DBE',
      'GC&I',
      'PLANNING AND DELIVERY',
      'OPERATIONS',
      'PUBLIC PAGES',
      'DATA',
      'ADMIN',
      'SYSTEM',
    ]);
    expect(sections.flatMap((s) => s.items).every((item) => !item.disabled)).toBe(true);
    expect(paths(asRole('admin'))).toContain('/admin/public-page-configurator');
    expect(paths(asRole('admin'))).toContain('/admin/audit-logs');
    expect(paths(asRole('admin'))).toContain('/planning');
    expect(paths(asRole('admin'))).toContain('/delivery');
  });

  it('shows a PM the BIL pages and shared content but no ADMIN or SYSTEM items', () => {
    const sections = buildNavigation(asRole('pm'));
    expect(sections.map((s) => s.title)).toEqual(['Airports', 'BIL', 'DBE', 'GC&I', 'PUBLIC PAGES', 'DATA']);
    expect(paths(asRole('pm'))).toEqual([
      '/airports',
      '/pm/management',
      '/bil/dashboard',
      '/bil/projects',
      '/bil/info',
      '/bil/analytics',
      '/bil/visualization',
      '/dbe/awards-commitments',
      '/dbe/annual-reporting',
      '/dbe/analytics',
      '/grants',
      '/shared-content',
      '/import',
    ]);
  });

  it('shows a viewer with every flag only the everyone-items', () => {
    const viewer = asRole('viewer', buildFlags(Object.keys(DEFAULT_ROLE_FLAGS.admin) as never));
    expect(paths(viewer)).toEqual([
      '/airports',
      '/pm/management',
      '/bil/dashboard',
      '/dbe/awards-commitments',
      '/dbe/annual-reporting',
      '/dbe/analytics',
      '/grants',
      '/planning',
      '/delivery',
      '/executive',
      '/flight-services',
    ]);
  });

  it('shows Flight Services to a PM or viewer only with its flag', () => {
    const pm = DEFAULT_ROLE_FLAGS.pm;
    expect(paths(asRole('pm'))).not.toContain('/flight-services');
    expect(paths(asRole('pm', { ...pm, can_access_flight_services: true }))).toContain('/flight-services');
    const viewer = DEFAULT_ROLE_FLAGS.viewer;
    expect(paths(asRole('viewer', { ...viewer, can_access_flight_services: true }))).toContain(
      '/flight-services',
    );
    expect(paths(asRole('admin'))).toContain('/flight-services');
  });

  it('hides a viewer item whose flag is missing (no tooltip) and drops empty sections', () => {
    const viewer = asRole('viewer');
    expect(paths(viewer)).toEqual(['/airports', '/pm/management', '/bil/dashboard']);
    expect(buildNavigation(viewer).map((s) => s.title)).toEqual(['Airports', 'BIL']);
  });

  it('offers GC&I only with both the projects flag (route guard) and the GC&I flag (the screen)', () => {
    const viewer = DEFAULT_ROLE_FLAGS.viewer;
    expect(paths(asRole('viewer', { ...viewer, can_access_gci: true }))).toContain('/grants');
    expect(
      paths(asRole('viewer', { ...viewer, can_access_projects: false, can_access_gci: true })),
    ).not.toContain('/grants');
    expect(paths(asRole('pm', { ...DEFAULT_ROLE_FLAGS.pm, can_access_gci: false }))).not.toContain('/grants');
  });

  it('disables a PM item whose flag is missing, with the SPEC tooltip', () => {
    const pm = asRole('pm', {
      ...DEFAULT_ROLE_FLAGS.pm,
      can_access_bil_analytics: false,
      can_access_bil_info: false,
    });
    const bil = buildNavigation(pm).find((s) => s.id === 'bil');
    expect(bil?.items.filter((i) => i.disabled).map((i) => [i.path, i.tooltip])).toEqual([
      ['/bil/info', "You don't have access to the BIL Info section"],
      ['/bil/analytics', "You don't have access to the Analytics section"],
      ['/bil/visualization', "You don't have access to the Visualization section"],
    ]);
    const projects = { ...DEFAULT_ROLE_FLAGS.pm, can_access_bil_projects: false };
    const item = buildNavigation(asRole('pm', projects))
      .flatMap((s) => s.items)
      .find((i) => i.path === '/bil/projects');
    expect(item).toMatchObject({ disabled: true, tooltip: "You don't have access to the Projects section" });
  });

  it('marks the section holding the current route', () => {
    const sections = buildNavigation(asRole('admin'), '/bil/projects/42/edit');
    expect(sections.filter((s) => s.containsCurrent).map((s) => s.id)).toEqual(['bil']);
    expect(
      sections
        .flatMap((s) => s.items)
        .filter((i) => i.active)
        .map((i) => i.path),
    ).toEqual(['/bil/projects']);
  });

  it('shows nothing when signed out', () => {
    expect(
      buildNavigation(resolveAccess({ account: null, hasSystemBypass: false, signedIn: false })),
    ).toEqual([]);
  });
});

describe('PLANNING AND DELIVERY: Project Delivery (issue 19)', () => {
  it('shows /delivery to a PM or viewer only with can_access_project_delivery', () => {
    const pm = DEFAULT_ROLE_FLAGS.pm;
    expect(paths(asRole('pm'))).not.toContain('/delivery');
    const withFlag = asRole('pm', { ...pm, can_access_project_delivery: true });
    expect(paths(withFlag)).toContain('/delivery');
    expect(buildNavigation(withFlag).map((s) => s.title)).toContain('PLANNING AND DELIVERY');
    const viewer = DEFAULT_ROLE_FLAGS.viewer;
    expect(paths(asRole('viewer'))).not.toContain('/delivery');
    expect(paths(asRole('viewer', { ...viewer, can_access_project_delivery: true }))).toContain('/delivery');
  });
});

import { matchesPathPrefix, NAV_SECTIONS } from '@bil/domain';

export type HeaderTitle = { title: string; subtitle: string | null };

/** SPEC §1: this heading belongs to the BIL, root, dashboard, projects and analytics paths. */
export const BIL_HEADER: HeaderTitle = {
  title: 'Bipartisan Infrastructure Law',
  subtitle: 'Track and manage BIL projects',
};

const BIL_PREFIXES = ['/bil', '/dashboard', '/projects', '/analytics'];

/** The header's heading for a path: the BIL heading, else the label of the navigation item it is under. */
export function resolveHeaderTitle(pathname: string): HeaderTitle | null {
  if (pathname === '/' || BIL_PREFIXES.some((prefix) => matchesPathPrefix(pathname, prefix))) {
    return BIL_HEADER;
  }
  let best: { path: string; label: string } | null = null;
  for (const item of NAV_SECTIONS.flatMap((section) => section.items)) {
    if (matchesPathPrefix(pathname, item.path) && (!best || item.path.length > best.path.length)) best = item;
  }
  if (best) return { title: best.label, subtitle: null };
  if (matchesPathPrefix(pathname, '/admin')) return { title: 'Administration', subtitle: null };
  if (matchesPathPrefix(pathname, '/pm')) return { title: 'Project Manager', subtitle: null };
  return null;
}

import type { ShareKind } from './share-constants';

/** The public page of a share (the contract's kind -> path table); pm_page needs the PM's name. */
export function sharePath(kind: ShareKind, token: string, pm?: string | null): string {
  const t = encodeURIComponent(token);
  switch (kind) {
    case 'chart':
      return `/share/chart/${t}`;
    case 'chart_group':
      return `/share/visualization/${t}`;
    case 'project_page':
      return `/share/project-page/${t}`;
    case 'pm_management':
      return `/share/pm/management/${t}`;
    case 'pm_page':
      return `/share/pm/${encodeURIComponent(pm ?? '')}/${t}`;
    case 'executive':
      return `/share/executive/${t}`;
    case 'dbe_chart':
      return `/share/dbe-chart/${t}`;
  }
}

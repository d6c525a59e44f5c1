import { Badge, type MantineColor } from '@mantine/core';

const BADGE_COLORS: Record<string, MantineColor> = {
  Administrator: 'red',
  'Project Manager': 'teal',
  Viewer: 'gray',
};

/** SPEC §2 role badge: Administrator, Project Manager or Viewer (words from the server's roleBadge). */
export function RoleBadge({ label }: { label: string }) {
  return (
    <Badge variant="light" color={BADGE_COLORS[label] ?? 'gray'} radius="sm" data-testid="role-badge">
      {label}
    </Badge>
  );
}

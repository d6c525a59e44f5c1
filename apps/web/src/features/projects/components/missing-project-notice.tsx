import type { ProjectTablePosition } from '@bil/domain';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from '../api/project-keys';

export const MISSING_PROJECT_TEXT =
  'The project this link points to no longer exists, or is not one you can see. It may have been deleted.';

/**
 * A link (a notification, a bookmark) that opens the list at a project which is gone says so, rather
 * than opening the list as if nothing were asked for (issue 35). Asked without search or filters, the
 * project's position is null only when it is not among the person's projects at all; the answer is a
 * 200 either way, so a gone project leaves no failed request in the console.
 */
export function MissingProjectNotice({ projectId }: { projectId: string | null }) {
  const position = useQuery({
    queryKey: [...projectKeys.all, 'exists', projectId] as const,
    queryFn: ({ signal }) =>
      apiGet<ProjectTablePosition>(`/api/projects/table/position?id=${encodeURIComponent(projectId ?? '')}`, {
        signal,
      }),
    enabled: projectId !== null,
  });
  if (projectId === null || position.data?.row !== null) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Project not found"
      icon={<IconInfoCircle size={20} aria-hidden />}
    >
      {MISSING_PROJECT_TEXT}
    </Alert>
  );
}

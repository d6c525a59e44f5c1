import type { ProjectPage } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { firstProjectPageQuery } from '@/lib/first-project-page';

const projectsOf = (page: ProjectPage) => page.data;

/** The projects the person may put on a project page (their own scope; the server cuts to it again). */
export function useShareableProjects() {
  return useQuery({ ...firstProjectPageQuery, select: projectsOf, staleTime: 60_000 });
}

import type { Project } from '@bil/domain';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  buildFilterOptions,
  ProjectFilterBar,
  ProjectShareSlot,
  ProjectTable,
  useFilteredProjects,
  type ProjectGroup,
} from '@/components/project-table';
import { useFacilityUrlTemplate } from '../api/use-facility-url';
import { useProjects } from '../api/use-projects';
import { useProjectDeletions } from '../hooks/use-project-deletions';
import { useProjectListState } from '../hooks/use-project-list-state';
import { useProjectPerson } from '../hooks/use-project-person';
import { DeletionDialog } from './deletion-dialog';
import { ProjectRowActions } from './project-row-actions';
import { QueryState } from '@/components/query-state';

const NO_PROJECTS: Project[] = [];
const formatCount = (count: number) => count.toLocaleString('en-US');

/** /bil/projects: every project the person may see, grouped by grant, searchable and filterable. */
export function ProjectsPage() {
  const person = useProjectPerson();
  const navigate = useNavigate();
  const projectsQuery = useProjects();
  const facilityUrlTemplate = useFacilityUrlTemplate();
  const state = useProjectListState();
  const { askDelete, askForceDelete, askDeleteGrant, ...deletions } = useProjectDeletions();
  const projects = projectsQuery.data?.projects ?? NO_PROJECTS;
  const total = projectsQuery.data?.total ?? 0;
  const stillLoading = projects.length < total;
  const options = useMemo(() => buildFilterOptions(projects), [projects]);
  // The box shows each keystroke at once; the table follows as soon as it can.
  const search = useDeferredValue(state.search);
  const shown = useFilteredProjects(projects, search, state.filters);

  const onNavigate = useCallback((path: string) => void navigate(path), [navigate]);
  const renderRowActions = useCallback(
    (project: Project) => (
      <ProjectRowActions
        project={project}
        onNavigate={onNavigate}
        onDelete={askDelete}
        onForceDelete={askForceDelete}
      />
    ),
    [onNavigate, askDelete, askForceDelete],
  );
  const renderGroupActions = useCallback(
    (group: ProjectGroup<Project>) =>
      group.grantNumber === null ? null : (
        <ActionIcon
          variant="subtle"
          color="red"
          title="Delete grant"
          aria-label={`Delete grant ${group.grantNumber}`}
          onClick={() => {
            askDeleteGrant(group.grantNumber ?? '', group.projects.length);
          }}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    [askDeleteGrant],
  );

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            BIL Projects
          </Title>
          <Text c="dimmed" size="sm" data-testid="project-count">
            {projectsQuery.data
              ? `Showing ${formatCount(shown.length)} of ${formatCount(projects.length)} projects` +
                (stillLoading ? ` (loading ${formatCount(total - projects.length)} more...)` : '')
              : 'Projects grouped by grant'}
          </Text>
        </Stack>
        <Group gap="sm">
          <ProjectShareSlot filters={state.filters} />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={projectsQuery.isFetching && !projectsQuery.isPending && !stillLoading}
            onClick={() => void projectsQuery.refetch()}
          >
            Refresh
          </Button>
          {person.canCreate ? (
            <Button component={Link} to="/bil/projects/new" leftSection={<IconPlus size={16} aria-hidden />}>
              New Project
            </Button>
          ) : null}
        </Group>
      </Group>
      <ProjectFilterBar
        search={state.search}
        onSearchChange={state.setSearch}
        filters={state.filters}
        options={options}
        onFiltersChange={state.setFilters}
        onClear={state.clear}
      />
      <QueryState query={projectsQuery} title="Could not load the projects">
        <ProjectTable
          projects={shown}
          expandedIds={state.expandedIds}
          onToggleExpanded={state.toggleExpanded}
          scrollToId={state.scrollToId}
          facilityUrlTemplate={facilityUrlTemplate}
          renderRowActions={renderRowActions}
          renderGroupActions={person.canDeleteGrants ? renderGroupActions : undefined}
        />
      </QueryState>
      <DeletionDialog
        target={deletions.target}
        loading={deletions.isPending}
        onConfirm={deletions.confirm}
        onCancel={deletions.cancel}
      />
    </Stack>
  );
}

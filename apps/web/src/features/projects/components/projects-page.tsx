import type { Project } from '@bil/domain';
import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ProjectFilterBar,
  ProjectShareSlot,
  ProjectTable,
  type ProjectGroup,
} from '@/components/project-table';
import { useFacilityUrlTemplate } from '../api/use-facility-url';
import { useFilterOptionPages } from '../api/use-filter-option-pages';
import { useProjectTable } from '../api/use-project-table';
import { useProjectDeletions } from '../hooks/use-project-deletions';
import { useProjectListState } from '../hooks/use-project-list-state';
import { useProjectPerson } from '../hooks/use-project-person';
import { DeletionDialog } from './deletion-dialog';
import { MissingProjectNotice } from './missing-project-notice';
import { ProjectRowActions } from './project-row-actions';
import { QueryState } from '@/components/query-state';
import { fetchProjectsFailedText } from '../project-toasts';
import { PageHeading } from '@/components/page';

const formatCount = (count: number) => count.toLocaleString('en-US');

/**
 * /bil/projects: every project the person may see, grouped by grant, searchable and filterable. The
 * server groups, filters and searches; the table fetches the rows and group sums in view.
 */
export function ProjectsPage() {
  const person = useProjectPerson();
  const navigate = useNavigate();
  const facilityUrlTemplate = useFacilityUrlTemplate();
  const state = useProjectListState();
  const { askDelete, askForceDelete, askDeleteGrant, ...deletions } = useProjectDeletions();
  const table = useProjectTable(state.search, state.filters, state.scrollToId);
  // Each filter's values load when that filter is first used, a page at a time: at 100,000 projects a
  // filter such as UPIN has a value per project.
  const filterOptions = useFilterOptionPages(state.filters);
  const outline = table.outline;

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
            askDeleteGrant(group.grantNumber ?? '', group.count);
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
        <PageHeading
          title="BIL Projects"
          description={
            outline
              ? `Showing ${formatCount(outline.matching)} of ${formatCount(outline.total)} projects`
              : 'Projects grouped by grant'
          }
          descriptionTestId="project-count"
        />
        <Group gap="sm">
          <ProjectShareSlot filters={state.filters} />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={table.refreshing}
            onClick={() => void table.refresh()}
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
      <MissingProjectNotice projectId={state.scrollToId} />
      <ProjectFilterBar
        search={state.search}
        onSearchChange={state.setSearch}
        filters={state.filters}
        options={filterOptions.options}
        onFiltersChange={state.setFilters}
        onClear={state.clear}
        onOptionsWanted={filterOptions.onOptionsWanted}
        onOptionSearch={filterOptions.onOptionSearch}
      />
      <QueryState query={table.status} title="Could not load the projects" describe={fetchProjectsFailedText}>
        <ProjectTable
          source={table.source}
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

import { SHARE_MESSAGES, type ProjectPageShareData, type PublicShareMeta } from '@bil/domain';
import { Box, Button, Container, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconListSearch,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  buildFilterOptions,
  EMPTY_TABLE_MESSAGE,
  ProjectFilterBar,
  ProjectTable,
} from '@/components/project-table';
import { useSharedProjectView } from '../hooks/use-shared-project-view';
import { facilityTemplateOf, toSharedRows } from '../shared-project-groups';
import { GroupControls } from './group-controls';
import { ProjectPageHeader } from './project-page-header';
import { hasSidebarChoices, ProjectPageSidebar } from './project-page-sidebar';
import { ProjectSummaryCards } from './project-summary-cards';

type Props = { meta: PublicShareMeta; data: ProjectPageShareData };

const OPEN: ReadonlySet<string> = new Set();

/** SPEC §2 shared project page, read-only: header, sidebar, search and filters, totals, one table per grant. */
export function ProjectPageView({ meta, data }: Props) {
  const projects = useMemo(() => toSharedRows(data.projects), [data.projects]);
  const view = useSharedProjectView(projects);
  const isMobile = useMediaQuery('(max-width: 767px)');
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const options = useMemo(() => buildFilterOptions(projects), [projects]);
  const template = useMemo(() => facilityTemplateOf(projects), [projects]);
  const collapsedSets = useMemo(
    () => new Map(view.groups.map((group) => [group.key, new Set([group.key])])),
    [view.groups],
  );
  const showSidebar = hasSidebarChoices(projects);

  const sidebar = (
    <ProjectPageSidebar
      projects={projects}
      pick={view.pick}
      onPick={(pick) => {
        view.setPick(pick);
        setDrawerOpen(false);
      }}
    />
  );

  return (
    <Container size="100%" py="lg" px={{ base: 'sm', sm: 'lg' }} maw={1600}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap={isMobile ? 'wrap' : 'nowrap'} gap="sm">
          <ProjectPageHeader config={data.page_config} meta={meta} />
          {showSidebar ? (
            <Button
              variant="default"
              size="sm"
              leftSection={
                isMobile ? (
                  <IconListSearch size={16} aria-hidden />
                ) : sidebarOpen ? (
                  <IconLayoutSidebarLeftCollapse size={16} aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftExpand size={16} aria-hidden />
                )
              }
              onClick={() => {
                if (isMobile) setDrawerOpen(true);
                else setSidebarOpen((open) => !open);
              }}
              style={{ flexShrink: 0 }}
            >
              {isMobile ? 'PMs & Grants' : sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
            </Button>
          ) : null}
        </Group>
        <Group align="flex-start" gap="md" wrap="nowrap">
          {showSidebar && !isMobile && sidebarOpen ? (
            <Paper
              withBorder
              radius="md"
              p="xs"
              w={260}
              style={{ flexShrink: 0, position: 'sticky', top: 16 }}
            >
              {sidebar}
            </Paper>
          ) : null}
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            <ProjectSummaryCards totals={view.totals} hasPick={view.pick !== null} />
            <Paper withBorder radius="md" p="md">
              <ProjectFilterBar
                search={view.search}
                onSearchChange={view.setSearch}
                filters={view.filters}
                options={options}
                onFiltersChange={view.setFilters}
                onClear={view.clearFilters}
              />
            </Paper>
            <GroupControls
              sort={view.sort}
              onSort={view.sortBy}
              showSort={view.groups.length > 1}
              onExpandAll={view.expandAll}
              onCollapseAll={view.collapseAll}
            />
            {view.groups.length === 0 ? (
              <Paper withBorder radius="md" p="xl">
                <Text c="dimmed" ta="center">
                  {/* SPEC §8: a link whose projects are all gone says so, not 'match your filters'. */}
                  {data.projects.length === 0 ? SHARE_MESSAGES.noProjectsForLink : EMPTY_TABLE_MESSAGE}
                </Text>
              </Paper>
            ) : (
              view.groups.map((group) => (
                <Box key={group.key} data-testid="shared-grant-table">
                  <ProjectTable
                    projects={group.projects}
                    expandedIds={view.expandedIds}
                    onToggleExpanded={view.toggleExpanded}
                    facilityUrlTemplate={template}
                    collapsedGroups={view.openGroups.has(group.key) ? OPEN : collapsedSets.get(group.key)}
                    onToggleGroup={view.toggleGroup}
                    maxHeight="70dvh"
                  />
                </Box>
              ))
            )}
          </Stack>
        </Group>
      </Stack>
      <Drawer
        opened={drawerOpen}
        onClose={() => {
          setDrawerOpen(false);
        }}
        title="PMs & Grants"
        size="85%"
      >
        {sidebar}
      </Drawer>
    </Container>
  );
}

import type { Project } from '@bil/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ProjectTable } from '@/components/project-table';
import { useAirportProjects, useFacilityUrlTemplate } from '../api/use-airports';
import { QueryState } from '@/components/query-state';

const NO_PROJECTS: Project[] = [];

/** The airport's projects (those the person may see) in the shared project table. */
export function AirportProjectsSection({ code }: { code: string }) {
  const query = useAirportProjects(code, true);
  const facilityUrlTemplate = useFacilityUrlTemplate();
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setExpandedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const projects = query.data?.data ?? NO_PROJECTS;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="airport-projects-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="airport-projects-title">
          Projects
        </Title>
        <QueryState query={query} title="Could not load the airport's projects">
          {projects.length === 0 ? (
            <Text c="dimmed" size="sm">
              No projects at this airport.
            </Text>
          ) : (
            <ProjectTable
              projects={projects}
              expandedIds={expandedIds}
              onToggleExpanded={toggle}
              facilityUrlTemplate={facilityUrlTemplate}
              maxHeight="520px"
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

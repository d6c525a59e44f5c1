import { isProjectId, type ProjectDetails } from '@bil/domain';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconPencil, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DbeContractsCard } from '@/components/dbe-contracts-card';
import { ProjectStatusBadge } from '@/components/project-table';
import { useProject } from '../api/use-project';
import { projectTitleOrUntitled } from '../project-toasts';
import { DetailsFinancialTab } from './details-financial-tab';
import { DetailsFullTab } from './details-full-tab';
import { DetailsHistoryTab } from './details-history-tab';
import { DetailsOverviewTab } from './details-overview-tab';
import { DetailsTimelineTab } from './details-timeline-tab';
import { InvalidProjectId, ProjectLoadError, ProjectLoading, PROJECT_LIST_PATH } from './project-load-states';
import { ProjectPageHeader } from './project-page-header';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'full', label: 'Full Details' },
  { value: 'timeline', label: 'Timeline' },
  { value: 'financial', label: 'Financial' },
  { value: 'documents', label: 'Documents' },
  { value: 'history', label: 'History' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** The project's documents, passed in by the app layer (they belong to the GC&I area's documents). */
type RenderDocuments = (project: ProjectDetails) => ReactNode;

/** /bil/projects/:id/details. */
export function ProjectDetailsPage({ renderDocuments }: { renderDocuments?: RenderDocuments }) {
  const { id = '' } = useParams();
  if (!isProjectId(id)) return <InvalidProjectId />;
  return <ProjectDetails id={id} renderDocuments={renderDocuments} />;
}

function ProjectDetails({ id, renderDocuments }: { id: string; renderDocuments?: RenderDocuments }) {
  const query = useProject(id);
  if (query.isPending) return <ProjectLoading />;
  if (query.error && !query.data) return <ProjectLoadError error={query.error} />;
  return (
    <DetailsView
      project={query.data}
      refreshing={query.isFetching}
      onRefresh={() => void query.refetch()}
      renderDocuments={renderDocuments}
    />
  );
}

type DetailsViewProps = {
  project: ProjectDetails;
  refreshing: boolean;
  onRefresh: () => void;
  renderDocuments?: RenderDocuments;
};

function DetailsView({ project, refreshing, onRefresh, renderDocuments }: DetailsViewProps) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const offered = (value: TabValue) => value !== 'documents' || renderDocuments !== undefined;
  const tab: TabValue = isTab(tabParam) && offered(tabParam) ? tabParam : 'overview';
  const subtitle = (
    <Group gap="xs" component="span">
      <Text span size="sm">
        {project.airport_code}
        {project.airport_name ? ` — ${project.airport_name}` : ''}
        {project.grant_number ? ` · Grant #${project.grant_number}` : ''}
      </Text>
      <ProjectStatusBadge status={project.status} />
    </Group>
  );
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <ProjectPageHeader
        title={projectTitleOrUntitled(project.project_title)}
        subtitle={subtitle}
        backTo={`${PROJECT_LIST_PATH}?expand=${encodeURIComponent(project.id)}`}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={refreshing}
              onClick={onRefresh}
            >
              Refresh
            </Button>
            {project.abilities.canEdit ? (
              <Button
                component={Link}
                to={`/bil/projects/${encodeURIComponent(project.id)}/edit`}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Edit
              </Button>
            ) : null}
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          setParams(value && value !== 'overview' ? { tab: value } : {}, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.filter((item) => offered(item.value)).map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="md">
            <DetailsOverviewTab project={project} />
            <DbeContractsCard filter={{ projectId: project.id }} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="full">
          <DetailsFullTab project={project} />
        </Tabs.Panel>
        <Tabs.Panel value="timeline">
          <DetailsTimelineTab project={project} />
        </Tabs.Panel>
        <Tabs.Panel value="financial">
          <DetailsFinancialTab project={project} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">{renderDocuments?.(project) ?? null}</Tabs.Panel>
        <Tabs.Panel value="history">
          <DetailsHistoryTab projectId={project.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

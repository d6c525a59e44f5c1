import { bilAmount, bilAmountLabel, formatCurrency, formatDate, type Project } from '@bil/domain';
import { SimpleGrid } from '@mantine/core';
import { DetailCard, orDash, ProjectStatusBadge } from '@/components/project-table';
import { DaysText } from './days-text';

/** SPEC §2 Overview: Project Summary, Location, Financial Summary, Key Dates. */
export function DetailsOverviewTab({ project }: { project: Project }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <DetailCard
        title="Project Summary"
        items={[
          { label: 'Title', value: project.project_title },
          { label: 'Status', value: <ProjectStatusBadge status={project.status} /> },
          { label: 'Grant number', value: orDash(project.grant_number) },
          { label: 'BIL application #', value: orDash(project.bil_application_number) },
          { label: 'Fiscal year', value: orDash(project.fiscal_year) },
          { label: 'Project phase', value: orDash(project.project_phase) },
        ]}
      />
      <DetailCard
        title="Location"
        items={[
          { label: 'Airport code (LID)', value: project.airport_code },
          { label: 'Airport name', value: orDash(project.airport_name) },
          { label: 'City', value: orDash(project.city) },
          { label: 'TDOT PM', value: orDash(project.tdot_pm) },
        ]}
      />
      <DetailCard
        title="Financial Summary"
        items={[
          { label: `BIL amount (${bilAmountLabel(project)})`, value: formatCurrency(bilAmount(project)) },
          { label: 'State amount', value: formatCurrency(project.state_amount) },
          { label: 'Local amount', value: formatCurrency(project.local_amount) },
          { label: 'Total amount', value: <strong>{formatCurrency(project.total_amount)}</strong> },
        ]}
      />
      <DetailCard
        title="Key Dates"
        items={[
          { label: 'Application', value: formatDate(project.application_date) },
          { label: 'Award', value: formatDate(project.award_date) },
          { label: 'Sub-award', value: formatDate(project.sub_award_date) },
          { label: 'Days to award', value: <DaysText days={project.days_to_award} kind="award" /> },
          {
            label: 'Days to sub-award',
            value: <DaysText days={project.days_to_sub_award} kind="sub-award" />,
          },
        ]}
      />
    </SimpleGrid>
  );
}

import {
  amountsDifference,
  bilAmount,
  bilAmountLabel,
  formatCurrency,
  formatDate,
  formatDateTime12h,
  formatStatusLabel,
  type ProjectDetails,
} from '@bil/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { DetailCard, orDash, TX_NUMBER_PLACEHOLDER } from '@/components/project-table';
import { DaysText } from './days-text';

function LongText({ text }: { text: string | null }) {
  if (!text?.trim()) return <>—</>;
  return (
    <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}

/** SPEC §2 Full Details: every field in six sections. */
export function DetailsFullTab({ project }: { project: ProjectDetails }) {
  const difference = amountsDifference(project);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailCard
          title="Core Project Information"
          items={[
            { label: 'Project title', value: project.project_title },
            { label: 'Status', value: formatStatusLabel(project.status) },
            { label: 'Grant number', value: orDash(project.grant_number) },
            { label: 'BIL application #', value: orDash(project.bil_application_number) },
            { label: 'Fiscal year', value: orDash(project.fiscal_year) },
            { label: 'Project phase', value: orDash(project.project_phase) },
            { label: 'Work code', value: orDash(project.work_code) },
            { label: 'UPIN', value: orDash(project.upin) },
            { label: 'TAD project #', value: orDash(project.tad_project_number) },
            { label: 'TAD contract #', value: orDash(project.tad_contract_number) },
            {
              label: 'TX number',
              value: project.tx_number?.trim() ? project.tx_number : TX_NUMBER_PLACEHOLDER,
            },
            { label: 'Description', value: <LongText text={project.project_description} /> },
          ]}
        />
        <Stack gap="md">
          <DetailCard
            fill={false}
            title="Location & Assignment"
            items={[
              { label: 'Airport code (LID)', value: project.airport_code },
              { label: 'Airport name', value: orDash(project.airport_name) },
              { label: 'City', value: orDash(project.city) },
              { label: 'TDOT PM', value: orDash(project.tdot_pm) },
            ]}
          />
          <DetailCard
            fill={false}
            title="Financial Breakdown"
            items={[
              { label: 'BIL AIG amount', value: formatCurrency(project.bil_aig_amount) },
              { label: 'BIL ATP amount', value: formatCurrency(project.bil_atp_amount) },
              { label: 'BIL FCT amount', value: formatCurrency(project.bil_fct_amount) },
              { label: `BIL amount (${bilAmountLabel(project)})`, value: formatCurrency(bilAmount(project)) },
              { label: 'State amount', value: formatCurrency(project.state_amount) },
              { label: 'Local amount', value: formatCurrency(project.local_amount) },
              { label: 'Total amount', value: <strong>{formatCurrency(project.total_amount)}</strong> },
              ...(difference !== 0
                ? [{ label: 'Total minus BIL, state and local', value: formatCurrency(difference) }]
                : []),
            ]}
          />
        </Stack>
        <DetailCard
          title="Key Dates & Durations"
          items={[
            { label: 'PSR date', value: formatDate(project.psr_date) },
            { label: 'Application date', value: formatDate(project.application_date) },
            { label: 'Award date', value: formatDate(project.award_date) },
            { label: 'Sent to sponsor', value: formatDate(project.sent_to_sponsor_date) },
            { label: 'Sent to TDOT', value: formatDate(project.sent_to_tdot_date) },
            { label: 'Sub-award date', value: formatDate(project.sub_award_date) },
            { label: 'Days to award', value: <DaysText days={project.days_to_award} kind="award" /> },
            {
              label: 'Days to sub-award',
              value: <DaysText days={project.days_to_sub_award} kind="sub-award" />,
            },
          ]}
        />
        <DetailCard
          title="Communication & Notes"
          items={[
            { label: 'Comments', value: <LongText text={project.comments} /> },
            { label: 'Talking point 1', value: <LongText text={project.talking_point_1} /> },
            { label: 'Talking point 2', value: <LongText text={project.talking_point_2} /> },
            { label: 'Talking point 3', value: <LongText text={project.talking_point_3} /> },
          ]}
        />
      </SimpleGrid>
      <DetailCard
        title="System Information"
        items={[
          {
            label: 'Project ID',
            value: (
              <Text span ff="monospace" size="sm">
                {project.id}
              </Text>
            ),
          },
          { label: 'Version', value: project.version },
          { label: 'Created by', value: orDash(project.created_by_name) },
          { label: 'Created', value: formatDateTime12h(project.created_at) },
          { label: 'Last updated', value: formatDateTime12h(project.updated_at) },
        ]}
      />
    </Stack>
  );
}

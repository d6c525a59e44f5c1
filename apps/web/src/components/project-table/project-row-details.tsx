import {
  awardDaysColor,
  bilAmount,
  bilAmountLabel,
  formatCurrency,
  formatDate,
  subAwardDaysColor,
} from '@bil/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { DetailCard, orDash, type DetailItem } from './detail-list';
import type { TableProject } from './table-project';

/** SPEC §2: an empty tx_number shows 'To be added'. */
export const TX_NUMBER_PLACEHOLDER = 'To be added';

function DaysValue({ days, color }: { days: number | null; color: string | null }) {
  if (days === null) return <>—</>;
  return (
    <Text span size="sm" fw={600} c={color ?? undefined}>
      {days} {days === 1 ? 'day' : 'days'}
    </Text>
  );
}

function detailsItems(project: TableProject): DetailItem[] {
  return [
    {
      label: 'Airport',
      value: `${project.airport_code}${project.airport_name ? ` — ${project.airport_name}` : ''}`,
    },
    { label: 'City', value: orDash(project.city) },
    { label: 'TDOT PM', value: orDash(project.tdot_pm) },
    { label: 'BIL application #', value: orDash(project.bil_application_number) },
    { label: 'Fiscal year', value: orDash(project.fiscal_year) },
    { label: 'Project phase', value: orDash(project.project_phase) },
    { label: 'TAD project #', value: orDash(project.tad_project_number) },
    { label: 'TAD contract #', value: orDash(project.tad_contract_number) },
    { label: 'TX number', value: project.tx_number?.trim() ? project.tx_number : TX_NUMBER_PLACEHOLDER },
    { label: 'Work code', value: orDash(project.work_code) },
  ];
}

function financialItems(project: TableProject): DetailItem[] {
  return [
    { label: `BIL amount (${bilAmountLabel(project)})`, value: formatCurrency(bilAmount(project)) },
    { label: 'AIG', value: formatCurrency(project.bil_aig_amount) },
    { label: 'ATP', value: formatCurrency(project.bil_atp_amount) },
    { label: 'FCT', value: formatCurrency(project.bil_fct_amount) },
    { label: 'State', value: formatCurrency(project.state_amount) },
    { label: 'Local', value: formatCurrency(project.local_amount) },
    { label: 'Total', value: <strong>{formatCurrency(project.total_amount)}</strong> },
  ];
}

function timelineItems(project: TableProject): DetailItem[] {
  return [
    { label: 'PSR', value: formatDate(project.psr_date) },
    { label: 'Application', value: formatDate(project.application_date) },
    { label: 'Award', value: formatDate(project.award_date) },
    { label: 'Sent to sponsor', value: formatDate(project.sent_to_sponsor_date) },
    { label: 'Sent to TDOT', value: formatDate(project.sent_to_tdot_date) },
    { label: 'Sub-award', value: formatDate(project.sub_award_date) },
    {
      label: 'Days to award',
      value: <DaysValue days={project.days_to_award} color={awardDaysColor(project.days_to_award)} />,
    },
    {
      label: 'Days to sub-award',
      value: (
        <DaysValue days={project.days_to_sub_award} color={subAwardDaysColor(project.days_to_sub_award)} />
      ),
    },
  ];
}

function Paragraph({ label, text }: { label: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Stack>
  );
}

function AdditionalInformation({ project }: { project: TableProject }) {
  // Shared pages carry no internal notes (undefined): those lines are left out, not shown empty.
  const all: [string, string | null | undefined][] = [
    ['Description', project.project_description],
    ['Comments', project.comments],
    ['Talking point 1', project.talking_point_1],
    ['Talking point 2', project.talking_point_2],
    ['Talking point 3', project.talking_point_3],
  ];
  const texts = all.filter((entry): entry is [string, string | null] => entry[1] !== undefined);
  const hasAny = texts.some(([, text]) => text?.trim());
  return (
    <DetailCard title="Additional Information">
      {hasAny ? (
        texts.map(([label, text]) => <Paragraph key={label} label={label} text={text} />)
      ) : (
        <Text size="sm" c="dimmed">
          No description, comments or talking points.
        </Text>
      )}
    </DetailCard>
  );
}

/**
 * SPEC §2: an expanded row shows Project Details, Financial Information, Timeline and Additional Information.
 * On a phone the cards stack (two side by side left amounts and numbers one character per line).
 */
export function ProjectRowDetails({ project }: { project: TableProject }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <DetailCard title="Project Details" items={detailsItems(project)} />
      <DetailCard title="Financial Information" items={financialItems(project)} />
      <DetailCard title="Timeline" items={timelineItems(project)} />
      <AdditionalInformation project={project} />
    </SimpleGrid>
  );
}

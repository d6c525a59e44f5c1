import { Group, Paper, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ProjectTotals } from '../shared-project-groups';
import { formatShare, formatVisitorCount, formatVisitorMoney } from './visitor-format';

type Totals = { overall: ProjectTotals; picked: ProjectTotals; shown: ProjectTotals };
type Props = { totals: Totals; hasPick: boolean };

type CardProps = {
  title: string;
  tooltip: string;
  shown: number;
  picked: number | null;
  overall: number;
  format: (value: number) => string;
  color: string;
};

function SummaryCard({ title, tooltip, shown, picked, overall, format, color }: CardProps) {
  const share = formatShare(shown, overall);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} c="dimmed">
            {title}
          </Text>
          <Tooltip label={tooltip} multiline w={260} withArrow>
            <IconInfoCircle size={16} aria-label={`About ${title}`} color="var(--mantine-color-gray-6)" />
          </Tooltip>
        </Group>
        <Text fz={26} fw={700} lh={1.1}>
          {format(shown)}
        </Text>
        {picked === null ? null : (
          <Text size="xs" c="dimmed">
            {format(picked)} in the selected sidebar group
          </Text>
        )}
        <Text size="xs" c="dimmed">
          of {format(overall)} overall · {share.label}
        </Text>
        <Progress
          value={share.value}
          color={color}
          size="sm"
          aria-label={`${title}: ${share.label} of overall`}
        />
      </Stack>
    </Paper>
  );
}

/** SPEC §2: Total BIL Funding, Grand Total Funding, Total Projects: filtered, intermediate, overall. */
export function ProjectSummaryCards({ totals, hasPick }: Props) {
  const { overall, picked, shown } = totals;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <SummaryCard
        title="Total BIL Funding"
        tooltip="BIL funding (AIG + ATP + FCT) of the projects shown, compared with every project on this page."
        shown={shown.bil}
        picked={hasPick ? picked.bil : null}
        overall={overall.bil}
        format={formatVisitorMoney}
        color="blue"
      />
      <SummaryCard
        title="Grand Total Funding"
        tooltip="Total funding (BIL, state and local) of the projects shown, compared with every project on this page."
        shown={shown.total}
        picked={hasPick ? picked.total : null}
        overall={overall.total}
        format={formatVisitorMoney}
        color="teal"
      />
      <SummaryCard
        title="Total Projects"
        tooltip="Projects that match the current search and filters, compared with every project on this page."
        shown={shown.count}
        picked={hasPick ? picked.count : null}
        overall={overall.count}
        format={formatVisitorCount}
        color="grape"
      />
    </SimpleGrid>
  );
}

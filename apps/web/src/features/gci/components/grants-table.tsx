import {
  describeGrantDrawn,
  formatCurrency,
  formatDate,
  GRANT_PROGRAM_LABELS,
  type GrantRow,
} from '@bil/domain';
import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type RecordColumn, RecordOpenButton } from '@/components/record-list';
import { GrantStatusBadge } from './grant-status-badge';

const MONEY = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

function programColor(program: GrantRow['program']): string {
  return program.startsWith('bil') ? 'blue' : program.startsWith('aip') ? 'grape' : 'teal';
}

/** The grants' columns: a row opens the details; alerts stand out in red. */
export function grantColumns(onOpen: (id: string) => void): RecordColumn<GrantRow>[] {
  return [
    {
      key: 'grant_number',
      label: 'Grant #',
      cell: (row) => (
        <>
          <RecordOpenButton
            onOpen={() => {
              onOpen(row.id);
            }}
            label={`Open grant ${row.grant_number}`}
          >
            <Group gap={4} wrap="nowrap">
              {row.alerts.length > 0 ? (
                <Tooltip label={row.alerts.map((alert) => alert.message).join('; ')}>
                  <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-label="Has alerts" />
                </Tooltip>
              ) : null}
              {row.grant_number}
            </Group>
          </RecordOpenButton>
          <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
            {row.title}
          </Text>
        </>
      ),
    },
    {
      key: 'program',
      label: 'Program',
      cell: (row) => (
        // The label wraps inside the badge: 'State apportionment' was cut to 'State apportion...' at 1440 px.
        <Badge
          tt="none"
          variant="light"
          color={programColor(row.program)}
          h="auto"
          py={2}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } }}
        >
          {GRANT_PROGRAM_LABELS[row.program]}
        </Badge>
      ),
    },
    {
      key: 'airport_code',
      label: 'Airport',
      cell: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.airport_code}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} maw={180}>
            {row.airport_name}
          </Text>
        </>
      ),
    },
    {
      key: 'total_amount',
      label: 'Total',
      numeric: true,
      style: MONEY,
      cell: (row) => formatCurrency(row.total_amount),
    },
    {
      key: 'remaining',
      label: 'Remaining',
      numeric: true,
      style: MONEY,
      cell: (row) => formatCurrency(row.funding.remaining),
    },
    {
      key: 'percent_drawn',
      label: 'Drawn',
      numeric: true,
      style: { minWidth: 110 },
      cell: (row) => (
        <>
          <Text size="xs" ta="right">
            {row.funding.percentDrawn.toFixed(1)}%
          </Text>
          <Progress
            value={row.funding.percentDrawn}
            size="sm"
            aria-label={`${row.funding.percentDrawn}% drawn`}
          />
          {/* The base the percentage is of: Total includes the local share, which is not drawn. */}
          <Text size="xs" c="dimmed" ta="right" style={NOWRAP}>
            {describeGrantDrawn(row.funding)}
          </Text>
        </>
      ),
    },
    {
      key: 'pop_end_date',
      label: 'PoP end',
      style: NOWRAP,
      cell: (row) => {
        const ending = row.alerts.some((alert) => alert.kind === 'pop_ending');
        return (
          <Text size="sm" c={ending ? 'red' : undefined} fw={ending ? 700 : undefined}>
            {formatDate(row.pop_end_date)}
          </Text>
        );
      },
    },
    {
      key: 'status',
      label: 'Status',
      style: NOWRAP,
      cell: (row) => <GrantStatusBadge status={row.status} />,
    },
  ];
}

/** Rows with an alert are marked (the browser tests look for them). */
export const grantRowProps = (row: GrantRow) => ({ 'data-alert': row.alerts.length > 0 || undefined });

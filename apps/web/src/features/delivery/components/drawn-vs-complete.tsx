import type { DeliveryRow } from '@bil/domain';
import { Progress, Stack, Text, Tooltip } from '@mantine/core';

/** Two thin bars: work complete above, money drawn below, so a gap shows at a glance. */
export function DrawnVsComplete({ row }: { row: DeliveryRow }) {
  const drawn = Math.min(100, row.drawnPercent);
  const source = row.drawnSource === 'gci' ? 'GC&I reimbursements paid' : 'amount drawn on the record';
  return (
    <Tooltip
      label={`${row.percentComplete}% complete; ${row.drawnPercent}% drawn (${source})`}
      multiline
      maw={260}
    >
      <Stack gap={2} miw={120} data-testid="drawn-vs-complete">
        <Progress value={row.percentComplete} color="blue" size="sm" aria-label="Percent complete" />
        <Progress
          value={drawn}
          color={row.drawGap ? 'yellow' : 'teal'}
          size="sm"
          aria-label="Percent drawn"
        />
        <Text size="xs" c="dimmed">
          {row.percentComplete}% done · {row.drawnPercent}% drawn
        </Text>
      </Stack>
    </Tooltip>
  );
}

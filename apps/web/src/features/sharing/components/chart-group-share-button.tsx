import type { ShareChartType } from '@bil/domain';
import { Button } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { ChartGroupDialog } from './chart-group-dialog';

/** The visualization gallery's 'Share as Group' button, starting from the shareable charts picked. */
export function ChartGroupShareButton({
  chartTypes,
  unshareable,
}: {
  chartTypes: readonly ShareChartType[];
  unshareable: readonly string[];
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconStack2 size={16} aria-hidden />}
        onClick={() => {
          setOpened(true);
        }}
      >
        Share as Group
      </Button>
      <ChartGroupDialog
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        initialCharts={chartTypes}
        unshareable={unshareable}
      />
    </>
  );
}

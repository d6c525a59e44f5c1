import type { ShareChartType } from '@bil/domain';
import { Button } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// Loaded when first opened: its sortable list and access fields stay off the chart screens' first load.
const ChartGroupDialog = lazy(async () => ({
  default: (await import('./chart-group-dialog')).ChartGroupDialog,
}));

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
      {opened ? (
        <Suspense fallback={null}>
          <ChartGroupDialog
            opened={opened}
            onClose={() => {
              setOpened(false);
            }}
            initialCharts={chartTypes}
            unshareable={unshareable}
          />
        </Suspense>
      ) : null}
    </>
  );
}

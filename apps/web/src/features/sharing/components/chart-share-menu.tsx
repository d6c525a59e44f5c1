import { SHARE_MESSAGES, sharePath, type ShareChartType } from '@bil/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconLink, IconShare, IconStack2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
// The catalogue's own file: the charts barrel would bring recharts to every screen with a share control.
import { CHART_CATALOG } from '@/components/charts/chart-catalog';
import { createChartShare } from '../api/share-requests';
import { announceShareLink, shareFailureMessage, isSignedOutError, shareUrl } from '../share-link';

// Loaded when first opened: its sortable list and access fields stay off the chart screens' first load.
const ChartGroupDialog = lazy(async () => ({
  default: (await import('./chart-group-dialog')).ChartGroupDialog,
}));

type Props = {
  chartType: ShareChartType;
  /** The projects the chart shows; absent means every project in the person's scope. */
  projectIds?: readonly string[];
};

/** A chart card's share control: a link to this chart, or a chart group starting with it (SPEC §8). */
export function ChartShareMenu({ chartType, projectIds }: Props) {
  const [groupOpen, setGroupOpen] = useState(false);
  const title = CHART_CATALOG[chartType].title;
  const share = useMutation({
    mutationFn: () =>
      createChartShare({
        chart_type: chartType,
        name: title,
        chart_params: projectIds ? { project_ids: [...projectIds] } : {},
      }),
    onSuccess: async (result) => {
      if (!result.shareId) {
        toast.error('Failed to create share link. No ID returned.');
        return;
      }
      await announceShareLink(shareUrl(sharePath('chart', result.shareId)), `${title} shared`);
    },
    onError: (error) => {
      toast.error(
        isSignedOutError(error)
          ? SHARE_MESSAGES.signInToShareChart
          : shareFailureMessage('Failed to create share link', error),
      );
    },
  });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Share ${title}`}
            title="Share"
            loading={share.isPending}
          >
            <IconShare size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={() => {
              share.mutate();
            }}
          >
            Share chart link
          </Menu.Item>
          <Menu.Item
            leftSection={<IconStack2 size={16} aria-hidden />}
            onClick={() => {
              setGroupOpen(true);
            }}
          >
            Share as chart group…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {groupOpen ? (
        <Suspense fallback={null}>
          <ChartGroupDialog
            opened={groupOpen}
            onClose={() => {
              setGroupOpen(false);
            }}
            initialCharts={[chartType]}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { ActionIcon, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { ChartExportMenu } from './chart-export-menu';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import type { ChartRecord } from './export/chart-records';

/** How a chart is being shown: in its card, or larger in the expand dialog. */
export type ChartView = { height: number; isExpanded: boolean };

export type ChartCardProps = {
  title: string;
  description?: string;
  /** When the figures were computed (ISO instant): exported images say 'Data as of' it. */
  asOf?: string;
  /** Flat records for 'Export as CSV' and 'Export as Excel' (those do nothing without records). */
  exportData?: readonly ChartRecord[];
  /** Base name of exported files; default 'chart-export' (images) and 'chart-data' (data). */
  fileName?: string;
  /**
   * Extra header controls, placed before the expand and export buttons: a chart option, or the share
   * button the sharing feature adds. Shown in the card only, not in the expand dialog.
   */
  headerActions?: ReactNode;
  /** Shown between the header and the chart, in the card and in the dialog (e.g. summary tiles). */
  summary?: ReactNode;
  /** Shown under the chart, in the card and in the dialog (e.g. what the chart leaves out). */
  footer?: ReactNode;
  height?: number;
  expandedHeight?: number;
  /** Draw the chart once the screen's first frame is painted (charts lower on a screen of several). */
  drawAfterFirstPaint?: boolean;
  /** Draws the chart at the given size; called once for the card and once for the open dialog. */
  children: (view: ChartView) => ReactNode;
};

export const CHART_CARD_HEIGHT = 320;
export const EXPANDED_CHART_HEIGHT = 560;

/**
 * SPEC §2 chart card: title, description, an expand button (large dialog with the description and the
 * export control) and the export control at the top right. Each view exports its own drawing.
 */
export function ChartCard({
  title,
  description,
  asOf,
  exportData,
  fileName,
  headerActions,
  summary,
  footer,
  height = CHART_CARD_HEIGHT,
  expandedHeight = EXPANDED_CHART_HEIGHT,
  drawAfterFirstPaint = false,
  children,
}: ChartCardProps) {
  const [isExpanded, setExpanded] = useState(false);
  const drawn = useAfterFirstPaint(drawAfterFirstPaint);
  const titleId = useId();
  const cardChartRef = useRef<HTMLDivElement>(null);
  const dialogChartRef = useRef<HTMLDivElement>(null);
  const getCardChart = useCallback(() => cardChartRef.current, []);
  const getDialogChart = useCallback(() => dialogChartRef.current, []);
  const exportSource = {
    title,
    ...(asOf ? { asOf } : {}),
    ...(exportData ? { data: exportData } : {}),
    ...(fileName ? { fileName } : {}),
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Title order={3} fz="md" id={titleId}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          <Group gap={4} wrap="nowrap" align="center">
            {headerActions}
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Expand ${title}`}
              title="Expand"
              onClick={() => {
                setExpanded(true);
              }}
            >
              <IconArrowsMaximize size={18} aria-hidden />
            </ActionIcon>
            <ChartExportMenu getContainer={getCardChart} {...exportSource} />
          </Group>
        </Group>
        {summary}
        <div ref={cardChartRef} data-testid="chart-container">
          {drawn ? children({ height, isExpanded: false }) : <div style={{ height }} />}
        </div>
        {footer}
      </Stack>
      <Modal
        opened={isExpanded}
        onClose={() => {
          setExpanded(false);
        }}
        title={title}
        size="90%"
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {description}
            </Text>
            <ChartExportMenu getContainer={getDialogChart} {...exportSource} />
          </Group>
          {summary}
          <div ref={dialogChartRef} data-testid="expanded-chart-container">
            {isExpanded ? children({ height: expandedHeight, isExpanded: true }) : null}
          </div>
          {footer}
        </Stack>
      </Modal>
    </Paper>
  );
}

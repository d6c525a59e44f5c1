import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypeJpg,
  IconFileTypePng,
  IconFileTypeSvg,
} from '@tabler/icons-react';
import type { ChartExportFormat } from './export/chart-export-messages';
import { useChartExport, type ChartExportSource } from './export/use-chart-export';

type MenuItem = { format: ChartExportFormat; label: string; icon: typeof IconDownload; needsData: boolean };

const MENU_ITEMS: readonly MenuItem[] = [
  { format: 'png', label: 'Export as PNG', icon: IconFileTypePng, needsData: false },
  { format: 'jpeg', label: 'Export as JPEG', icon: IconFileTypeJpg, needsData: false },
  { format: 'svg', label: 'Export as SVG', icon: IconFileTypeSvg, needsData: false },
  { format: 'csv', label: 'Export as CSV', icon: IconFileTypeCsv, needsData: true },
  { format: 'excel', label: 'Export as Excel', icon: IconFileSpreadsheet, needsData: true },
];

export type ChartExportMenuProps = ChartExportSource;

/** SPEC §2 chart export control: a small icon button opening the five export choices. */
export function ChartExportMenu(props: ChartExportMenuProps) {
  const { isExporting, exportAs } = useChartExport(props);
  const hasData = (props.data?.length ?? 0) > 0;
  const label = props.title ? `Export ${props.title}` : 'Export chart';
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={label}
          title={isExporting ? 'Exporting...' : 'Export'}
          disabled={isExporting}
          loading={isExporting}
          data-testid="chart-export-button"
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {MENU_ITEMS.map(({ format, label: itemLabel, icon: Icon, needsData }) => (
          <Menu.Item
            key={format}
            leftSection={<Icon size={16} aria-hidden />}
            disabled={isExporting || (needsData && !hasData)}
            onClick={() => void exportAs(format)}
          >
            {itemLabel}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Group } from '@mantine/core';
import { DownloadPdfButton } from '@/components/download-pdf-button';

/** The grant metrics table as a PDF: every grant in the caller's scope, in the table's first order. */
export function GrantMetricsPdfLink() {
  return (
    <Group justify="flex-end">
      <DownloadPdfButton href="/api/analytics/grant-metrics.pdf" />
    </Group>
  );
}

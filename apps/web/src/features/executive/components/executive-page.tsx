import { formatDateTime12h } from '@bil/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { useAuth } from '@/lib/session';
import { useExecutiveOverview } from '../api/use-executive';
import { ExecutiveOverviewView } from './executive-overview-view';
import classes from './executive-page.module.css';
import { PageHeading } from '@/components/page';

type Props = {
  /** The sharing feature's button, passed in by the app (features do not import each other). */
  renderShare?: () => ReactNode;
};

/** /executive: leadership's Monday page; prints on letter paper, downloads as a PDF, shares as a link. */
export function ExecutivePage({ renderShare }: Props) {
  const query = useExecutiveOverview();
  const overview = query.data;
  const { me } = useAuth();
  const mayShare = me.can.executive.share;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} className={classes.page}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageHeading
          title="Executive Overview"
          description={
            overview
              ? `Data as of ${formatDateTime12h(overview.asOf)}`
              : 'BIL funding, timeliness and what is waiting'
          }
          descriptionTestId="exec-as-of"
        />
        <Group gap="xs" className={classes.noPrint}>
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} />}
            onClick={() => {
              window.print();
            }}
          >
            Print
          </Button>
          <Button
            component="a"
            href="/api/executive.pdf"
            download
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
          >
            Download PDF
          </Button>
          {mayShare && overview ? renderShare?.() : null}
        </Group>
      </Group>
      <QueryState query={query} title="Error Loading the Executive Overview">
        {overview ? <ExecutiveOverviewView overview={overview} /> : null}
      </QueryState>
    </Stack>
  );
}

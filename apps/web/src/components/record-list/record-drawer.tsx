import { Drawer, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';

/** A record's details at the right: its title, then the area's body once the record has loaded. */
export function RecordDrawer<Detail>({
  opened,
  onClose,
  title,
  query,
  errorTitle,
  plainTitle = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  query: { data?: Detail; isPending: boolean; error: unknown; refetch: () => unknown };
  errorTitle: string;
  /** The title in the drawer's own type, not bold. */
  plainTitle?: boolean;
  children: (detail: Detail) => ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={plainTitle ? title : <Text fw={700}>{title}</Text>}
    >
      <QueryState query={query} title={errorTitle}>
        {query.data ? children(query.data) : null}
      </QueryState>
    </Drawer>
  );
}

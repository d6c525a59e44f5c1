import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type PagedListProps = {
  /** Rows on this page and matching rows in all. */
  shown: number;
  total: number;
  /** What the rows are, plural ('grants'). */
  noun: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The table of this page's rows. */
  children: ReactNode;
};

/**
 * A record list's page: the empty state, or the table with "Showing X of Y" and the pager under it.
 */
export function PagedList({ shown, total, noun, page, pageSize, onPageChange, children }: PagedListProps) {
  if (shown === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No {noun} found matching the current filters.
      </Text>
    );
  }
  return (
    <>
      {children}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Showing {shown} of {total} {noun}
        </Text>
        <Pagination
          total={Math.max(1, Math.ceil(total / pageSize))}
          value={page}
          onChange={onPageChange}
          size="sm"
        />
      </Group>
    </>
  );
}

import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type PagedListProps = {
  /** Rows on this page and matching rows in all. */
  shown: number;
  total: number;
  /** What the rows are, plural ('grants'), in the default words. */
  noun: string;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The words when nothing matches (default: "No {noun} found matching the current filters."). */
  empty?: ReactNode;
  /** The words beside the pager (default: "Showing X of Y {noun}"; false: none). */
  summary?: ReactNode;
  /** No pager when everything fits on one page. */
  hideSinglePage?: boolean;
  /** The table (or cards) of this page's rows. */
  children: ReactNode;
};

/** A record list's page: the empty state, or the rows with how many are shown and the pager under them. */
export function PagedList({
  shown,
  total,
  noun,
  page,
  pageSize,
  onPageChange,
  empty,
  summary,
  hideSinglePage = false,
  children,
}: PagedListProps) {
  if (shown === 0) {
    return (
      empty ?? (
        <Text c="dimmed" ta="center" py="xl">
          No {noun} found matching the current filters.
        </Text>
      )
    );
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const withPager = !hideSinglePage || pages > 1;
  return (
    <>
      {children}
      {summary === false && !withPager ? null : (
        <Group justify="space-between" wrap="wrap">
          {summary === false ? null : (
            <Text size="sm" c="dimmed">
              {summary ?? `Showing ${String(shown)} of ${String(total)} ${noun}`}
            </Text>
          )}
          {withPager ? <Pagination total={pages} value={page} onChange={onPageChange} size="sm" /> : null}
        </Group>
      )}
    </>
  );
}

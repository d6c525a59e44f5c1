import { Group, Pagination, Text } from '@mantine/core';

type PagedFooterProps = {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  noun: string;
  onPageChange: (page: number) => void;
};

/** 'Showing 1–25 of 40 accounts' and the page buttons. */
export function PagedFooter({ page, limit, total, totalPages, noun, onPageChange }: PagedFooterProps) {
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="paged-summary">
        {`Showing ${first}–${last} of ${total} ${noun}`}
      </Text>
      {totalPages > 1 ? (
        <Pagination total={totalPages} value={page} onChange={onPageChange} size="sm" withEdges />
      ) : null}
    </Group>
  );
}

import { Group, Pagination, Text } from '@mantine/core';

type Paged = { page: number; limit: number; total: number; totalPages: number };
type PagedFooterProps = { paged: Paged | undefined; noun: string; onPageChange: (page: number) => void };

/** 'Showing 1–25 of 40 accounts' and the page buttons. */
export function PagedFooter({ paged, noun, onPageChange }: PagedFooterProps) {
  if (!paged || paged.total === 0) return null;
  const { page, limit, total, totalPages } = paged;
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

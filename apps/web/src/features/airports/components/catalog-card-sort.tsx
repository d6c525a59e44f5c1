import { Group, Select } from '@mantine/core';
import type { CatalogSortKey, CatalogView, SortDirection } from '../airport-catalog-view';

const SORT_OPTIONS: { value: CatalogSortKey; label: string }[] = [
  { value: 'airportCode', label: 'LID' },
  { value: 'airportName', label: 'Name' },
  { value: 'city', label: 'City' },
  { value: 'tdotPm', label: 'PM' },
  { value: 'projectCount', label: 'Projects' },
  { value: 'bilFunding', label: 'BIL Funding' },
  { value: 'available', label: 'Available' },
  { value: 'atRiskAmount', label: 'At risk' },
  { value: 'lapsed', label: 'Lapsed' },
];

const DIRECTIONS: { value: SortDirection; label: string }[] = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

const isSortKey = (value: string | null): value is CatalogSortKey =>
  SORT_OPTIONS.some((option) => option.value === value);

/** The cards have no column headers to click: the same sort, chosen from two lists. */
export function CatalogCardSort({
  view,
  onChange,
}: {
  view: CatalogView;
  onChange: (next: Pick<CatalogView, 'sort' | 'direction'>) => void;
}) {
  return (
    <Group gap="xs" grow px="sm" pt="sm">
      <Select
        label="Sort by"
        size="xs"
        data={SORT_OPTIONS}
        value={view.sort}
        allowDeselect={false}
        onChange={(value) => {
          if (isSortKey(value)) onChange({ sort: value, direction: view.direction });
        }}
      />
      <Select
        label="Order"
        size="xs"
        data={DIRECTIONS}
        value={view.direction}
        allowDeselect={false}
        onChange={(value) => {
          if (value === 'asc' || value === 'desc') onChange({ sort: view.sort, direction: value });
        }}
      />
    </Group>
  );
}

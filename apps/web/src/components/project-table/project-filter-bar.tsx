import { Button, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import {
  ALL_VALUES,
  countActiveFilters,
  FILTER_DEFINITIONS,
  FILTER_KEYS,
  nextFilterValues,
  type FilterKey,
  type FilterOptions,
  type FilterValues,
} from './project-filters';

const MAIN_FILTERS: readonly FilterKey[] = ['grant', 'airport', 'pm', 'status'];
const MORE_FILTERS = FILTER_KEYS.filter((key) => !MAIN_FILTERS.includes(key));
/** SPEC §9: dropdowns at most 300 px tall; long value lists draw their first matches only. */
const DROPDOWN_MAX_HEIGHT = 300;
const OPTION_LIMIT = 200;

export const SEARCH_PLACEHOLDER = 'Search by keyword...';

type ProjectFilterBarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  filters: FilterValues;
  options: FilterOptions;
  onFiltersChange: (filters: FilterValues) => void;
  onClear: () => void;
  /** Called when a filter is focused or opened: the project screen loads that filter's options then. */
  onOptionsWanted?: (key: FilterKey) => void;
  /** Called as the person types in a filter: the project screen asks the server for the matching values. */
  onOptionSearch?: (key: FilterKey, search: string) => void;
};

type FilterSelectProps = {
  filterKey: FilterKey;
  values: readonly string[];
  options: FilterOptions[FilterKey];
  onChange: (values: string[]) => void;
  onOptionsWanted?: (key: FilterKey) => void;
  onOptionSearch?: (key: FilterKey, search: string) => void;
};

function FilterSelect(props: FilterSelectProps) {
  const { filterKey, values, options, onChange, onOptionsWanted, onOptionSearch } = props;
  const label = FILTER_DEFINITIONS[filterKey].label;
  const data = useMemo(() => [{ value: ALL_VALUES, label: 'All' }, ...options], [options]);
  return (
    <MultiSelect
      label={label}
      data={data}
      value={[...values]}
      onChange={(picked) => {
        onChange(nextFilterValues(values, picked));
      }}
      searchable
      limit={OPTION_LIMIT}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      nothingFoundMessage="No matches"
      size="sm"
      comboboxProps={{ withinPortal: true }}
      onFocus={() => onOptionsWanted?.(filterKey)}
      onDropdownOpen={() => onOptionsWanted?.(filterKey)}
      onSearchChange={
        onOptionSearch
          ? (search) => {
              onOptionSearch(filterKey, search);
            }
          : undefined
      }
    />
  );
}

type FilterGridProps = {
  keys: readonly FilterKey[];
  filters: FilterValues;
  options: FilterOptions;
  onFiltersChange: (filters: FilterValues) => void;
  onOptionsWanted?: (key: FilterKey) => void;
  onOptionSearch?: (key: FilterKey, search: string) => void;
};

/** A row of filter selects; memoised so typing in the search does not re-render them. */
const FilterGrid = memo(function FilterGrid({
  keys,
  filters,
  options,
  onFiltersChange,
  onOptionsWanted,
  onOptionSearch,
}: FilterGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {keys.map((key) => (
        <FilterSelect
          key={key}
          filterKey={key}
          values={filters[key]}
          options={options[key]}
          onChange={(values) => {
            onFiltersChange({ ...filters, [key]: values });
          }}
          onOptionsWanted={onOptionsWanted}
          onOptionSearch={onOptionSearch}
        />
      ))}
    </SimpleGrid>
  );
});

/** Keyword search and the twelve multi-select filters ('_all' means everything, SPEC §4). */
export function ProjectFilterBar(props: ProjectFilterBarProps) {
  const { search, onSearchChange, filters, options, onFiltersChange, onClear } = props;
  const { onOptionsWanted, onOptionSearch } = props;
  const [showMore, setShowMore] = useState(() =>
    MORE_FILTERS.some((key) => !filters[key].includes(ALL_VALUES)),
  );
  const activeCount = countActiveFilters(filters);
  const moreActive = MORE_FILTERS.filter((key) => !filters[key].includes(ALL_VALUES)).length;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 280px' }}
          aria-label="Search projects"
          placeholder={SEARCH_PLACEHOLDER}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            onSearchChange(event.currentTarget.value);
          }}
        />
        <Button
          variant={showMore ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={showMore}
          onClick={() => {
            setShowMore((open) => !open);
          }}
        >
          More filters{moreActive > 0 ? ` (${moreActive})` : ''}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={activeCount === 0 && search === ''}
          onClick={onClear}
        >
          Clear filters
        </Button>
      </Group>
      <FilterGrid
        keys={MAIN_FILTERS}
        filters={filters}
        options={options}
        onFiltersChange={onFiltersChange}
        onOptionsWanted={onOptionsWanted}
        onOptionSearch={onOptionSearch}
      />
      {/* Drawn only when open: eight more selects cost time on every change of the data. */}
      {showMore ? (
        <FilterGrid
          keys={MORE_FILTERS}
          filters={filters}
          options={options}
          onFiltersChange={onFiltersChange}
          onOptionsWanted={onOptionsWanted}
          onOptionSearch={onOptionSearch}
        />
      ) : null}
    </Stack>
  );
}

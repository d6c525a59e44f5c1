import {
  AWARD_STATUS_FILTERS,
  createDefaultGrantFilters,
  formatShortAmount,
  formatStatusLabel,
  GRANT_RANGE_FIELDS,
  PRIMARY_STATUS_FILTERS,
  SUB_AWARD_STATUS_FILTERS,
  type GrantFilterBounds,
  type GrantMetricsFilters,
  type GrantRangeFilterKey,
} from '@bil/domain';
import {
  Badge,
  Button,
  Group,
  Popover,
  RangeSlider,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';

const RANGE_LABELS: Record<GrantRangeFilterKey, string> = {
  bilAmount: 'BIL Funding',
  stateAmount: 'State Funding',
  localAmount: 'Local Funding',
  totalAmount: 'Total Funding',
  projectCount: 'Project Count',
  daysToAward: 'Days to Award',
  daysToSubAward: 'Days to Sub-Award',
};
const AMOUNT_KEYS = new Set<GrantRangeFilterKey>(['bilAmount', 'stateAmount', 'localAmount', 'totalAmount']);
const RANGE_KEYS = Object.keys(GRANT_RANGE_FIELDS) as GrantRangeFilterKey[];

const toOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value === 'all' ? 'All' : formatStatusLabel(value) }));

const formatValue = (key: GrantRangeFilterKey, value: number) =>
  AMOUNT_KEYS.has(key) ? formatShortAmount(value) : String(value);

type Props = {
  filters: GrantMetricsFilters;
  bounds: GrantFilterBounds;
  activeCount: number;
  onApply: (filters: GrantMetricsFilters) => void;
  onResetAll: () => void;
};

/**
 * SPEC §2/§5 'Advanced Filters': range sliders with the SPEC steps and three status selects. Changes
 * stay a draft until 'Apply Filters'; 'Reset Filters' returns the draft to the full ranges; 'Reset All'
 * clears the applied filters and the search at once.
 */
export function GrantFiltersPopover({ filters, bounds, activeCount, onApply, onResetAll }: Props) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<GrantMetricsFilters>(filters);

  const open = () => {
    setDraft(filters);
    setOpened(true);
  };
  const setStatus = <K extends 'awardStatus' | 'subAwardStatus' | 'primaryStatus'>(
    key: K,
    value: GrantMetricsFilters[K] | null,
  ) => {
    setDraft((current) => ({ ...current, [key]: value ?? 'all' }));
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={440}
      shadow="md"
      trapFocus
      hideDetached={false}
    >
      <Popover.Target>
        <Button
          variant={activeCount > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={
            activeCount > 0 ? (
              <Badge size="xs" circle>
                {activeCount}
              </Badge>
            ) : null
          }
          onClick={() => {
            if (opened) setOpened(false);
            else open();
          }}
        >
          Filters
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="grant-filters">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} fz="md">
              Advanced Filters
            </Title>
            <Button
              variant="subtle"
              size="compact-sm"
              color="red"
              onClick={() => {
                onResetAll();
                setDraft(createDefaultGrantFilters(bounds));
                setOpened(false);
              }}
            >
              Reset All
            </Button>
          </Group>
          <ScrollArea.Autosize mah="45vh" offsetScrollbars>
            <Stack gap="md" pr="xs">
              {RANGE_KEYS.map((key) => (
                <Stack gap={4} key={key}>
                  <Group justify="space-between">
                    <Text size="sm" fw={600} id={`grant-filter-${key}`}>
                      {RANGE_LABELS[key]}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatValue(key, draft[key][0])} – {formatValue(key, draft[key][1])}
                    </Text>
                  </Group>
                  <RangeSlider
                    min={bounds[key].min}
                    max={bounds[key].max}
                    step={bounds[key].step}
                    minRange={0}
                    value={draft[key]}
                    onChange={(value) => {
                      setDraft((current) => ({ ...current, [key]: value }));
                    }}
                    label={(value) => formatValue(key, value)}
                    thumbFromLabel={`${RANGE_LABELS[key]} minimum`}
                    thumbToLabel={`${RANGE_LABELS[key]} maximum`}
                    aria-labelledby={`grant-filter-${key}`}
                  />
                </Stack>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label="Award Status"
                data={toOptions(AWARD_STATUS_FILTERS)}
                value={draft.awardStatus}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
                onChange={(value) => {
                  setStatus('awardStatus', value as GrantMetricsFilters['awardStatus'] | null);
                }}
              />
              <Select
                label="Sub-Award Status"
                data={toOptions(SUB_AWARD_STATUS_FILTERS)}
                value={draft.subAwardStatus}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
                onChange={(value) => {
                  setStatus('subAwardStatus', value as GrantMetricsFilters['subAwardStatus'] | null);
                }}
              />
            </SimpleGrid>
            <Select
              label="Primary Status"
              data={toOptions(PRIMARY_STATUS_FILTERS)}
              value={draft.primaryStatus}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              onChange={(value) => {
                setStatus('primaryStatus', value as GrantMetricsFilters['primaryStatus'] | null);
              }}
            />
          </Stack>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setDraft({ ...createDefaultGrantFilters(bounds), search: filters.search });
              }}
            >
              Reset Filters
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpened(false);
              }}
            >
              Apply Filters
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

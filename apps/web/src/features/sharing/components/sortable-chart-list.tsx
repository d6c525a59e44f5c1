import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ShareChartType } from '@bil/domain';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { CHART_CATALOG } from '@/components/charts/chart-catalog';

type RowProps = { chartType: ShareChartType; index: number; onRemove: (chartType: ShareChartType) => void };

function SortableChartRow({ chartType, index, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: chartType,
  });
  const title = CHART_CATALOG[chartType].title;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      px="xs"
      py={6}
      data-testid="group-chart-row"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag ${title} to reorder`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={18}>
          {index + 1}.
        </Text>
        <Text size="sm" fw={500} style={{ flex: 1 }}>
          {title}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${title}`}
          onClick={() => {
            onRemove(chartType);
          }}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

type Props = {
  charts: readonly ShareChartType[];
  onChange: (charts: ShareChartType[]) => void;
};

/** The group's charts in share order: drag (pointer or keyboard) to reorder, x to remove. */
export function SortableChartList({ charts, onChange }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = charts.indexOf(active.id as ShareChartType);
    const to = charts.indexOf(over.id as ShareChartType);
    if (from >= 0 && to >= 0) onChange(arrayMove([...charts], from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...charts]} strategy={verticalListSortingStrategy}>
        <Stack gap={6}>
          {charts.map((chartType, index) => (
            <SortableChartRow
              key={chartType}
              chartType={chartType}
              index={index}
              onRemove={(removed) => {
                onChange(charts.filter((chart) => chart !== removed));
              }}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

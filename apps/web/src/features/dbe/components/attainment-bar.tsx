import type { DbeContract } from '@bil/domain';
import { Group, Progress, Text } from '@mantine/core';
import { HoverTooltip } from '@/components/hover-tooltip';

/** Counted DBE commitments against the contract goal: green at or above it, orange below. */
export function AttainmentBar({ contract }: { contract: DbeContract }) {
  const attained = contract.totals.attainmentPct ?? 0;
  const goal = contract.goalPct;
  const met = goal === 0 || attained >= goal;
  // Scale so the goal sits at two thirds of the bar (or the attainment fits).
  const scale = Math.max(goal * 1.5, attained, 1);
  return (
    <HoverTooltip label={`DBE commitments ${attained}% of the federal share; contract goal ${goal}%`}>
      <div data-testid="attainment-bar" style={{ minWidth: 160 }}>
        <Group justify="space-between" gap={4}>
          <Text size="xs" fw={600} c={met ? 'teal' : 'orange'}>
            {attained}% attained
          </Text>
          <Text size="xs" c="dimmed">
            goal {goal}%
          </Text>
        </Group>
        <div style={{ position: 'relative' }}>
          {/* The section is the progressbar: it carries the name (axe aria-progressbar-name). */}
          <Progress.Root size="md" radius="sm">
            <Progress.Section
              value={Math.min(100, (attained / scale) * 100)}
              color={met ? 'teal' : 'orange'}
              aria-label={`DBE attainment ${attained}%, goal ${goal}%`}
            />
          </Progress.Root>
          {goal > 0 ? (
            <div
              aria-hidden
              style={{
                position: 'absolute',
                top: -2,
                bottom: -2,
                width: 2,
                left: `${(goal / scale) * 100}%`,
                background: 'var(--mantine-color-dark-6)',
              }}
            />
          ) : null}
        </div>
      </div>
    </HoverTooltip>
  );
}

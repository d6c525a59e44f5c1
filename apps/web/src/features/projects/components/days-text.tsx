import { awardDaysColor, subAwardDaysColor } from '@bil/domain';
import { Text } from '@mantine/core';

/** A day count in the SPEC §9 table colours (award 91-120 orange, 121+ red; sub-award 31-60, 61+). */
export function DaysText({ days, kind }: { days: number | null; kind: 'award' | 'sub-award' }) {
  if (days === null) return <>—</>;
  const color = kind === 'award' ? awardDaysColor(days) : subAwardDaysColor(days);
  return (
    <Text span size="sm" fw={600} c={color ?? undefined}>
      {days} {days === 1 ? 'day' : 'days'}
    </Text>
  );
}

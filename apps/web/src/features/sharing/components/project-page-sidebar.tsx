import { compareGrantNumbers } from '@bil/domain';
import type { SharedProjectRow } from '../shared-project-groups';
import { Badge, NavLink, ScrollArea, Tabs } from '@mantine/core';
import { IconFileDollar, IconUser } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { SidebarPick } from '../hooks/use-shared-project-view';
import { countBy } from '../shared-project-groups';
import { formatVisitorCount } from './visitor-format';

type Props = {
  projects: readonly SharedProjectRow[];
  pick: SidebarPick;
  onPick: (pick: SidebarPick) => void;
};

/** Whether the sidebar is worth showing: more than one PM or more than one grant (SPEC §2). */
export function hasSidebarChoices(projects: readonly SharedProjectRow[]): boolean {
  return (
    countBy(projects, (project) => project.tdot_pm).length > 1 ||
    countBy(projects, (project) => project.grant_number).length > 1
  );
}

type ListProps = {
  allLabel: string;
  items: { value: string; count: number }[];
  kind: 'pm' | 'grant';
  pick: SidebarPick;
  onPick: Props['onPick'];
  format: (value: string) => string;
};

function PickList({ allLabel, items, kind, pick, onPick, format }: ListProps) {
  return (
    <>
      <NavLink
        label={allLabel}
        active={pick === null || pick.kind !== kind}
        onClick={() => {
          onPick(null);
        }}
      />
      {items.map((item) => (
        <NavLink
          key={item.value}
          label={format(item.value)}
          active={pick?.kind === kind && pick.value === item.value}
          rightSection={
            <Badge size="sm" variant="light" color="gray">
              {formatVisitorCount(item.count)}
            </Badge>
          }
          onClick={() => {
            onPick({ kind, value: item.value });
          }}
        />
      ))}
    </>
  );
}

/** SPEC §2 sidebar: PMs and Grants tabs (All PMs, All Grants) that narrow the page to one of them. */
export function ProjectPageSidebar({ projects, pick, onPick }: Props) {
  const pms = useMemo(() => countBy(projects, (project) => project.tdot_pm), [projects]);
  const grants = useMemo(
    () => countBy(projects, (project) => project.grant_number, compareGrantNumbers),
    [projects],
  );
  return (
    <Tabs defaultValue={pick?.kind === 'grant' ? 'grants' : 'pms'}>
      <Tabs.List grow>
        <Tabs.Tab value="pms" leftSection={<IconUser size={14} aria-hidden />}>
          PMs
        </Tabs.Tab>
        <Tabs.Tab value="grants" leftSection={<IconFileDollar size={14} aria-hidden />}>
          Grants
        </Tabs.Tab>
      </Tabs.List>
      <ScrollArea.Autosize mah="calc(100dvh - 220px)" type="auto">
        <Tabs.Panel value="pms" pt="xs">
          <PickList allLabel="All PMs" items={pms} kind="pm" pick={pick} onPick={onPick} format={(v) => v} />
        </Tabs.Panel>
        <Tabs.Panel value="grants" pt="xs">
          <PickList
            allLabel="All Grants"
            items={grants}
            kind="grant"
            pick={pick}
            onPick={onPick}
            format={(value) => `Grant #${value}`}
          />
        </Tabs.Panel>
      </ScrollArea.Autosize>
    </Tabs>
  );
}

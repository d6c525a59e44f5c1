import type { NavItem, NavSection } from '@bil/domain';
import { Badge, Box, Collapse, Divider, NavLink, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NavIcon } from './nav-icons';
import classes from './sidebar-nav.module.css';

export type SidebarNavProps = {
  sections: NavSection[];
  /** The 80 px rail: icons only, names in tooltips. */
  collapsed: boolean;
  /** Paths whose screens are still in development: marked 'Dev'. */
  devPaths: ReadonlySet<string>;
  /** Called after following a link (the phone drawer closes). */
  onNavigate?: () => void;
};

function DevBadge() {
  return (
    <Badge size="xs" variant="light" color="orange" radius="sm" title="In development">
      Dev
    </Badge>
  );
}

function FullItem({ item, isDev, onNavigate }: { item: NavItem; isDev: boolean; onNavigate?: () => void }) {
  const common = {
    label: item.label,
    leftSection: <NavIcon path={item.path} />,
    rightSection: isDev ? <DevBadge /> : null,
    className: classes.item,
  };
  if (item.disabled) {
    return (
      <Tooltip label={item.tooltip} position="right" withArrow multiline maw={240}>
        <Box
          className={classes.disabledItem}
          tabIndex={0}
          aria-disabled="true"
          data-nav-path={item.path}
          data-disabled-item
        >
          <NavLink {...common} component="div" disabled aria-label={`${item.label}: ${item.tooltip ?? ''}`} />
        </Box>
      </Tooltip>
    );
  }
  return (
    <NavLink
      {...common}
      component={Link}
      to={item.path}
      active={item.active}
      aria-current={item.active ? 'page' : undefined}
      data-nav-path={item.path}
      onClick={onNavigate}
    />
  );
}

function RailItem({ item, isDev, onNavigate }: { item: NavItem; isDev: boolean; onNavigate?: () => void }) {
  const label = item.disabled ? (item.tooltip ?? item.label) : `${item.label}${isDev ? ' (Dev)' : ''}`;
  const dot = isDev ? <span className={classes.railDev} aria-hidden /> : null;
  return (
    <Tooltip label={label} position="right" withArrow>
      {item.disabled ? (
        <Box
          className={classes.railItem}
          data-disabled
          data-nav-path={item.path}
          tabIndex={0}
          aria-disabled="true"
          aria-label={label}
        >
          <NavIcon path={item.path} size={22} />
          {dot}
        </Box>
      ) : (
        <Link
          to={item.path}
          className={classes.railItem}
          data-active={item.active || undefined}
          aria-current={item.active ? 'page' : undefined}
          aria-label={item.label}
          data-nav-path={item.path}
          onClick={onNavigate}
        >
          <NavIcon path={item.path} size={22} />
          {dot}
        </Link>
      )}
    </Tooltip>
  );
}

/** Removes an id from a set without changing the original. */
function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/**
 * The sidebar sections of @bil/domain's buildNavigation, in its order and words. Sections fold; the
 * one holding the current route opens by itself whenever the route moves into it.
 */
export function SidebarNav({ sections, collapsed, devPaths, onNavigate }: SidebarNavProps) {
  const currentId = sections.find((section) => section.containsCurrent)?.id ?? null;
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [lastCurrentId, setLastCurrentId] = useState(currentId);
  if (currentId !== lastCurrentId) {
    setLastCurrentId(currentId);
    if (currentId && closed.has(currentId)) setClosed(without(closed, currentId));
  }

  if (collapsed) {
    return (
      <Stack gap={4} component="nav" aria-label="Main navigation">
        {sections.map((section, index) => (
          <Stack key={section.id} gap={4} role="group" aria-label={section.title}>
            {index > 0 ? <Divider my={4} mx="sm" /> : null}
            {section.items.map((item) => (
              <RailItem key={item.path} item={item} isDev={devPaths.has(item.path)} onNavigate={onNavigate} />
            ))}
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="nav" aria-label="Main navigation">
      {sections.map((section) => {
        const isOpen = !closed.has(section.id);
        const listId = `nav-section-${section.id}`;
        return (
          <Box key={section.id} data-testid={`nav-section-${section.id}`}>
            <UnstyledButton
              className={classes.sectionToggle}
              aria-expanded={isOpen}
              aria-controls={listId}
              onClick={() => {
                setClosed((current) => {
                  if (current.has(section.id)) return without(current, section.id);
                  return new Set(current).add(section.id);
                });
              }}
            >
              <span>{section.title}</span>
              <IconChevronDown
                size={14}
                className={classes.chevron}
                data-open={isOpen || undefined}
                aria-hidden
              />
            </UnstyledButton>
            <Collapse expanded={isOpen}>
              <Stack gap={2} id={listId} role="group" aria-label={section.title} mt={2}>
                {section.items.map((item) => (
                  <FullItem
                    key={item.path}
                    item={item}
                    isDev={devPaths.has(item.path)}
                    onNavigate={onNavigate}
                  />
                ))}
              </Stack>
            </Collapse>
          </Box>
        );
      })}
    </Stack>
  );
}

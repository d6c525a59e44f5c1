import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RoleBadge } from './role-badge';
import classes from './app-shell.module.css';

export type UserMenuProps = {
  displayName: string;
  email: string;
  roleBadge: string;
  canOpenSettings: boolean;
  onSignOut: () => void;
};

function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [name];
  return letters
    .map((word) => word?.charAt(0) ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Header menu: who is signed in (name, e-mail, role badge), Settings and Log out. */
export function UserMenu({ displayName, email, roleBadge, canOpenSettings, onSignOut }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`Account menu for ${displayName}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="navy" radius="xl" size={36}>
              {initialsOf(displayName)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm" className={classes.userText}>
              <Text size="sm" fw={600} truncate="end">
                {displayName}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {email}
              </Text>
            </Stack>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={6} px="sm" py="xs" data-testid="user-menu-identity">
          <Text size="sm" fw={600} truncate="end">
            {displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {email}
          </Text>
          <div>
            <RoleBadge label={roleBadge} />
          </div>
        </Stack>
        <Menu.Divider />
        {canOpenSettings ? (
          <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
            Settings
          </Menu.Item>
        ) : null}
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { buildNavigation, checkRouteAccess } from '@bil/domain';
import {
  ActionIcon,
  AppShell,
  Box,
  Burger,
  Drawer,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconSettings,
} from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth, useSignOut, useWelcomeState } from '@/lib/session';
import { AppLogo } from '../brand/app-logo';
import { BetaBar } from './beta-bar';
import { CookieNotice } from './cookie-notice';
import { resolveHeaderTitle } from './header-title';
import { SidebarNav } from './sidebar-nav';
import { SiteFooter } from './site-footer';
import { UserMenu } from './user-menu';
import classes from './app-shell.module.css';
import { BETA_STRIP_HEIGHT, HEADER_ROW_HEIGHT } from './header-metrics';

/** SPEC §9 layout: sidebar 288 px, 80 px collapsed, persistent from 1024 px ('md'); a drawer below. */
export const SIDEBAR_WIDTH = 288;
export const SIDEBAR_COLLAPSED_WIDTH = 80;

export type AppShellLayoutProps = {
  /** Navigation paths whose screens are still in development ('Dev' marker). */
  devPaths: ReadonlySet<string>;
  /** Shown above the screen (e.g. the admins' Database Configuration Notice). */
  notices?: ReactNode;
  /** Header controls left of the user menu (the notifications bell, passed in by the app layer). */
  headerActions?: ReactNode;
  children: ReactNode;
};

type SidebarFooterProps = {
  collapsed: boolean;
  canOpenSettings: boolean;
  onSignOut: () => void;
  onNavigate?: () => void;
};

function SidebarFooter({ collapsed, canOpenSettings, onSignOut, onNavigate }: SidebarFooterProps) {
  const { pathname } = useLocation();
  if (collapsed) {
    return (
      <Stack gap={4} align="center">
        {canOpenSettings ? (
          <Tooltip label="Settings" position="right" withArrow>
            <ActionIcon
              component={Link}
              to="/settings"
              variant="subtle"
              color="gray"
              size={44}
              aria-label="Settings"
            >
              <IconSettings size={22} stroke={1.7} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Tooltip label="Log out" position="right" withArrow>
          <ActionIcon variant="subtle" color="red" size={44} onClick={onSignOut} aria-label="Log out">
            <IconLogout size={22} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      {canOpenSettings ? (
        <NavLink
          component={Link}
          to="/settings"
          label="Settings"
          active={pathname === '/settings'}
          leftSection={<IconSettings size={20} stroke={1.7} aria-hidden />}
          onClick={onNavigate}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ) : null}
      <NavLink
        component="button"
        label="Log out"
        color="red"
        c="red"
        leftSection={<IconLogout size={20} stroke={1.7} aria-hidden />}
        onClick={onSignOut}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </Stack>
  );
}

/**
 * The signed-in frame (SPEC §2 'Shell and navigation'): beta strip and header (menu toggle, logo to
 * /bil/dashboard, page heading, user menu), the role's sidebar with Settings and Log out at its foot,
 * the screen, the footer and the cookie notice.
 */
export function AppShellLayout({ devPaths, notices, headerActions, children }: AppShellLayoutProps) {
  const { me, displayName } = useAuth();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [, setWelcomeState] = useWelcomeState(me.user.id);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'bil.sidebar-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  const sections = useMemo(
    () => buildNavigation({ role: me.user.role, isAdmin: me.isAdmin, flags: me.flags }, pathname),
    [me, pathname],
  );
  const canOpenSettings = checkRouteAccess(me, '/settings').allowed;
  const heading = resolveHeaderTitle(pathname);
  const logOut = () => void signOut('/auth');

  return (
    <AppShell
      header={{ height: HEADER_ROW_HEIGHT + BETA_STRIP_HEIGHT }}
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'md',
        collapsed: { mobile: true, desktop: false },
      }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <BetaBar
          onGetStarted={() => {
            setWelcomeState('visible');
          }}
        />
        <Box className={classes.headerRow}>
          <Burger
            hiddenFrom="md"
            size="sm"
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          />
          <Tooltip label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
            <ActionIcon
              visibleFrom="md"
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => {
                setCollapsed((value) => !value);
              }}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-pressed={collapsed}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={22} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <Link to="/bil/dashboard" className={classes.brandLink} aria-label="Airport Management dashboard">
            <AppLogo compactOnSmallScreens />
          </Link>
          {heading ? (
            <Box className={classes.headerTitle} data-testid="header-title">
              <Text fw={700} fz={{ base: 'sm', xs: 'md' }} lh={1.25} c="navy.9" truncate="end">
                {heading.title}
              </Text>
              {heading.subtitle ? (
                <Text size="xs" c="dimmed" lh={1.3} truncate="end" visibleFrom="xs">
                  {heading.subtitle}
                </Text>
              ) : null}
            </Box>
          ) : null}
          <Group gap={4} ml="auto" wrap="nowrap">
            {headerActions}
            <UserMenu
              displayName={displayName}
              email={me.user.email}
              roleBadge={me.roleBadge}
              canOpenSettings={canOpenSettings}
              onSignOut={logOut}
            />
          </Group>
        </Box>
      </AppShell.Header>

      {/* Below md the drawer is the navigation: the off-canvas bar would still be in the tab order and the
          accessibility tree (only moved off screen), a second copy of every link. */}
      <AppShell.Navbar className={classes.navbar} aria-label="Sidebar" visibleFrom="md">
        <ScrollArea className={classes.navScroll} type="auto" scrollbarSize={8}>
          <SidebarNav sections={sections} collapsed={collapsed} devPaths={devPaths} />
        </ScrollArea>
        <Box className={classes.navFooter}>
          <SidebarFooter collapsed={collapsed} canOpenSettings={canOpenSettings} onSignOut={logOut} />
        </Box>
      </AppShell.Navbar>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={SIDEBAR_WIDTH}
        padding="sm"
        hiddenFrom="md"
        title={<AppLogo />}
      >
        <Stack gap="md">
          <SidebarNav sections={sections} collapsed={false} devPaths={devPaths} onNavigate={drawer.close} />
          <Box className={classes.navFooter} px={0}>
            <SidebarFooter
              collapsed={false}
              canOpenSettings={canOpenSettings}
              onSignOut={logOut}
              onNavigate={drawer.close}
            />
          </Box>
        </Stack>
      </Drawer>

      <AppShell.Main className={classes.main}>
        <Box id="main-content" className={classes.content}>
          {notices}
          {children}
        </Box>
        <SiteFooter />
      </AppShell.Main>
      <CookieNotice />
    </AppShell>
  );
}

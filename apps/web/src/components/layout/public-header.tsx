import { Box, Button, Container, Group } from '@mantine/core';
import { IconLayoutDashboard, IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { DEFAULT_SIGNED_IN_PATH, useSessionQuery } from '@/lib/session';
import { AppLogo } from '../brand/app-logo';
import classes from './public-layout.module.css';

/** Top bar of the public pages; the landing page has its own Sign in call to action. */
export function PublicHeader() {
  const { pathname } = useLocation();
  const signedIn = Boolean(useSessionQuery().data);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" gap="sm" wrap="nowrap">
          <Link to="/" className={classes.brandLink} aria-label="Airport Management home">
            <AppLogo subtitle="Aeronautics Division" />
          </Link>
          {pathname === '/' ? null : signedIn ? (
            <Button
              component={Link}
              to={DEFAULT_SIGNED_IN_PATH}
              variant="light"
              className={classes.headerAction}
              leftSection={<IconLayoutDashboard size={18} aria-hidden />}
            >
              Open the dashboard
            </Button>
          ) : (
            <Button
              component={Link}
              to="/auth"
              variant="light"
              className={classes.headerAction}
              leftSection={<IconLogin2 size={18} aria-hidden />}
            >
              Sign in
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}

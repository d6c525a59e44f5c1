import { Box, Button, Container, Group } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AppLogo } from '../brand/app-logo';
import classes from './public-layout.module.css';

/** Top bar of the public pages; the landing page has its own Sign in call to action. */
export function PublicHeader() {
  const { pathname } = useLocation();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" gap="sm" wrap="nowrap">
          <Link to="/" className={classes.brandLink} aria-label="Airport Management home">
            <AppLogo subtitle="Aeronautics Division" />
          </Link>
          {pathname === '/' ? null : (
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

import { APP_VERSION, TIME_ZONE } from '@bil/domain';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { OWNER_CONTACT_HREF, OWNER_NAME } from '@/lib/site-info';
import classes from './public-layout.module.css';

function currentYear(): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: TIME_ZONE }).format(new Date());
}

/** SPEC §1 footer: owner credit, authorized-use line, privacy, terms and contact links, and the version. */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              © {currentYear()} {OWNER_NAME}
            </Text>
            <Text size="sm" c="dimmed">
              Data provided for authorized use only.
            </Text>
          </Stack>
          <Stack gap={4} className={classes.footerEnd}>
            <Group component="nav" aria-label="Legal" gap="md" className={classes.footerLinks}>
              <Anchor component={Link} to="/privacy-policy" size="sm">
                Privacy Policy
              </Anchor>
              <Anchor component={Link} to="/terms-of-service" size="sm">
                Terms of Service
              </Anchor>
              <Anchor href={OWNER_CONTACT_HREF} size="sm">
                Contact the Owner
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed" data-testid="app-version">
              Version {APP_VERSION}
            </Text>
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}

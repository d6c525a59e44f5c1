import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { ProjectPageShareForm } from './project-page-share-form';

/** /admin/public-page-configurator: build a public project page and get its link. */
export function PublicPageConfigurator() {
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} fz={28}>
            Public Page Configurator
          </Title>
          <Text c="dimmed" size="sm">
            Choose projects, name the page and decide who may open it. Visitors need no account.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <ProjectPageShareForm />
        </Paper>
      </Stack>
    </Container>
  );
}

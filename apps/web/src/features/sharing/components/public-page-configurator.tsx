import { Container, Paper, Stack } from '@mantine/core';
import { ProjectPageShareForm } from './project-page-share-form';
import { PageHeading } from '@/components/page';

/** /admin/public-page-configurator: build a public project page and get its link. */
export function PublicPageConfigurator() {
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <PageHeading
          title="Public Page Configurator"
          description="Choose projects, name the page and decide who may open it. Visitors need no account."
        />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <ProjectPageShareForm />
        </Paper>
      </Stack>
    </Container>
  );
}

import { PROJECT_MESSAGES } from '@bil/domain';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { describeError } from '@/components/error-boundary';

export const PROJECT_LIST_PATH = '/bil/projects';

export function ProjectLoading() {
  return (
    <Center py={80}>
      <Loader aria-label="Loading project" />
    </Center>
  );
}

/** SPEC §2/§8: 'Error Loading Project' with Go Back (and the reason: not found, no access, invalid id). */
export function ProjectLoadError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={720}>
      <Alert
        role="alert"
        color="red"
        variant="light"
        title="Error Loading Project"
        icon={<IconAlertTriangle size={20} aria-hidden />}
      >
        {describeError(error)}
        <div>
          <Button
            mt="md"
            size="sm"
            variant="outline"
            color="red"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => void navigate(PROJECT_LIST_PATH)}
          >
            Go Back
          </Button>
        </div>
      </Alert>
    </Stack>
  );
}

/** A route id that is not UUID-shaped never reaches the server (SPEC §5). */
export function InvalidProjectId() {
  return <ProjectLoadError error={new Error(PROJECT_MESSAGES.invalidId)} />;
}

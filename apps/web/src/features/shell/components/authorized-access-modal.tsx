import { TERMS_VERSION } from '@bil/domain';
import { Alert, Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { OWNER_NAME } from '@/lib/site-info';

type AuthorizedAccessModalProps = {
  opened: boolean;
  /** Acknowledged; the modal closes after a short delay. */
  acknowledging: boolean;
  onAcknowledge: () => void;
  onDecline: () => void;
};

/**
 * SPEC §2/§4 'Authorized Access' modal: cannot be dismissed; 'Acknowledge & Continue' stays disabled
 * until the checkbox is ticked; 'Decline & Return' signs out.
 */
export function AuthorizedAccessModal({
  opened,
  acknowledging,
  onAcknowledge,
  onDecline,
}: AuthorizedAccessModalProps) {
  const [checked, setChecked] = useState(false);
  const [declining, setDeclining] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      radius="md"
      title={
        <Group gap="xs">
          <IconShieldLock size={22} aria-hidden />
          <Text fw={700} size="lg">
            Authorized Access
          </Text>
        </Group>
      }
      aria-describedby="authorized-access-text"
    >
      <Stack gap="md" id="authorized-access-text">
        <Alert color="navy" variant="light" title="Restricted system">
          This system belongs to the {OWNER_NAME} and is for authorized use only.
        </Alert>
        <List spacing="xs" size="sm">
          <List.Item>Use it only for official business of the division.</List.Item>
          <List.Item>
            Activity is monitored and logged. Unauthorized use may lead to disciplinary action and
            prosecution.
          </List.Item>
          <List.Item>Keep the data confidential and share it only through authorized channels.</List.Item>
        </List>
        <Text size="sm">
          Please read the{' '}
          <Anchor href="/terms-of-service" target="_blank" rel="noopener">
            Terms of Service
          </Anchor>{' '}
          and the{' '}
          <Anchor href="/privacy-policy" target="_blank" rel="noopener">
            Privacy Policy
          </Anchor>{' '}
          (terms version {TERMS_VERSION}).
        </Text>
        <Checkbox
          data-autofocus
          checked={checked}
          onChange={(event) => {
            setChecked(event.currentTarget.checked);
          }}
          label="I am an authorized user, and I have read and agree to the Terms of Service."
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button
            variant="default"
            loading={declining}
            disabled={acknowledging}
            onClick={() => {
              setDeclining(true);
              onDecline();
            }}
          >
            Decline & Return
          </Button>
          <Button disabled={!checked || declining} loading={acknowledging} onClick={onAcknowledge}>
            Acknowledge & Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

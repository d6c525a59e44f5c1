import { buildFacilityUrl } from '@bil/domain';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** SPEC §9: the redirect waits 9 seconds. */
export const UPIN_REDIRECT_SECONDS = 9;

type UpinRedirectDialogProps = {
  /** The UPIN being opened; null keeps the dialog closed. */
  upin: string | null;
  /** The facility system address with '{upin}' where the UPIN goes. */
  urlTemplate: string;
  onClose: () => void;
};

function openFacilitySystem(urlTemplate: string, upin: string): void {
  window.open(buildFacilityUrl(urlTemplate, upin), '_blank', 'noopener,noreferrer');
}

/** SPEC §4: counts down 9 s, then opens the facility system in a new tab; 'Go Now' at once; Cancel or the backdrop closes. */
export function UpinRedirectDialog({ upin, urlTemplate, onClose }: UpinRedirectDialogProps) {
  return (
    <Modal
      opened={upin !== null}
      onClose={onClose}
      title={<Text fw={700}>Opening the facility system</Text>}
      centered
      closeOnClickOutside
    >
      {upin !== null ? (
        <UpinCountdown key={upin} upin={upin} urlTemplate={urlTemplate} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function UpinCountdown({
  upin,
  urlTemplate,
  onClose,
}: {
  upin: string;
  urlTemplate: string;
  onClose: () => void;
}) {
  const [secondsLeft, setSecondsLeft] = useState(UPIN_REDIRECT_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) {
      openFacilitySystem(urlTemplate, upin);
      onClose();
      return;
    }
    const timer = window.setTimeout(() => {
      setSecondsLeft((left) => left - 1);
    }, 1000);
    return () => {
      window.clearTimeout(timer);
    };
  }, [secondsLeft, upin, urlTemplate, onClose]);

  return (
    <Stack gap="md">
      <Text size="sm">
        The facility system opens for UPIN <strong>{upin}</strong> in a new tab in{' '}
        <strong aria-live="polite">
          {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
        </strong>
        .
      </Text>
      <Progress
        value={((UPIN_REDIRECT_SECONDS - secondsLeft) / UPIN_REDIRECT_SECONDS) * 100}
        size="sm"
        aria-label="Time until the facility system opens"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          leftSection={<IconExternalLink size={16} aria-hidden />}
          onClick={() => {
            openFacilitySystem(urlTemplate, upin);
            onClose();
          }}
        >
          Go Now
        </Button>
      </Group>
    </Stack>
  );
}

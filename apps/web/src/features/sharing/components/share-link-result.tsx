import { ActionIcon, Alert, CopyButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The link just created, shown in the dialog so it can be copied again. */
export function ShareLinkResult({ url }: { url: string }) {
  return (
    <Alert color="green" variant="light" title="Share link created">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          value={url}
          readOnly
          aria-label="Share link"
          style={{ flex: 1 }}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
              <ActionIcon
                variant="light"
                color={copied ? 'teal' : 'blue'}
                onClick={copy}
                aria-label="Copy link"
                size="lg"
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}

import type { ShareCreated } from '@bil/domain';
import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useShareAccessForm } from '../hooks/use-share-access-form';
import { announceShareLink, shareFailureMessage, shareUrl } from '../share-link';
import { ShareAccessFields } from './share-access-fields';
import { ShareLinkResult } from './share-link-result';

type Access = { password: string | null; expires_at: string | null };

type Props = {
  /** What the dialog says is shared ('PM Management', 'the Executive Overview'). */
  pageName: string;
  create: (access: Access) => Promise<ShareCreated>;
  /** The public page of the new share. */
  pathOf: (shareId: string) => string;
  /** A chart card's header: an icon button with this label instead of the 'Share' button. */
  iconLabel?: string;
  /** What the dialog says anyone with the link sees; default 'a read-only copy of this page'. */
  subject?: string;
};

/** 'Share' for a whole page: password and expiry, then a public read-only link. */
export function ShareLinkButton({
  pageName,
  create: createShare,
  pathOf,
  iconLabel,
  subject = 'a read-only copy of this page',
}: Props) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const form = useShareAccessForm();

  const create = useMutation({
    mutationFn: createShare,
    onSuccess: async ({ shareId }) => {
      const link = shareUrl(pathOf(shareId));
      setUrl(link);
      await announceShareLink(link);
    },
    onError: (error) => {
      toast.error(shareFailureMessage('Failed to create share link', error));
    },
  });

  const close = () => {
    setOpened(false);
    setUrl(null);
    form.reset();
    create.reset();
  };

  const open = () => {
    setOpened(true);
  };
  return (
    <>
      {iconLabel ? (
        <ActionIcon variant="subtle" color="gray" aria-label={iconLabel} title="Share" onClick={open}>
          <IconShare size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Button variant="light" leftSection={<IconShare size={16} aria-hidden />} onClick={open}>
          Share
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={`Share ${pageName}`} centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Anyone with the link can view {subject} without signing in.
          </Text>
          {url ? <ShareLinkResult url={url} /> : <ShareAccessFields form={form} />}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {url ? 'Done' : 'Cancel'}
            </Button>
            {url ? null : (
              <Button
                leftSection={<IconShare size={16} aria-hidden />}
                loading={create.isPending}
                onClick={() => {
                  const access = form.validate();
                  if (access) create.mutate(access);
                }}
              >
                Create Link
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

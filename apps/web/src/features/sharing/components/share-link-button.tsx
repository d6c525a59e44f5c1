import type { ShareCreated } from '@bil/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useShareAccessForm } from '../hooks/use-share-access-form';
import { announceShareLink, describeShareError, shareUrl } from '../share-link';
import { ShareAccessFields } from './share-access-fields';
import { ShareLinkResult } from './share-link-result';

type Access = { password: string | null; expires_at: string | null };

type Props = {
  /** What the dialog says is shared ('PM Management', 'the Executive Overview'). */
  pageName: string;
  create: (access: Access) => Promise<ShareCreated>;
  /** The public page of the new share. */
  pathOf: (shareId: string) => string;
};

/** 'Share' for a whole page: password and expiry, then a public read-only link. */
export function ShareLinkButton({ pageName, create: createShare, pathOf }: Props) {
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
      toast.error(`Failed to create share link: ${describeShareError(error)}`);
    },
  });

  const close = () => {
    setOpened(false);
    setUrl(null);
    form.reset();
    create.reset();
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => {
          setOpened(true);
        }}
      >
        Share
      </Button>
      <Modal opened={opened} onClose={close} title={`Share ${pageName}`} centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Anyone with the link can view a read-only copy of this page without signing in.
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

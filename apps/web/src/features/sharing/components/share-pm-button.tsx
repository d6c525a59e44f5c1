import { sharePath } from '@bil/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { createPmManagementShare, createPmPageShare } from '../api/share-requests';
import { useShareAccessForm } from '../hooks/use-share-access-form';
import { announceShareLink, describeShareError, shareUrl } from '../share-link';
import { ShareAccessFields } from './share-access-fields';
import { ShareLinkResult } from './share-link-result';

type Props = {
  /** The PM whose page is shared; undefined shares the PM management page. */
  pm?: string;
};

/** 'Share' on /pm/{pm} and /pm/management: password and expiry, then a public read-only link. */
export function SharePmButton({ pm }: Props) {
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const form = useShareAccessForm();
  const pageName = pm ? `${pm}'s PM page` : 'PM Management';

  const create = useMutation({
    mutationFn: (access: { password: string | null; expires_at: string | null }) =>
      pm ? createPmPageShare({ ...access, pm }) : createPmManagementShare(access),
    onSuccess: async ({ shareId }) => {
      const link = shareUrl(sharePath(pm ? 'pm_page' : 'pm_management', shareId, pm));
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

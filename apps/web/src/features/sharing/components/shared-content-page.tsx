import {
  formatDateTime12h,
  SHARE_EXPIRY_ZONE_LABEL,
  SHARE_STATUS_LABELS,
  type ShareKind,
  type ShareListItem,
} from '@bil/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconExternalLink,
  IconKey,
  IconCalendarTime,
  IconBan,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useShareActions, useShares } from '../api/use-shares';
import { copyShareLink, describeShareError, shareUrl } from '../share-link';
import { ShareSettingsDialog } from './share-settings-dialog';
import { PageHeading } from '@/components/page';

export const SHARE_KIND_LABELS: Record<ShareKind, string> = {
  chart: 'Chart',
  chart_group: 'Chart group',
  project_page: 'Project page',
  pm_page: 'PM page',
  pm_management: 'PM management',
  executive: 'Executive overview',
  dbe_chart: 'DBE chart',
};

// Plain colour names take the theme's darkened text shades (app/theme.ts), which pass AA contrast.
const STATUS_COLORS = {
  active: 'green',
  expired: 'orange',
  revoked: 'gray.7',
  inactive: 'red',
} as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const when = (iso: string | null) => (iso ? formatDateTime12h(iso) : '—');

/**
 * A date and time that may break between the two, never inside either: at 1440 px the table then fits
 * beside the sidebar (issue 35: 'Last viewed' was cut off past the right edge).
 */
function When({ iso }: { iso: string | null }) {
  const text = when(iso);
  const [date, ...time] = text.split(' ');
  if (time.length === 0) return <span style={NOWRAP}>{text}</span>;
  return (
    <>
      <span style={NOWRAP}>{date}</span> <span style={NOWRAP}>{time.join(' ')}</span>
    </>
  );
}

type Pending = { share: ShareListItem; action: 'revoke' | 'delete' } | null;

/** /shared-content: every share the person made (admins: everyone's), with its link and controls. */
export function SharedContentPage() {
  const shares = useShares();
  const actions = useShareActions();
  const [editing, setEditing] = useState<ShareListItem | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.action === 'revoke') {
        await actions.revoke.mutateAsync(pending.share.shareId);
        toast.success('Share revoked');
      } else {
        await actions.remove.mutateAsync(pending.share.shareId);
        toast.success('Share deleted');
      }
      setPending(null);
    } catch (error) {
      toast.error(describeShareError(error));
    }
  };

  const rows = (shares.data?.shares ?? []).map((share) => (
    <Table.Tr key={share.shareId} data-testid="share-row">
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Copy link of ${share.name}`}
            title="Copy link"
            onClick={() => void copyShareLink(shareUrl(share.path))}
          >
            <IconCopy size={16} aria-hidden />
          </ActionIcon>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${share.name}`}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconExternalLink size={14} aria-hidden />}
                component="a"
                href={share.path}
                target="_blank"
                rel="noopener"
              >
                Open
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCalendarTime size={14} aria-hidden />}
                disabled={share.status === 'revoked'}
                onClick={() => {
                  setEditing(share);
                }}
              >
                Change expiry or password
              </Menu.Item>
              <Menu.Item
                leftSection={<IconBan size={14} aria-hidden />}
                disabled={share.status === 'revoked'}
                onClick={() => {
                  setPending({ share, action: 'revoke' });
                }}
              >
                Revoke
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => {
                  setPending({ share, action: 'delete' });
                }}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
      <Table.Td style={NOWRAP}>
        <Text size="sm" fw={600} c="navy.7">
          {SHARE_KIND_LABELS[share.kind]}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {share.name}
        </Text>
      </Table.Td>
      <Table.Td>{share.createdByName ?? '—'}</Table.Td>
      <Table.Td>
        <When iso={share.createdAt} />
      </Table.Td>
      <Table.Td>{share.expiresAt ? <When iso={share.expiresAt} /> : 'Never'}</Table.Td>
      <Table.Td>{share.passwordProtected ? 'Yes' : 'No'}</Table.Td>
      <Table.Td style={share.status === 'inactive' ? undefined : NOWRAP}>
        <Text size="sm" fw={600} c={STATUS_COLORS[share.status]}>
          {SHARE_STATUS_LABELS[share.status]}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{share.viewCount.toLocaleString('en-US')}</Table.Td>
      <Table.Td>
        <When iso={share.lastViewedAt} />
      </Table.Td>
    </Table.Tr>
  ));

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <PageHeading
        title="Shared Content"
        description="Public links to charts, chart groups, project pages and PM pages. Revoked links stop working at once."
      />
      {shares.isPending ? (
        <Loader />
      ) : shares.isError ? (
        <Alert color="red" title="Could not load shared content">
          {describeShareError(shares.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            Nothing has been shared yet. Use the share buttons on charts, the project list or PM pages.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={1000}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Created by</Table.Th>
                  <Table.Th>Created (ET)</Table.Th>
                  <Table.Th>
                    <abbr title={`${SHARE_EXPIRY_ZONE_LABEL} (America/New_York)`}>Expires (ET)</abbr>
                  </Table.Th>
                  <Table.Th>Password</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Views</Table.Th>
                  <Table.Th>Last viewed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ShareSettingsDialog
        share={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <Modal
        opened={pending !== null}
        onClose={() => {
          setPending(null);
        }}
        title={pending?.action === 'delete' ? 'Delete share' : 'Revoke share'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {pending?.action === 'delete'
              ? `Delete “${pending.share.name}”? The link stops working and the share disappears from this list.`
              : `Revoke “${pending?.share.name ?? ''}”? The link stops working at once.`}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setPending(null);
              }}
            >
              Cancel
            </Button>
            <Button
              color="red"
              loading={actions.revoke.isPending || actions.remove.isPending}
              leftSection={pending?.action === 'delete' ? <IconTrash size={16} /> : <IconKey size={16} />}
              onClick={() => void confirm()}
            >
              {pending?.action === 'delete' ? 'Delete' : 'Revoke'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

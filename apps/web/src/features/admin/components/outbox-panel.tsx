import { formatDateTime12h, type OutboxMail } from '@bil/domain';
import { Anchor, Badge, Button, Modal, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useOutbox } from '../api/use-outbox';
import { PagedFooter } from './paged-footer';
import { QueryStatus } from './query-status';

const PAGE_SIZE = 25;
const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The mail's plain text with its links clickable (the HTML body is never rendered). */
function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="mail-body">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

function StatusBadge({ mail }: { mail: OutboxMail }) {
  if (mail.sentAt) {
    return (
      <Badge color="teal" variant="light" radius="sm">
        Sent
      </Badge>
    );
  }
  return (
    <Tooltip label={mail.error ?? 'Waiting to be sent'} multiline maw={320} withArrow>
      <Badge color={mail.error ? 'orange' : 'gray'} variant="light" radius="sm">
        {mail.error ? 'Not sent' : 'Queued'}
      </Badge>
    </Tooltip>
  );
}

/**
 * /admin/outbox: the mail the app sent or tried to send (confirmation links, password resets,
 * invitations). Without a mail server this is where the links can be read.
 */
export function OutboxPanel() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ page, limit: PAGE_SIZE });
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const data = outbox.data;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Every e-mail the application sent or tried to send, newest first. When no mail server is configured,
        open a message here to follow its link.
      </Text>
      <Paper withBorder radius="md">
        {data ? (
          data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No mail has been sent yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720} type="native">
              <Table verticalSpacing="xs" highlightOnHover aria-label="Mail outbox">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>To</Table.Th>
                    <Table.Th>Subject</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((mail) => (
                    <Table.Tr key={mail.id} data-testid="outbox-row" data-to={mail.to}>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime12h(mail.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {mail.to}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{mail.subject}</Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge mail={mail} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconMail size={14} aria-hidden />}
                          onClick={() => {
                            setOpen(mail);
                          }}
                          aria-label={`Open "${mail.subject}" to ${mail.to}`}
                        >
                          Open
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        ) : (
          <QueryStatus query={outbox} />
        )}
      </Paper>
      <PagedFooter paged={data} noun="messages" onPageChange={setPage} />
      <Modal
        opened={open !== null}
        onClose={() => {
          setOpen(null);
        }}
        size="lg"
        centered
        title={<Text fw={700}>{open?.subject}</Text>}
      >
        {open ? (
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              To {open.to} · {formatDateTime12h(open.createdAt)}
            </Text>
            {open.error ? (
              <Text size="xs" c="orange">
                {open.error}
              </Text>
            ) : null}
            <Paper withBorder p="md" radius="md" bg="gray.0">
              <MailText text={open.textBody} />
            </Paper>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

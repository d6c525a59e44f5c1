import { Alert, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type MailSentNoticeProps = { title: string; children: ReactNode; onSignIn: () => void };

/** What a form shows once the server has mailed a link: the notice and the way back to sign-in. */
export function MailSentNotice({ title, children, onSignIn }: MailSentNoticeProps) {
  return (
    <Stack gap="md">
      <Alert
        role="status"
        color="teal"
        variant="light"
        title={title}
        icon={<IconMailCheck size={20} aria-hidden />}
      >
        {children}
      </Alert>
      <Button variant="light" onClick={onSignIn}>
        Back to sign in
      </Button>
    </Stack>
  );
}

import { Alert, Box, Text } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuth } from '@/lib/session';
import { useSchemaStatus } from '../api/use-schema-status';

export const DATABASE_NOTICE_TITLE = 'Database Configuration Notice';
const dismissKey = (checkedAt: string) => `bil.schema-notice-dismissed.${checkedAt}`;

function isDismissed(checkedAt: string): boolean {
  try {
    return window.localStorage.getItem(dismissKey(checkedAt)) !== null;
  } catch {
    return false;
  }
}

/**
 * SPEC §2/§6: administrators only, when the start-up schema check failed; dismissible (until the
 * next failed check).
 */
export function DatabaseConfigNotice() {
  const { me } = useAuth();
  const status = useSchemaStatus(me.isAdmin);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const data = status.data;
  if (!me.isAdmin || !data || data.ok) return null;
  if (dismissedAt === data.checkedAt || isDismissed(data.checkedAt)) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissKey(data.checkedAt), new Date().toISOString());
    } catch {
      // Dismissed for this page only.
    }
    setDismissedAt(data.checkedAt);
  };

  return (
    <Box px={{ base: 'sm', sm: 'lg' }} pt="md">
      <Alert
        color="orange"
        variant="light"
        title={DATABASE_NOTICE_TITLE}
        icon={<IconDatabaseExclamation size={20} aria-hidden />}
        withCloseButton
        closeButtonLabel="Dismiss the database notice"
        onClose={dismiss}
      >
        <Text size="sm">
          The database check at start-up found problems
          {data.missing.length > 0 ? `: missing ${data.missing.join(', ')}` : ''}. Some screens may fail until
          the database is brought up to date (latest migration applied: {data.migration ?? 'none'}).
        </Text>
      </Alert>
    </Box>
  );
}

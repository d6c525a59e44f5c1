import type { CrossCheck } from '@bil/domain';
import { Alert, List, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';

/**
 * The cross-checks, before submission: failures in red with the records that break them; a passing check that
 * lists records (the manual switch's overrides) shows them too, in grey.
 */
export function CrossChecksPanel({ checks }: { checks: readonly CrossCheck[] }) {
  const failed = checks.filter((check) => !check.passed);
  return (
    <Alert
      variant="light"
      color={failed.length > 0 ? 'red' : 'teal'}
      icon={failed.length > 0 ? <IconAlertTriangle size={20} aria-hidden /> : <IconCheck size={20} />}
      title={
        failed.length > 0
          ? `${failed.length} of ${checks.length} cross-checks failed`
          : `All ${checks.length} cross-checks passed`
      }
      data-testid="cross-checks"
    >
      <Stack gap="xs">
        {checks.map((check) => (
          <div key={check.id} data-testid={`cross-check-${check.id}`} data-passed={check.passed}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <ThemeIcon size={18} radius="xl" color={check.passed ? 'teal' : 'red'} variant="filled">
                {check.passed ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
              <Text size="sm" fw={600}>
                {check.label}: <span>{check.passed ? 'Passed' : 'Failed'}</span>
              </Text>
            </Group>
            {check.passed && check.items.length > 0 ? (
              <Stack gap={2} pl={24}>
                <Text size="sm" c="dimmed">
                  {check.detail}
                </Text>
                <List size="xs" spacing={0}>
                  {check.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Stack>
            ) : null}
            {check.passed ? null : (
              <Stack gap={2} pl={24}>
                <Text size="sm" c="red">
                  {check.detail}
                </Text>
                {check.items.length > 0 ? (
                  <List size="xs" spacing={0}>
                    {check.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            )}
          </div>
        ))}
      </Stack>
    </Alert>
  );
}

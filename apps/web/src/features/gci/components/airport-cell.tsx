import { Text } from '@mantine/core';

/** An airport in a table cell: its code in bold, then its name. */
export function AirportCell({ code, name }: { code: string; name: string }) {
  return (
    <>
      <Text size="sm" fw={600} span>
        {code}
      </Text>{' '}
      <Text size="sm" c="dimmed" span>
        {name}
      </Text>
    </>
  );
}

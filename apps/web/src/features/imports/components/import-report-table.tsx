import { Badge, Group, Table, Text } from '@mantine/core';
import type { ImportAction, ImportReport } from '@bil/domain';

const ACTION_COLORS: Record<ImportAction, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  refused: 'red',
  skipped: 'orange',
};

/** The dry run's counts and its rows: what each would do, and the reason per cell when refused. */
export function ImportReportTable({ report }: { report: ImportReport }) {
  const { counts } = report;
  return (
    <>
      <Group gap="xs" aria-label="Import counts">
        <Badge color="green" variant="light">{`${counts.created} to create`}</Badge>
        <Badge color="blue" variant="light">{`${counts.updated} to update`}</Badge>
        <Badge color="gray" variant="light">{`${counts.unchanged} unchanged`}</Badge>
        <Badge color="red" variant="light">{`${counts.refused} refused`}</Badge>
        {report.skipped > 0 ? (
          <Badge color="orange" variant="light">{`${report.skipped} skipped`}</Badge>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={560} mah={420}>
        <Table striped stickyHeader aria-label="Dry run report">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th w={110}>Action</Table.Th>
              <Table.Th w={180}>Matched by</Table.Th>
              <Table.Th>Reason</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row, index) => (
              // A workbook of year sheets repeats row numbers, so the place in the list keys the row.
              <Table.Tr key={index}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>
                  <Badge color={ACTION_COLORS[row.action]} variant="light">
                    {row.action}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {row.key ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.issues.map((issue) => (
                    <Text size="sm" c="red" key={`${issue.field}:${issue.message}`}>
                      {issue.field ? `${issue.field}: ${issue.message}` : issue.message}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {report.rowsLeftOut > 0 ? (
        <Text
          size="sm"
          c="dimmed"
        >{`Only ${report.rows.length.toLocaleString('en-US')} rows are listed, refused rows first: ${report.rowsLeftOut.toLocaleString('en-US')} more are not listed (the counts above include them).`}</Text>
      ) : null}
    </>
  );
}

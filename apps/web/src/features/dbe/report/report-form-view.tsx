import { formatFormCell, uniformReportForm, type UniformReport } from '@bil/domain';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';

/** The Uniform Report laid out like the federal form: items 1-7, then Sections A-D as tables. */
export function ReportFormView({ report }: { report: UniformReport }) {
  const form = uniformReportForm(report);
  return (
    <Stack gap="md" data-testid="report-form">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Title order={2} fz="lg" style={{ flex: '1 1 320px' }}>
              {form.title}
            </Title>
            <Badge
              variant="light"
              color={report.formVersion.ownerGroupBreakdown ? 'gray' : 'indigo'}
              h="auto"
              py={4}
              style={{ whiteSpace: 'normal' }}
              data-testid="form-in-force"
            >
              Form in force: {report.formVersion.consciousLabel} / {report.formVersion.neutralLabel}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" data-testid="form-version-note">
            {report.formVersion.note}
          </Text>
          <Table withTableBorder withColumnBorders verticalSpacing={6} data-testid="report-items">
            <Table.Tbody>
              {form.items.map((item) => (
                <Table.Tr key={item.key}>
                  <Table.Th w="40%" fz="sm" style={{ verticalAlign: 'top' }}>
                    {item.label}
                  </Table.Th>
                  <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
      {form.sections.map((section) => (
        <Paper
          key={section.id}
          withBorder
          radius="md"
          p="md"
          component="section"
          data-testid={`report-section-${section.id}`}
        >
          <Title order={3} fz="md" mb="xs">
            {section.title}
          </Title>
          <Table.ScrollContainer minWidth={section.columns.length * 84 + 170}>
            <Table withTableBorder withColumnBorders striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {section.columns.map((column) => (
                    <Table.Th key={column} ta="right" fz="xs">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.rows.map((row) => (
                  <Table.Tr key={row.key} fw={row.key === 'total' ? 700 : undefined}>
                    <Table.Th fz="sm">{row.label}</Table.Th>
                    {row.cells.map((cell, index) => (
                      <Table.Td key={section.columns[index]} ta="right" ff="monospace" fz="sm">
                        {formatFormCell(cell, section.kinds[index] ?? 'count')}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
    </Stack>
  );
}

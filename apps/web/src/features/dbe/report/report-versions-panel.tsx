import { diffUniformReports, formatDateTime12h, type DbeReportAnswer, type UniformReport } from '@bil/domain';
import { Alert, Badge, Group, Paper, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDbeReportVersion } from '../api/use-dbe-report';

const DRAFT = 'draft';
const labelOf = (choice: string) => (choice === DRAFT ? 'Draft (now)' : `Version ${choice}`);

/** The submitted versions with who and when, and a side-by-side difference of any two (or one and the draft). */
export function ReportVersionsPanel({ answer }: { answer: DbeReportAnswer }) {
  const { versions, fiscalYear } = answer;
  const latest = versions.at(-1)?.version;
  const [left, setLeft] = useState<string | null>(null);
  const [right, setRight] = useState<string | null>(null);
  const [everyCell, setEveryCell] = useState(false);
  // Default comparison: the two latest versions, or the only version against the draft.
  const before = left ?? (versions.length >= 2 ? String(versions.at(-2)?.version) : String(latest ?? ''));
  const after = right ?? (versions.length >= 2 ? String(latest) : DRAFT);
  const beforeVersion = useDbeReportVersion(fiscalYear, before && before !== DRAFT ? Number(before) : null);
  const afterVersion = useDbeReportVersion(fiscalYear, after !== DRAFT ? Number(after) : null);
  const pick = (choice: string, loaded: UniformReport | undefined) =>
    choice === DRAFT ? answer.report : loaded;
  const beforeReport = pick(before, beforeVersion.data?.report);
  const afterReport = pick(after, afterVersion.data?.report);
  const lines =
    beforeReport && afterReport
      ? diffUniformReports(beforeReport, afterReport).filter((line) => everyCell || line.changed)
      : [];
  const choices = [
    ...versions.map((version) => ({
      value: String(version.version),
      label: labelOf(String(version.version)),
    })),
    { value: DRAFT, label: labelOf(DRAFT) },
  ];

  return (
    <Paper withBorder radius="md" p="md" data-testid="report-versions">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Submitted versions
        </Title>
        {versions.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not submitted yet: FY{fiscalYear} is a draft computed from the records.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder verticalSpacing={4} fz="sm" data-testid="version-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>Form</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.map((version) => (
                  <Table.Tr key={version.version}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        v{version.version}
                        <Badge size="xs" color={version.version === 1 ? 'blue' : 'grape'} variant="light">
                          {version.version === 1 ? 'Submitted' : 'Amended'}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatDateTime12h(version.submittedAt)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {version.submittedBy ?? 'Unknown'}
                    </Table.Td>
                    <Table.Td>{version.formVersion}</Table.Td>
                    <Table.Td>{version.reason ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {versions.length > 0 ? (
          <Stack gap="xs" data-testid="report-diff">
            <Title order={3} fz="md">
              Compare versions
            </Title>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label="Before"
                data={choices}
                value={before}
                onChange={setLeft}
                allowDeselect={false}
                w={180}
              />
              <Select
                label="After"
                data={choices}
                value={after}
                onChange={setRight}
                allowDeselect={false}
                w={180}
              />
              <Switch
                label="Show every cell"
                checked={everyCell}
                onChange={(event) => {
                  setEveryCell(event.currentTarget.checked);
                }}
              />
            </Group>
            {beforeReport && afterReport ? (
              lines.length === 0 ? (
                <Alert variant="light" color="gray" data-testid="diff-none">
                  No differences between {labelOf(before)} and {labelOf(after)}.
                </Alert>
              ) : (
                <Table.ScrollContainer minWidth={560}>
                  <Table
                    withTableBorder
                    withColumnBorders
                    verticalSpacing={4}
                    fz="sm"
                    data-testid="diff-table"
                  >
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Section</Table.Th>
                        <Table.Th>Line</Table.Th>
                        <Table.Th ta="right">{labelOf(before)}</Table.Th>
                        <Table.Th ta="right">{labelOf(after)}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {lines.map((line) => (
                        <Table.Tr
                          key={line.key}
                          bg={line.changed ? 'yellow.0' : undefined}
                          data-changed={line.changed}
                        >
                          <Table.Td>{line.section}</Table.Td>
                          <Table.Td>{line.label}</Table.Td>
                          <Table.Td ta="right" ff="monospace">
                            {line.before}
                          </Table.Td>
                          <Table.Td ta="right" ff="monospace" fw={line.changed ? 700 : undefined}>
                            {line.after}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )
            ) : (
              <Text size="sm" c="dimmed">
                Loading the versions…
              </Text>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

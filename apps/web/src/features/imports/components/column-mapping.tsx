import { Select, Table, Text } from '@mantine/core';
import { IMPORT_COLUMNS, type ImportKind } from '@bil/domain';

const LEAVE_OUT = '';

/** Each header of the file and the field it fills; the person may change them. */
export function ColumnMapping({
  kind,
  headers,
  mapping,
  onChange,
}: {
  kind: ImportKind;
  headers: string[];
  mapping: Record<string, string | null>;
  onChange: (mapping: Record<string, string | null>) => void;
}) {
  const options = [
    { value: LEAVE_OUT, label: 'Leave out' },
    ...IMPORT_COLUMNS[kind].map((column) => ({
      value: column.field,
      label: `${column.label}${column.required ? ' (required)' : ''}`,
    })),
  ];
  return (
    <>
      <Table.ScrollContainer minWidth={420} mah={320}>
        <Table aria-label="Column mapping" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column in the file</Table.Th>
              <Table.Th>Field</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headers.map((header) => (
              <Table.Tr key={header}>
                <Table.Td>
                  <Text size="sm">{header}</Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={`Field for ${header}`}
                    data={options}
                    value={mapping[header] ?? LEAVE_OUT}
                    allowDeselect={false}
                    onChange={(value) => {
                      onChange({ ...mapping, [header]: value || null });
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
